-- The vendor's company profile (spec 001 §3): sole proprietor, services, mailing address, TIN (encrypted
-- with a blind index), DUNS, NPI.
ALTER TABLE vendors
  ADD COLUMN sole_proprietor        boolean NOT NULL DEFAULT false,
  ADD COLUMN owner_first_name       text,
  ADD COLUMN owner_last_name        text,
  ADD COLUMN owner_dob              date,
  ADD COLUMN services_offered       text,
  ADD COLUMN mailing_same_as_office boolean NOT NULL DEFAULT true,
  ADD COLUMN mailing_addr_line1     text,
  ADD COLUMN mailing_addr_line2     text,
  ADD COLUMN mailing_city           text,
  ADD COLUMN mailing_state          text,
  ADD COLUMN mailing_zip            text,
  ADD COLUMN mailing_country        text,
  ADD COLUMN tin_type               text NOT NULL DEFAULT 'UNKNOWN' CHECK (tin_type IN ('SSN', 'EIN', 'UNKNOWN')),
  ADD COLUMN tin_encrypted          text,
  ADD COLUMN tin_index              text,
  ADD COLUMN duns                   text,
  ADD COLUMN npi                    text;
CREATE INDEX vendors_tin_index_idx ON vendors (tin_index);
