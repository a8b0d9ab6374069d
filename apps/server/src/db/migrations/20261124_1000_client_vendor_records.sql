-- The client's accounts-payable records (COV: vendor number, legal name, TIN, facility, manager) grouped
-- into its COVGs, and the client's reviews (accept / revision requested) of what a vendor submitted.

CREATE TABLE covs (
  id              bigserial PRIMARY KEY,
  covg_id         bigint NOT NULL REFERENCES covgs(id),
  client_id       bigint NOT NULL REFERENCES clients(id),   -- the facility: the client itself or one of its sub-clients
  vendor_number   text NOT NULL,                            -- client-assigned, case-sensitive
  legal_name      text NOT NULL,
  tin_type        text NOT NULL DEFAULT 'UNKNOWN' CHECK (tin_type IN ('SSN', 'EIN', 'UNKNOWN')),
  tin_encrypted   text,
  tin_index       text,                                     -- blind index: search by a whole TIN
  tin_last_four   text CHECK (tin_last_four ~ '^[0-9]{4}$'), -- the only part of the TIN lists show
  manager_name    text,
  category        text,
  trashed         boolean NOT NULL DEFAULT false,
  created_at      timestamptz NOT NULL DEFAULT now(),
  UNIQUE (client_id, vendor_number)
);
CREATE INDEX covs_covg_idx ON covs (covg_id);
CREATE INDEX covs_tin_index_idx ON covs (tin_index) WHERE tin_index IS NOT NULL;

-- Every decision a client takes on a vendor's submission is kept (the vendor page shows the history).
CREATE TABLE client_reviews (
  id                 bigserial PRIMARY KEY,
  vendor_id          bigint NOT NULL REFERENCES vendors(id),
  client_id          bigint NOT NULL REFERENCES clients(id),
  item_type          text NOT NULL CHECK (item_type IN ('AccountInfo', 'W9', 'EVD')),
  checklist_item_id  bigint REFERENCES checklist_items(id),
  decision           text NOT NULL CHECK (decision IN ('ACCEPTED', 'REVISION_REQUESTED')),
  note               text,
  revision_note_id   bigint REFERENCES revision_request_notes(id),
  reviewed_by        bigint REFERENCES users(id) ON DELETE SET NULL,
  reviewer_name      text NOT NULL,
  reviewed_at        timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX client_reviews_vendor_idx ON client_reviews (vendor_id, client_id, reviewed_at DESC);

-- The client's reads: its vendor groups by name, open alerts per vendor, to-dos per client.
CREATE INDEX covgs_client_name_idx ON covgs (client_id, lower(preferred_name));
CREATE INDEX checklist_items_client_idx ON checklist_items (client_id, vendor_id);
CREATE INDEX subscriptions_client_idx ON subscriptions (client_id, vendor_id) WHERE client_id IS NOT NULL;
