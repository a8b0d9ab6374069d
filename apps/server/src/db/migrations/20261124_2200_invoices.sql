-- A client's invoices to its vendors (spec 002 §3 invoice row), loaded by the client's invoice imports.
-- Amounts in cents. A row is linked when its vendor number names one of the client's COVs; unlinked rows
-- are kept (the admin's Linked/Unlinked filter) and linked once the vendor master has the number.
-- Annual spend sums the included invoices paid in the last 365 days.
CREATE TABLE invoices (
  id                        bigserial PRIMARY KEY,
  client_id                 bigint NOT NULL REFERENCES clients(id),   -- the importing client (root or facility)
  cov_id                    bigint REFERENCES covs(id),
  vendor_number             text NOT NULL,
  invoice_number            text NOT NULL,
  invoice_date              date,
  payment_date              date,
  payment_due_date          date,
  payment_status            text,
  amount_cents              bigint NOT NULL,
  include_in_annual_spend   boolean NOT NULL DEFAULT true,
  import_id                 bigint,                                   -- the client import that last wrote the row
  created_at                timestamptz NOT NULL DEFAULT now(),
  updated_at                timestamptz NOT NULL DEFAULT now(),
  UNIQUE (client_id, vendor_number, invoice_number)                   -- re-importing a file changes nothing
);
CREATE INDEX invoices_cov_idx ON invoices (cov_id) WHERE cov_id IS NOT NULL;
CREATE INDEX invoices_vendor_number_idx ON invoices (vendor_number);
