-- Scheduled e-mail sharing of the compliance report, and every delivery (one per occurrence and
-- recipient, so a recipient never gets the same occurrence twice). Mail may carry stored attachments.
CREATE TABLE scheduled_reports (
  id              bigserial PRIMARY KEY,
  vendor_id       bigint NOT NULL REFERENCES vendors(id),
  type            text NOT NULL DEFAULT 'VENDOR_COMPLIANCE_REPORT' CHECK (type IN ('VENDOR_COMPLIANCE_REPORT')),
  start_date      date NOT NULL,
  frequency       text NOT NULL CHECK (frequency IN ('ONE_TIME', 'MONTHLY')),
  company_name    text NOT NULL,
  recipients      jsonb NOT NULL,           -- [{contactName, email, companyName}]
  next_send_date  date,                     -- NULL once a ONE_TIME report was sent
  created_by      bigint REFERENCES users(id) ON DELETE SET NULL,
  created_at      timestamptz NOT NULL DEFAULT now(),
  deleted_at      timestamptz
);
CREATE INDEX scheduled_reports_due_idx ON scheduled_reports (next_send_date) WHERE deleted_at IS NULL;

CREATE TABLE scheduled_report_deliveries (
  id              bigserial PRIMARY KEY,
  report_id       bigint NOT NULL REFERENCES scheduled_reports(id),
  occurrence      date NOT NULL,
  email           text NOT NULL,
  outbox_id       bigint REFERENCES mail_outbox(id),
  created_at      timestamptz NOT NULL DEFAULT now(),
  UNIQUE (report_id, occurrence, email)
);

ALTER TABLE mail_outbox ADD COLUMN attachments jsonb NOT NULL DEFAULT '[]'::jsonb;  -- [{fileId, filename, contentType}]
