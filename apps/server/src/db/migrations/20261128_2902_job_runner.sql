-- The worker process running a job with progress (issue 29): the id of its runner lease, a PostgreSQL
-- advisory lock the process holds while it lives (platform/jobs/runner-lease.ts). A row left running by
-- a process that died (kill -9) is recognised at once by any node and queued again, instead of staying
-- RUNNING until pg-boss expires its job. NULL: not started, or run without a lease (tests, the CLI).
ALTER TABLE client_imports ADD COLUMN runner integer;
ALTER TABLE eligibility_audits ADD COLUMN runner integer;
ALTER TABLE async_reports ADD COLUMN runner integer;
ALTER TABLE report_exports ADD COLUMN runner integer;
