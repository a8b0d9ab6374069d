-- Owners and managing employees of a vendor (people or businesses), screened like employees.
CREATE TABLE owners (
  id                    bigserial PRIMARY KEY,
  vendor_id             bigint NOT NULL REFERENCES vendors(id),
  this_is_a_business    boolean NOT NULL DEFAULT false,
  business_name         text,
  first_name            text,
  last_name             text,
  dob                   date,
  gender                text CHECK (gender IN ('Male', 'Female', 'Unspecified')),
  street1               text,
  street2               text,
  city                  text,
  state                 text,
  postal_code           text,
  tax_id_encrypted      text,              -- SSN (person) or EIN (business), AES-256-GCM
  tax_id_index          text,
  npi                   text,
  ownership_percentage  integer NOT NULL DEFAULT 0 CHECK (ownership_percentage BETWEEN 0 AND 100),
  created_at            timestamptz NOT NULL DEFAULT now(),
  updated_at            timestamptz NOT NULL DEFAULT now(),
  deleted_at            timestamptz,
  CHECK (this_is_a_business OR (first_name IS NOT NULL AND last_name IS NOT NULL)),
  CHECK (NOT this_is_a_business OR business_name IS NOT NULL)
);
CREATE INDEX owners_vendor_idx ON owners (vendor_id) WHERE deleted_at IS NULL;
