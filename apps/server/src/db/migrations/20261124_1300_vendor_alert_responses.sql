-- Issue 17: the vendor answers an exclusion match ("not the same person" / "same person"); the alert
-- waits in VENDOR_RESPONDED for the reviewer, who clears or confirms it.
ALTER TABLE screening_alerts DROP CONSTRAINT screening_alerts_status_check;
ALTER TABLE screening_alerts
  ADD CONSTRAINT screening_alerts_status_check CHECK (status IN ('OPEN', 'VENDOR_RESPONDED', 'CONFIRMED', 'CLEARED'));

-- Every answer is kept; the newest one of an alert is its current answer.
CREATE TABLE screening_alert_responses (
  id            bigserial PRIMARY KEY,
  alert_id      bigint NOT NULL REFERENCES screening_alerts(id) ON DELETE CASCADE,
  vendor_id     bigint NOT NULL REFERENCES vendors(id),
  answer        text NOT NULL CHECK (answer IN ('NOT_SAME_PERSON', 'SAME_PERSON')),
  reason        text NOT NULL,
  note          text,
  file_id       bigint REFERENCES files(id),
  user_id       bigint REFERENCES users(id) ON DELETE SET NULL,
  username      text,
  responded_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX screening_alert_responses_alert_idx ON screening_alert_responses (alert_id, id DESC);

-- When a subject was last screened against every record in force, and which snapshot of each list that was.
CREATE TABLE subject_screenings (
  subject_type  text NOT NULL CHECK (subject_type IN ('VENDOR', 'OWNER', 'EMPLOYEE')),
  subject_id    bigint NOT NULL,
  screened_at   timestamptz NOT NULL,
  snapshot_ids  jsonb NOT NULL,        -- {sourceId: snapshotId}
  PRIMARY KEY (subject_type, subject_id)
);
