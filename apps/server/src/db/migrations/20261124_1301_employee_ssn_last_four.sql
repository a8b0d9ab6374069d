-- Issue 17: the roster search finds an employee by the last four digits of the SSN. A keyed blind index
-- (like ssn_index), never the digits themselves; rows from before are filled at start-up.
ALTER TABLE employees ADD COLUMN ssn_last4_index text;
CREATE INDEX employees_roster_ssn4_idx ON employees (vendor_id, ssn_last4_index) WHERE terminated_at IS NULL;
-- The start-up fill finds the rows still without it at once.
CREATE INDEX employees_ssn4_missing_idx ON employees (id) WHERE ssn_last4_index IS NULL;
