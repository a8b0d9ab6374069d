-- Issue 30: a client's own follow-up of an alert on one of its vendors (DOMAIN.md's client review
-- progress: Needs Review, In Progress, Resolved, with notes), kept apart from the platform's decision
-- (screening_alerts.status). Append-only: the newest entry of a client and alert is its current progress.
CREATE TABLE client_alert_reviews (
  id          bigserial PRIMARY KEY,
  client_id   bigint NOT NULL REFERENCES clients(id),
  alert_id    bigint NOT NULL REFERENCES screening_alerts(id) ON DELETE CASCADE,
  progress    text NOT NULL CHECK (progress IN ('NEEDS_REVIEW', 'IN_PROGRESS', 'RESOLVED')),
  note        text,
  user_id     bigint REFERENCES users(id) ON DELETE SET NULL,
  username    text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX client_alert_reviews_alert_idx ON client_alert_reviews (client_id, alert_id, id DESC);
