-- Client imports (issue 15): a client uploads its vendor master (COVs) and invoice files; each import is
-- checked (preview with row errors), then its valid rows are applied by a job that reports progress here.
CREATE TABLE client_imports (
  id              bigserial PRIMARY KEY,
  client_id       bigint NOT NULL REFERENCES clients(id),          -- the importing (acting) client
  kind            text NOT NULL CHECK (kind IN ('VENDOR_MASTER', 'INVOICES')),
  file_id         bigint NOT NULL REFERENCES files(id),
  filename        text NOT NULL,
  submitted_by    bigint REFERENCES users(id) ON DELETE SET NULL,
  username        text NOT NULL,
  status          text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'RUNNING', 'COMPLETE', 'FAILED')),
  rows_total      integer NOT NULL,                                 -- data rows of the file (valid and invalid)
  rows_done       integer NOT NULL DEFAULT 0,                       -- rows gone through so far (the progress bar)
  rows_created    integer NOT NULL DEFAULT 0,
  rows_updated    integer NOT NULL DEFAULT 0,
  rows_unchanged  integer NOT NULL DEFAULT 0,
  rows_skipped    integer NOT NULL DEFAULT 0,                       -- invalid rows left out
  attempts        integer NOT NULL DEFAULT 0,
  error           text,
  created_at      timestamptz NOT NULL DEFAULT now(),
  finished_at     timestamptz
);
CREATE INDEX client_imports_client_idx ON client_imports (client_id, created_at DESC);

ALTER TABLE invoices ADD CONSTRAINT invoices_import_fk FOREIGN KEY (import_id) REFERENCES client_imports(id);

-- The vendor master's address of a COV (one free-text line, as the client's AP system exports it).
ALTER TABLE covs ADD COLUMN address text;

-- A client's SFTP import settings (spec 002 §3 client import config), edited by admins.
CREATE TABLE client_import_configs (
  client_id                  bigint PRIMARY KEY REFERENCES clients(id),
  sftp_username              text NOT NULL UNIQUE,
  use_invoice_data           boolean NOT NULL DEFAULT false,
  use_sftp_vendor_file       boolean NOT NULL DEFAULT false,
  invoice_parser_class_name  text,
  updated_by                 bigint REFERENCES users(id) ON DELETE SET NULL,
  updated_at                 timestamptz NOT NULL DEFAULT now(),
  CHECK (NOT use_invoice_data OR invoice_parser_class_name IS NOT NULL)
);
