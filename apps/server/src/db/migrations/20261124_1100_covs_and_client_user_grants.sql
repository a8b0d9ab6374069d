-- COVs: the client's accounts-payable vendor records (spec 002 §3), grouped into COVGs. The attestation
-- rows show their vendor numbers, names, masked TINs and managers. TIN encrypted with a blind index (the
-- attestation TIN filter) and its last four digits kept apart, so masking a page needs no decryption.
CREATE TABLE covs (
  id                     bigserial PRIMARY KEY,
  covg_id                bigint NOT NULL REFERENCES covgs(id),
  client_id              bigint NOT NULL REFERENCES clients(id),
  legal_name             text NOT NULL,
  vendor_number          text NOT NULL,
  tin_type               text NOT NULL DEFAULT 'UNKNOWN' CHECK (tin_type IN ('SSN', 'EIN', 'UNKNOWN')),
  tin_encrypted          text,
  tin_index              text,
  tin_last4              text,
  manager_name           text,
  vendor_category        text,
  created_by_onboarding  boolean NOT NULL DEFAULT false,
  trashed                boolean NOT NULL DEFAULT false,
  created_at             timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX covs_covg_idx ON covs (covg_id);
CREATE INDEX covs_client_tin_idx ON covs (client_id, tin_index);
-- The attestation list enters a client's to-dos by client (the existing index leads with the vendor).
CREATE INDEX checklist_items_client_idx ON checklist_items (client_id, vendor_id);

-- Attestations and Onboarding are granted per user within the client's products (decision 97): users of
-- clients that have a product keep it.
UPDATE users u SET permissions = u.permissions || ARRAY['Attestations']
  FROM clients c
 WHERE u.client_id = c.id AND u.role = 'Client User' AND 'Attestations' = ANY (c.products) AND NOT 'Attestations' = ANY (u.permissions);
UPDATE users u SET permissions = u.permissions || ARRAY['Onboarding']
  FROM clients c
 WHERE u.client_id = c.id AND u.role = 'Client User' AND 'Onboarding' = ANY (c.products) AND NOT 'Onboarding' = ANY (u.permissions);
