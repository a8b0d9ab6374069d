-- Enrollment Due Date Import (spec 002 §2, §5; issue 19): the day by which a COV's vendor must have
-- finished enrolling with the client. Until then an unfinished enrolment is not yet Not Enrolled
-- (complianceRowsSql); NULL = due at once, as before.
ALTER TABLE covs ADD COLUMN enrollment_due_date date;
