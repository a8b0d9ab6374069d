-- COVs (spec 002 §3) are created by 20261124_1000_client_vendor_records; the attestation list needs what
-- that table lacks: whether onboarding created the record, and the TIN filter entered by client.
ALTER TABLE covs ADD COLUMN created_by_onboarding boolean NOT NULL DEFAULT false;
CREATE INDEX covs_client_tin_idx ON covs (client_id, tin_index);

-- Attestations and Onboarding are granted per user within the client's products (decision 97): users of
-- clients that have a product keep it.
UPDATE users u SET permissions = u.permissions || ARRAY['Attestations']
  FROM clients c
 WHERE u.client_id = c.id AND u.role = 'Client User' AND 'Attestations' = ANY (c.products) AND NOT 'Attestations' = ANY (u.permissions);
UPDATE users u SET permissions = u.permissions || ARRAY['Onboarding']
  FROM clients c
 WHERE u.client_id = c.id AND u.role = 'Client User' AND 'Onboarding' = ANY (c.products) AND NOT 'Onboarding' = ANY (u.permissions);
