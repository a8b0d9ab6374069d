-- Issue 30: the weekly e-mail digest to client users (decisions 323–325).

-- Opt-out: every client user receives the digest until they turn it off on My Account > Notifications.
ALTER TABLE users ADD COLUMN weekly_digest boolean NOT NULL DEFAULT true;

-- One row per user and digest week, claimed in the transaction that queues the mail: a re-run of the job
-- in the same week finds the row and sends nothing twice.
CREATE TABLE weekly_digest_deliveries (
  id          bigserial PRIMARY KEY,
  user_id     bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  week_start  date NOT NULL,
  outbox_id   bigint REFERENCES mail_outbox(id),
  created_at  timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, week_start)
);

-- Compliance is computed, not stored: the digest keeps each enrolment's status as of the week's first run
-- and the status of the digest week before, so "status changes" are last week's digest against this one's
-- and every run of the same week reports the same changes.
CREATE TABLE digest_compliance_states (
  vendor_id        bigint NOT NULL REFERENCES vendors(id),
  client_id        bigint NOT NULL REFERENCES clients(id),
  week_start       date NOT NULL,
  status           text NOT NULL,
  previous_status  text,
  PRIMARY KEY (vendor_id, client_id)
);
