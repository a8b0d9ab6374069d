-- The monitored employee roster of a vendor, and its bulk CSV uploads.

CREATE TABLE employee_uploads (
  id              bigserial PRIMARY KEY,
  vendor_id       bigint NOT NULL REFERENCES vendors(id),
  file_id         bigint NOT NULL REFERENCES files(id),
  filename        text NOT NULL,
  submitted_by    bigint REFERENCES users(id) ON DELETE SET NULL,
  username        text NOT NULL,
  submitted_at    timestamptz NOT NULL DEFAULT now(),
  partial_upload  boolean NOT NULL,
  status          text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'COMPLETE', 'FAILED')),
  rows_total      integer NOT NULL DEFAULT 0,
  rows_saved      integer NOT NULL DEFAULT 0,
  rows_skipped    integer NOT NULL DEFAULT 0,
  finished_at     timestamptz,
  error           text
);
CREATE INDEX employee_uploads_vendor_idx ON employee_uploads (vendor_id, submitted_at DESC);

CREATE TABLE employees (
  id              bigserial PRIMARY KEY,
  vendor_id       bigint NOT NULL REFERENCES vendors(id),
  first_name      text NOT NULL,
  last_name       text NOT NULL,
  dob             date,                     -- required by the form; optional in bulk files (spec 000 §5)
  ssn_encrypted   text NOT NULL,            -- AES-256-GCM, context employee.ssn
  ssn_index       text NOT NULL,            -- HMAC blind index for duplicate checks
  npi             text,
  street1         text,
  street2         text,
  city            text,
  state           text,
  postal_code     text,
  country         text NOT NULL DEFAULT 'US',
  upload_id       bigint REFERENCES employee_uploads(id),
  created_by      bigint REFERENCES users(id) ON DELETE SET NULL,
  created_at      timestamptz NOT NULL DEFAULT now(),
  updated_at      timestamptz NOT NULL DEFAULT now(),
  terminated_at   timestamptz,
  terminated_by   bigint REFERENCES users(id) ON DELETE SET NULL
);
-- One active employee per SSN in a vendor's roster.
CREATE UNIQUE INDEX employees_active_ssn_key ON employees (vendor_id, ssn_index) WHERE terminated_at IS NULL;
-- Roster pages in name order, and prefix search by name (case-insensitive; pattern_ops so LIKE 'x%'
-- uses the index whatever the database collation).
CREATE INDEX employees_roster_order_idx ON employees (vendor_id, lower(last_name), lower(first_name), id) WHERE terminated_at IS NULL;
CREATE INDEX employees_roster_last_idx ON employees (vendor_id, lower(last_name) text_pattern_ops) WHERE terminated_at IS NULL;
CREATE INDEX employees_roster_first_idx ON employees (vendor_id, lower(first_name) text_pattern_ops) WHERE terminated_at IS NULL;
CREATE INDEX employees_roster_dob_idx ON employees (vendor_id, dob) WHERE terminated_at IS NULL;
CREATE INDEX employees_active_idx ON employees (id) WHERE terminated_at IS NULL;
