-- Exports too large to produce within one request (issue 13): prepared by the reports.export job, which
-- records its progress here for the page to poll and keeps the finished file (files row of the vendor).
CREATE TABLE report_exports (
  id            bigserial PRIMARY KEY,
  vendor_id     bigint NOT NULL REFERENCES vendors(id),
  requested_by  bigint REFERENCES users(id) ON DELETE SET NULL,
  kind          text NOT NULL CHECK (kind IN ('AUDIT_PDF')),
  params        jsonb NOT NULL,
  status        text NOT NULL DEFAULT 'QUEUED' CHECK (status IN ('QUEUED', 'RUNNING', 'DONE', 'FAILED')),
  done          integer NOT NULL DEFAULT 0,
  total         integer NOT NULL,
  file_id       bigint REFERENCES files(id),
  error         text,
  created_at    timestamptz NOT NULL DEFAULT now(),
  finished_at   timestamptz
);
CREATE INDEX report_exports_vendor_idx ON report_exports (vendor_id, created_at DESC);
