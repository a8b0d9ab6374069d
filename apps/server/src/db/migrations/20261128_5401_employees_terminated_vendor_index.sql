-- Issue 34 (decision 399): a vendor's terminated employees by an index. The roster's indexes are partial
-- (active employees only), so the monitoring audit's subjects (employees active during the period, terminated
-- ones included: terminated_at IS NULL OR terminated_at >= the period's start) were read by a sequential scan
-- of every vendor's employees: about 31 ms for a 1,000-employee vendor in a table of 70,000 employees, growing
-- with the whole table. With this index the two arms are two index scans (about 0.5 ms). It is partial on
-- purpose: an index on vendor_id over every row was preferred by the planner to the roster's order index and
-- made the roster page slower.
CREATE INDEX employees_terminated_vendor_idx ON employees (vendor_id, terminated_at) WHERE terminated_at IS NOT NULL;
