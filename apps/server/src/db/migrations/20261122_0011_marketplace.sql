-- A vendor's Marketplace profile (a directory of preferred vendors), one per vendor.
CREATE TABLE marketplace_profiles (
  vendor_id    bigint PRIMARY KEY REFERENCES vendors(id),
  profile      jsonb NOT NULL,
  logo_file_id bigint REFERENCES files(id),
  updated_at   timestamptz NOT NULL DEFAULT now()
);
