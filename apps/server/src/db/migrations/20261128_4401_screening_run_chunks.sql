-- Re-screens in chunks (issue 34): a screening run of every subject is cut into ranges of subject ids of
-- one type, each screened by its own job, so several workers share one run and a retried or recovered
-- chunk resumes where it stopped (its cursor moves in the same transaction as its alerts).
CREATE TABLE screening_run_chunks (
  id            bigserial PRIMARY KEY,
  run_id        bigint NOT NULL REFERENCES screening_runs(id) ON DELETE CASCADE,
  subject_type  text NOT NULL CHECK (subject_type IN ('VENDOR', 'OWNER', 'EMPLOYEE')),
  -- The subjects of the chunk: ids after after_id up to and including up_to_id.
  after_id      bigint NOT NULL,
  up_to_id      bigint NOT NULL,
  -- The last subject id screened (after_id before the first page).
  cursor_id     bigint NOT NULL,
  status        text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'RUNNING', 'DONE')),
  -- The runner lease of the worker process screening it (platform/jobs/runner-lease.ts).
  runner        integer,
  attempts      integer NOT NULL DEFAULT 0,
  subjects_done integer NOT NULL DEFAULT 0,
  finished_at   timestamptz
);
CREATE INDEX screening_run_chunks_run ON screening_run_chunks (run_id);
CREATE INDEX screening_run_chunks_running ON screening_run_chunks (id) WHERE status = 'RUNNING';

ALTER TABLE screening_runs ADD COLUMN chunks_total integer NOT NULL DEFAULT 0;
ALTER TABLE screening_runs ADD COLUMN chunks_done integer NOT NULL DEFAULT 0;
