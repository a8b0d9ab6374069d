-- Eligibility audits (spec 002 §2, §3, §7; issue 18): an admin recomputes every COVG's compliance status of
-- a client with the one rule (complianceRowsSql) and records what changed since the status last recorded
-- for that COVG. Run by the eligibility.audit job, which records its progress here for the Jobs tab.
CREATE TABLE eligibility_audits (
  id              bigserial PRIMARY KEY,
  client_id       bigint NOT NULL REFERENCES clients(id),
  requested_by    bigint REFERENCES users(id) ON DELETE SET NULL,
  status          text NOT NULL DEFAULT 'CREATED' CHECK (status IN ('CREATED', 'ACTIVE', 'COMPLETED', 'FAILED')),
  total_work      integer NOT NULL DEFAULT 0,
  work_completed  integer NOT NULL DEFAULT 0,
  outcome         text,
  created_at      timestamptz NOT NULL DEFAULT now(),
  started_at      timestamptz,
  finished_at     timestamptz
);
CREATE INDEX eligibility_audits_created_idx ON eligibility_audits (created_at DESC);
-- One audit running (or waiting) per client at a time.
CREATE UNIQUE INDEX eligibility_audits_one_open_idx ON eligibility_audits (client_id) WHERE status IN ('CREATED', 'ACTIVE');

-- The changes one audit found: the status recorded before it and the one it computed.
CREATE TABLE eligibility_audit_items (
  audit_id    bigint NOT NULL REFERENCES eligibility_audits(id) ON DELETE CASCADE,
  covg_id     bigint NOT NULL REFERENCES covgs(id),
  old_status  text,
  new_status  text NOT NULL,
  PRIMARY KEY (audit_id, covg_id)
);

-- The compliance status the last eligibility audit computed for the COVG (NULL before the first).
ALTER TABLE covgs ADD COLUMN recorded_compliance_status text;
