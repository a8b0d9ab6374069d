-- Generated reports (spec 002 §2 Reports, §3, §4; issue 18): an admin asks for one of the defined reports,
-- the async-reports.generate job writes its CSV to the file store and the row follows it
-- NOT_STARTED → GENERATING → FINISHED (with the file) or ERROR (with notes).
CREATE TABLE async_reports (
  id                 bigserial PRIMARY KEY,
  identifier         text NOT NULL,
  name               text NOT NULL,
  parameters         jsonb NOT NULL DEFAULT '{}'::jsonb,
  generation_status  text NOT NULL DEFAULT 'NOT_STARTED'
                     CHECK (generation_status IN ('NOT_STARTED', 'GENERATING', 'FINISHED', 'ERROR')),
  requested_by       bigint REFERENCES users(id) ON DELETE SET NULL,
  file_id            bigint REFERENCES files(id),
  row_count          integer,
  notes              text,
  created_at         timestamptz NOT NULL DEFAULT now(),
  start_time         timestamptz,
  end_time           timestamptz
);
-- The table shows the latest 100.
CREATE INDEX async_reports_created_idx ON async_reports (created_at DESC, id DESC);
