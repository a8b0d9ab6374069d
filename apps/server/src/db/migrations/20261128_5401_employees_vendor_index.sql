-- Issue 34 (decision 399): every employee of a vendor, terminated ones included, by an index. The roster's
-- indexes are partial (active employees only), so the monitoring audit's subjects (active during the period,
-- terminated ones included) were read by a sequential scan of every vendor's employees: about 31 ms for a
-- 1,000-employee vendor in a table of 70,000 employees, growing with the whole table.
CREATE INDEX employees_vendor_idx ON employees (vendor_id);
