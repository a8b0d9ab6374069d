-- W-9 forms a vendor uploaded, and the customers each was submitted to.
CREATE TABLE w9_forms (
  id           bigserial PRIMARY KEY,
  vendor_id    bigint NOT NULL REFERENCES vendors(id),
  file_id      bigint NOT NULL REFERENCES files(id),
  uploaded_by  bigint REFERENCES users(id) ON DELETE SET NULL,
  uploaded_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX w9_forms_vendor_idx ON w9_forms (vendor_id, uploaded_at DESC);

CREATE TABLE w9_submissions (
  w9_id        bigint NOT NULL REFERENCES w9_forms(id),
  client_id    bigint NOT NULL REFERENCES clients(id),
  submitted_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (w9_id, client_id)
);
