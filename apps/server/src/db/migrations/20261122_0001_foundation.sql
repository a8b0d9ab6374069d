-- Foundation: tenants (clients, vendors), users, sessions, login throttling, feature flags,
-- analytics, preferences, audit log, mail outbox and the subscription rows the current user reads.

CREATE TABLE clients (
  id              bigserial PRIMARY KEY,
  name            text NOT NULL,
  tag             text NOT NULL UNIQUE,
  parent_client_id bigint REFERENCES clients(id),
  products        text[] NOT NULL DEFAULT '{}',
  configuration   jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX clients_name_idx ON clients (lower(name));

-- PTID: the platform-wide vendor id shown to clients (PT + 8 digits).
CREATE SEQUENCE vendor_ptid_seq START 10000001;
CREATE TABLE vendors (
  id              bigserial PRIMARY KEY,
  ptid            text NOT NULL UNIQUE DEFAULT ('PT' || nextval('vendor_ptid_seq')::text),
  business_name   text,
  dba_name        text,
  time_zone       text NOT NULL DEFAULT 'America/New_York',
  created_at      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX vendors_name_idx ON vendors (lower(business_name));

CREATE TABLE users (
  id                   bigserial PRIMARY KEY,
  username             text NOT NULL,
  first_name           text,
  last_name            text,
  email                text,
  phone_number         text,
  role                 text NOT NULL CHECK (role IN ('PT Admin User', 'Vendor User', 'Client User', 'client-login')),
  vendor_id            bigint REFERENCES vendors(id),
  client_id            bigint REFERENCES clients(id),
  permissions          text[] NOT NULL DEFAULT '{}',
  password_hash        text NOT NULL,
  password_changed_at  timestamptz NOT NULL DEFAULT now(),
  assumed_role         text CHECK (assumed_role IN ('vendor-user', 'client-user')),
  selected_vendor_id   bigint REFERENCES vendors(id),
  selected_client_id   bigint REFERENCES clients(id),
  consent_to_contact   boolean NOT NULL DEFAULT false,
  tos_accepted_at      timestamptz,
  disabled             boolean NOT NULL DEFAULT false,
  created_at           timestamptz NOT NULL DEFAULT now(),
  CHECK (role <> 'Vendor User' OR vendor_id IS NOT NULL),
  CHECK (role <> 'Client User' OR client_id IS NOT NULL)
);
CREATE UNIQUE INDEX users_username_key ON users (lower(username));
CREATE INDEX users_vendor_idx ON users (vendor_id);
CREATE INDEX users_client_idx ON users (client_id);

-- Sessions: only a SHA-256 of the random token is stored, so a database leak yields no usable cookie.
CREATE TABLE sessions (
  token_hash      bytea PRIMARY KEY,
  user_id         bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at      timestamptz NOT NULL DEFAULT now(),
  last_seen_at    timestamptz NOT NULL DEFAULT now(),
  expires_at      timestamptz NOT NULL,
  ip              text,
  user_agent      text
);
CREATE INDEX sessions_user_idx ON sessions (user_id);
CREATE INDEX sessions_expires_idx ON sessions (expires_at);

-- Failed-login counters keyed by 'user:<lower username>' or 'ip:<address>' (the key exists for unknown
-- usernames too, so lock-out never reveals whether an account exists).
CREATE TABLE login_failures (
  key             text PRIMARY KEY,
  failures        integer NOT NULL DEFAULT 0,
  window_started_at timestamptz NOT NULL DEFAULT now(),
  locked_until    timestamptz
);

CREATE TABLE password_reset_tokens (
  token_hash      bytea PRIMARY KEY,
  user_id         bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at      timestamptz NOT NULL DEFAULT now(),
  expires_at      timestamptz NOT NULL,
  used_at         timestamptz
);

CREATE TABLE feature_flags (
  id               bigserial PRIMARY KEY,
  name             text NOT NULL UNIQUE,
  description      text NOT NULL DEFAULT '',
  enabled          boolean NOT NULL DEFAULT false,
  initial_state    boolean NOT NULL DEFAULT false,
  irreversible     boolean NOT NULL DEFAULT false,
  production_ready boolean NOT NULL DEFAULT true,
  hidden           boolean NOT NULL DEFAULT false,
  documents        jsonb NOT NULL DEFAULT '[]'::jsonb,
  created_date     timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE analytics_events (
  id               bigserial PRIMARY KEY,
  user_id          bigint REFERENCES users(id) ON DELETE SET NULL,
  event_name       text NOT NULL,
  event_properties jsonb NOT NULL DEFAULT '{}'::jsonb,
  occurred_at      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX analytics_events_name_idx ON analytics_events (event_name, occurred_at);

CREATE TABLE user_preferences (
  user_id          bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  key              text NOT NULL,
  value            text NOT NULL,
  updated_at       timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, key)
);

-- Who did what, acting as whom, when. Written in the same transaction as the change it records.
CREATE TABLE audit_log (
  id               bigserial PRIMARY KEY,
  occurred_at      timestamptz NOT NULL DEFAULT now(),
  user_id          bigint REFERENCES users(id) ON DELETE SET NULL,
  username         text,
  acting_role      text,
  acting_vendor_id bigint,
  acting_client_id bigint,
  action           text NOT NULL,
  entity_type      text NOT NULL,
  entity_id        text,
  details          jsonb NOT NULL DEFAULT '{}'::jsonb,
  request_id       text,
  ip               text
);
CREATE INDEX audit_log_entity_idx ON audit_log (entity_type, entity_id);
CREATE INDEX audit_log_user_idx ON audit_log (user_id, occurred_at);

CREATE TABLE mail_outbox (
  id               bigserial PRIMARY KEY,
  created_at       timestamptz NOT NULL DEFAULT now(),
  to_address       text NOT NULL,
  subject          text NOT NULL,
  text_body        text NOT NULL,
  html_body        text,
  transport        text NOT NULL CHECK (transport IN ('smtp', 'outbox')),
  sent_at          timestamptz,
  error            text
);

-- Subscriptions are completed by the payments issue; the current user's hasMonitoringAccess reads them.
CREATE TABLE subscriptions (
  id                bigserial PRIMARY KEY,
  vendor_id         bigint NOT NULL REFERENCES vendors(id),
  client_id         bigint REFERENCES clients(id),
  subscription_type text NOT NULL CHECK (subscription_type IN ('VP_ENGAGE', 'VP_ENGAGE_CVC', 'VP_EMPLOYEE_MONITORING')),
  status            text NOT NULL CHECK (status IN ('ACTIVE', 'EXPIRED', 'UNKNOWN', 'REFUNDED', 'WAIVER_PENDING', 'WAIVER_APPROVED', 'WAIVER_NOT_APPROVED')),
  start_date        date NOT NULL,
  renewal_date      date,
  amount_cents      integer NOT NULL DEFAULT 0,
  auto_renew        boolean NOT NULL DEFAULT true,
  created_at        timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX subscriptions_vendor_idx ON subscriptions (vendor_id, subscription_type, status);

-- The product's feature flags (reference data, present in every database).
INSERT INTO feature_flags (name, description, enabled, initial_state, irreversible, production_ready) VALUES
  ('MAINTENANCE_MODE', 'Hides or disables actions that must not run during maintenance (connecting a SignupID, editing the payment method).', false, false, false, true),
  ('INDIVIDUAL_AUDIT_REPORT', 'Shows the Individual Audit Report button on the employee detail page.', true, true, false, true),
  ('FDR_AUDIT_TAB', 'Replaces the vendor Reports menu item with the Audit page.', false, false, false, true),
  ('TEST_FEATURE', 'A harmless flag for trying the feature-flag tooling; shows the featureFlagsTest admin tab.', false, false, false, false);
