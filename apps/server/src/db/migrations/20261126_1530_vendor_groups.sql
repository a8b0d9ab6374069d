-- Vendor groups as spec 002 §3 describes them (decision 185): who created, last changed and trashed a COVG
-- and a COV, and a COV's PTID (the platform vendor the record is linked to). Nothing is lost: existing rows
-- keep their values, their audit times start at their creation, and each COV takes the vendor its group is
-- linked to today. COVGs without a COV (vendor set-up, signup) stay without one.

ALTER TABLE covgs
  ADD COLUMN created_by  bigint REFERENCES users(id) ON DELETE SET NULL,
  ADD COLUMN updated_at  timestamptz,
  ADD COLUMN updated_by  bigint REFERENCES users(id) ON DELETE SET NULL,
  ADD COLUMN trashed_at  timestamptz,
  ADD COLUMN trashed_by  bigint REFERENCES users(id) ON DELETE SET NULL;
UPDATE covgs SET updated_at = created_at, trashed_at = CASE WHEN trashed THEN created_at END;
ALTER TABLE covgs ALTER COLUMN updated_at SET NOT NULL, ALTER COLUMN updated_at SET DEFAULT now();

ALTER TABLE covs
  ADD COLUMN vendor_id   bigint REFERENCES vendors(id),
  ADD COLUMN created_by  bigint REFERENCES users(id) ON DELETE SET NULL,
  ADD COLUMN updated_at  timestamptz,
  ADD COLUMN updated_by  bigint REFERENCES users(id) ON DELETE SET NULL,
  ADD COLUMN trashed_at  timestamptz,
  ADD COLUMN trashed_by  bigint REFERENCES users(id) ON DELETE SET NULL;
UPDATE covs v SET vendor_id = g.vendor_id FROM covgs g WHERE g.id = v.covg_id AND g.vendor_id IS NOT NULL;
UPDATE covs SET updated_at = created_at, trashed_at = CASE WHEN trashed THEN created_at END;
ALTER TABLE covs ALTER COLUMN updated_at SET NOT NULL, ALTER COLUMN updated_at SET DEFAULT now();
CREATE INDEX covs_vendor_idx ON covs (vendor_id) WHERE vendor_id IS NOT NULL;
-- The Vendor Group Manager loads groups by signup code (case-insensitive).
CREATE INDEX signup_codes_upper_code_idx ON signup_codes (upper(code));
