-- Vendor set-up requests (public form): the COVG carries where it came from and who asked; each captcha
-- solution is accepted once.
ALTER TABLE covgs
  ADD COLUMN created_by_onboarding boolean NOT NULL DEFAULT false,
  ADD COLUMN contact_email         text,
  ADD COLUMN contact_phone         text,
  ADD COLUMN requested_by          jsonb;

CREATE TABLE captcha_uses (
  signature   text PRIMARY KEY,
  used_at     timestamptz NOT NULL DEFAULT now()
);
