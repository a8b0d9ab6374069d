-- Exclusion screening: list sources, versioned snapshots, the records in force, alerts and their history.

CREATE TABLE list_sources (
  id                  text PRIMARY KEY,              -- leie | sam | ofac | state:NY …
  name                text NOT NULL,
  download_url        text,
  download_enabled    boolean NOT NULL DEFAULT false,
  current_snapshot_id bigint
);

CREATE TABLE list_snapshots (
  id              bigserial PRIMARY KEY,
  source_id       text NOT NULL REFERENCES list_sources(id),
  status          text NOT NULL CHECK (status IN ('IMPORTING', 'ACTIVE', 'SUPERSEDED', 'FAILED', 'DUPLICATE')),
  mode            text NOT NULL CHECK (mode IN ('FULL', 'SUPPLEMENT')),
  file_name       text NOT NULL,
  file_sha256     text NOT NULL,
  started_at      timestamptz NOT NULL DEFAULT now(),
  finished_at     timestamptz,
  rows_read       integer NOT NULL DEFAULT 0,
  record_count    integer NOT NULL DEFAULT 0,   -- records in force after this snapshot
  added_count     integer NOT NULL DEFAULT 0,
  removed_count   integer NOT NULL DEFAULT 0,
  changed_count   integer NOT NULL DEFAULT 0,
  issue_count     integer NOT NULL DEFAULT 0,
  issues          jsonb NOT NULL DEFAULT '[]'::jsonb, -- first malformed rows: {file, line, reason}
  error           text,
  imported_by     bigint REFERENCES users(id) ON DELETE SET NULL
);
CREATE INDEX list_snapshots_source_idx ON list_snapshots (source_id, id DESC);
-- The same file applied twice to a source is a no-op.
CREATE UNIQUE INDEX list_snapshots_applied_file_key ON list_snapshots (source_id, file_sha256) WHERE status IN ('ACTIVE', 'SUPERSEDED');
ALTER TABLE list_sources ADD CONSTRAINT list_sources_current_snapshot_fk FOREIGN KEY (current_snapshot_id) REFERENCES list_snapshots(id);

-- Records in force for each source (the current snapshot's content).
CREATE TABLE list_records (
  source_id        text NOT NULL REFERENCES list_sources(id),
  record_id        text NOT NULL,
  kind             text NOT NULL CHECK (kind IN ('person', 'business')),
  display_name     text NOT NULL,
  dob              text,
  content_hash     text NOT NULL,
  record           jsonb NOT NULL,      -- the library's ListRecord, raw row included
  added_snapshot_id   bigint NOT NULL REFERENCES list_snapshots(id),
  changed_snapshot_id bigint NOT NULL REFERENCES list_snapshots(id),
  PRIMARY KEY (source_id, record_id)
);
CREATE INDEX list_records_changed_idx ON list_records (changed_snapshot_id);

-- Subjects screened: the vendor company, its owners, its employees. One alert per subject and record.
CREATE TABLE screening_alerts (
  id               bigserial PRIMARY KEY,
  vendor_id        bigint NOT NULL REFERENCES vendors(id),
  subject_type     text NOT NULL CHECK (subject_type IN ('VENDOR', 'OWNER', 'EMPLOYEE')),
  subject_id       bigint NOT NULL,
  source_id        text NOT NULL REFERENCES list_sources(id),
  record_id        text NOT NULL,
  snapshot_id      bigint NOT NULL REFERENCES list_snapshots(id),
  score            numeric(4, 3) NOT NULL,
  band             text NOT NULL CHECK (band IN ('MATCH', 'POSSIBLE')),
  matched_name     text NOT NULL,
  evidence         jsonb NOT NULL,      -- [{field, subjectValue, listValue, verdict, note}]
  reasons          jsonb NOT NULL,      -- plain-words reasons
  record           jsonb NOT NULL,      -- the list record as it was when matched
  record_hash      text NOT NULL,
  subject_hash     text NOT NULL,
  status           text NOT NULL DEFAULT 'OPEN' CHECK (status IN ('OPEN', 'CONFIRMED', 'CLEARED')),
  status_changed_at timestamptz NOT NULL DEFAULT now(),
  created_at       timestamptz NOT NULL DEFAULT now(),
  updated_at       timestamptz NOT NULL DEFAULT now(),
  UNIQUE (subject_type, subject_id, source_id, record_id)
);
CREATE INDEX screening_alerts_subject_idx ON screening_alerts (subject_type, subject_id);
CREATE INDEX screening_alerts_vendor_idx ON screening_alerts (vendor_id, status);
CREATE INDEX screening_alerts_record_idx ON screening_alerts (source_id, record_id);

CREATE TABLE screening_alert_history (
  id            bigserial PRIMARY KEY,
  alert_id      bigint NOT NULL REFERENCES screening_alerts(id) ON DELETE CASCADE,
  occurred_at   timestamptz NOT NULL DEFAULT now(),
  user_id       bigint REFERENCES users(id) ON DELETE SET NULL,
  username      text,
  from_status   text,
  to_status     text NOT NULL,
  note          text,
  reason        text NOT NULL   -- CREATED | RESOLVED | REOPENED_RECORD_CHANGED | REOPENED_SUBJECT_CHANGED | RECORD_REMOVED | SUBJECT_REMOVED
);
CREATE INDEX screening_alert_history_alert_idx ON screening_alert_history (alert_id, occurred_at);

-- Screening runs (a subject, a snapshot's changes, the monthly full pass) with progress for the UI.
CREATE TABLE screening_runs (
  id             bigserial PRIMARY KEY,
  kind           text NOT NULL CHECK (kind IN ('SUBJECT', 'SNAPSHOT', 'FULL')),
  snapshot_id    bigint REFERENCES list_snapshots(id),
  status         text NOT NULL DEFAULT 'RUNNING' CHECK (status IN ('RUNNING', 'FINISHED', 'FAILED')),
  subjects_total integer NOT NULL DEFAULT 0,
  subjects_done  integer NOT NULL DEFAULT 0,
  alerts_created integer NOT NULL DEFAULT 0,
  alerts_updated integer NOT NULL DEFAULT 0,
  alerts_closed  integer NOT NULL DEFAULT 0,
  started_at     timestamptz NOT NULL DEFAULT now(),
  finished_at    timestamptz,
  error          text
);

INSERT INTO list_sources (id, name, download_url) VALUES
  ('leie', 'OIG LEIE (List of Excluded Individuals/Entities)', 'https://oig.hhs.gov/exclusions/downloadables/UPDATED.csv'),
  ('sam', 'SAM.gov Exclusions', NULL),
  ('ofac', 'OFAC Specially Designated Nationals (SDN)', 'https://www.treasury.gov/ofac/downloads/sdn.csv'),
  ('state:NY', 'New York OMIG Medicaid Exclusions', NULL),
  ('state:CA', 'California Medi-Cal Suspended & Ineligible Providers', NULL);
