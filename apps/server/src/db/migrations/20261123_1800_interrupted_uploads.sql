-- How many times processing of an upload has started. A run that dies with its process (kill -9, a
-- crash, a lost machine) leaves the upload PENDING and is started again (a retry or the start-up
-- recovery); an upload whose processing keeps dying is marked FAILED after a few starts instead of
-- being retried for ever.
ALTER TABLE employee_uploads ADD COLUMN attempts integer NOT NULL DEFAULT 0;

-- Screening an upload's employees is its own job after the rows are stored; it finds them by upload.
CREATE INDEX employees_upload_idx ON employees (upload_id) WHERE upload_id IS NOT NULL;
