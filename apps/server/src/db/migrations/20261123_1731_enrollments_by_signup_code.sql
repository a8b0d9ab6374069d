-- A signup code belongs to the vendor whose enrolment started with it (connect) or finished with it:
-- connecting, the signup data and finishing look the code's holder up on every call.
CREATE INDEX enrollments_signup_code_idx ON enrollments (signup_code) WHERE signup_code IS NOT NULL;
