-- Clients' vendor groups and signup codes, enrolments (customers), checklist items (to-dos), disclosure
-- (EVD) forms and their submissions, revision requests and user notifications.

-- A client's group of accounts-payable records that are the same real vendor (COVG).
CREATE TABLE covgs (
  id              bigserial PRIMARY KEY,
  client_id       bigint NOT NULL REFERENCES clients(id),
  preferred_name  text NOT NULL,
  category        text,
  extra_names     text[] NOT NULL DEFAULT '{}',
  vendor_id       bigint REFERENCES vendors(id),          -- the platform vendor (PTID) once enrolled
  trashed         boolean NOT NULL DEFAULT false,
  created_at      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX covgs_client_idx ON covgs (client_id);
CREATE INDEX covgs_vendor_idx ON covgs (vendor_id);

CREATE TABLE signup_codes (
  code            text PRIMARY KEY CHECK (length(code) = 8),
  covg_id         bigint NOT NULL REFERENCES covgs(id),
  used            boolean NOT NULL DEFAULT false,
  used_username   text,
  used_user_email text,
  used_time       timestamptz,
  created_at      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX signup_codes_covg_idx ON signup_codes (covg_id);

-- The vendor ↔ client relationship (a "customer" from the vendor's side).
CREATE TABLE enrollments (
  id                        bigserial PRIMARY KEY,
  vendor_id                 bigint NOT NULL REFERENCES vendors(id),
  client_id                 bigint NOT NULL REFERENCES clients(id),
  covg_id                   bigint REFERENCES covgs(id),
  signup_code               text REFERENCES signup_codes(code),
  customer_since            date NOT NULL DEFAULT CURRENT_DATE,
  enrollment_complete       boolean NOT NULL DEFAULT false,
  enrollment_complete_date  date,
  verification_code         text NOT NULL UNIQUE,      -- printed on the certificate; checked on the public page
  created_at                timestamptz NOT NULL DEFAULT now(),
  UNIQUE (vendor_id, client_id)
);
CREATE INDEX enrollments_client_idx ON enrollments (client_id);

-- A client's disclosure form: one row per version; `evd_id` groups the versions of one form.
CREATE TABLE evd_configurations (
  id              bigserial PRIMARY KEY,
  client_id       bigint NOT NULL REFERENCES clients(id),
  evd_id          bigint NOT NULL,
  evd_name        text NOT NULL,
  view_name       text NOT NULL,
  active          boolean NOT NULL DEFAULT true,
  definition      jsonb NOT NULL,              -- {questionGroups: [...]} as in @app/shared/disclosures
  created_at      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX evd_configurations_client_idx ON evd_configurations (client_id, evd_id);

CREATE TABLE checklist_items (
  id                    bigserial PRIMARY KEY,
  vendor_id             bigint NOT NULL REFERENCES vendors(id),
  client_id             bigint NOT NULL REFERENCES clients(id),
  type                  text NOT NULL CHECK (type IN ('EVD', 'W9', 'MONTHLY_POM', 'POM', 'OTHER')),
  name                  text NOT NULL,
  priority              integer NOT NULL DEFAULT 100,
  required              boolean NOT NULL DEFAULT true,
  due_date              date,
  status                text NOT NULL DEFAULT 'NOT_STARTED' CHECK (status IN ('NOT_STARTED', 'INCOMPLETE', 'REVISION_NEEDED', 'COMPLETE')),
  evd_configuration_id  bigint REFERENCES evd_configurations(id),
  answers               jsonb NOT NULL DEFAULT '{}'::jsonb,   -- the draft / last saved answers
  completed_at          timestamptz,
  updated_at            timestamptz NOT NULL DEFAULT now(),
  created_at            timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX checklist_items_vendor_idx ON checklist_items (vendor_id, client_id, status);

-- Every submitted disclosure is kept (history); the client may ask for revisions.
CREATE TABLE evd_submissions (
  id                    bigserial PRIMARY KEY,
  vendor_id             bigint NOT NULL REFERENCES vendors(id),
  client_id             bigint NOT NULL REFERENCES clients(id),
  evd_configuration_id  bigint NOT NULL REFERENCES evd_configurations(id),
  checklist_item_id     bigint REFERENCES checklist_items(id),
  submitted_at          timestamptz NOT NULL DEFAULT now(),
  submitted_by          bigint REFERENCES users(id) ON DELETE SET NULL,
  username              text NOT NULL,
  answers               jsonb NOT NULL
);
CREATE INDEX evd_submissions_vendor_idx ON evd_submissions (vendor_id, evd_configuration_id, submitted_at DESC);

CREATE TABLE revision_request_notes (
  id                 bigserial PRIMARY KEY,
  vendor_id          bigint NOT NULL REFERENCES vendors(id),
  client_id          bigint NOT NULL REFERENCES clients(id),
  type               text NOT NULL CHECK (type IN ('AccountInfo', 'W9', 'EVD')),
  vendor_data_key    text,                 -- AccountInfo: BUSINESS_NAME, TIN …
  checklist_item_id  bigint REFERENCES checklist_items(id),
  data_point_id      text,                 -- EVD: the question the note is about
  note               text NOT NULL,
  completed          boolean NOT NULL DEFAULT false,
  created_at         timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX revision_request_notes_vendor_idx ON revision_request_notes (vendor_id, type, completed);

CREATE TABLE user_notifications (
  id                 bigserial PRIMARY KEY,
  vendor_id          bigint NOT NULL REFERENCES vendors(id),
  notification_text  text NOT NULL,
  notification_type  text NOT NULL CHECK (notification_type IN ('INFO', 'WARNING', 'SUCCESS', 'ERROR')),
  kind               text NOT NULL DEFAULT 'GENERAL' CHECK (kind IN ('GENERAL', 'PAYMENT_NOT_APPROVED', 'PAYMENT_UNABLE_TO_PROCESS')),
  seen               boolean NOT NULL DEFAULT false,
  dismiss_status     text CHECK (dismiss_status IN ('DISMISSED')),
  created_at         timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX user_notifications_vendor_idx ON user_notifications (vendor_id, created_at DESC);

-- The vendor's office address and phone (the company profile completes the vendor record later).
ALTER TABLE vendors
  ADD COLUMN office_addr_line1 text,
  ADD COLUMN office_addr_line2 text,
  ADD COLUMN office_city       text,
  ADD COLUMN office_state      text,
  ADD COLUMN office_zip        text,
  ADD COLUMN office_country    text NOT NULL DEFAULT 'US',
  ADD COLUMN phone_number      text;
