-- Issue 35 (decisions 298-305): API tokens and signed webhooks.

-- A token acts as the user who made it, for the one tenant (vendor or client) that user acted for then.
-- Only the SHA-256 of the token is kept; the fixed one-minute window counts requests per token.
CREATE TABLE api_tokens (
  id                     bigserial PRIMARY KEY,
  token_hash             bytea NOT NULL UNIQUE,
  name                   text NOT NULL,
  scope                  text NOT NULL CHECK (scope IN ('read', 'write')),
  user_id                bigint NOT NULL REFERENCES users(id),
  vendor_id              bigint REFERENCES vendors(id),
  client_id              bigint REFERENCES clients(id),
  created_at             timestamptz NOT NULL DEFAULT now(),
  last_used_at           timestamptz,
  revoked_at             timestamptz,
  rate_window_started_at timestamptz NOT NULL DEFAULT now(),
  rate_window_count      integer NOT NULL DEFAULT 0,
  CHECK ((vendor_id IS NULL) <> (client_id IS NULL))
);
CREATE INDEX api_tokens_vendor_idx ON api_tokens (vendor_id) WHERE vendor_id IS NOT NULL;
CREATE INDEX api_tokens_client_idx ON api_tokens (client_id) WHERE client_id IS NOT NULL;

-- A tenant's webhook: the secret is kept encrypted (it signs every delivery, so it cannot be a hash).
CREATE TABLE webhooks (
  id                   bigserial PRIMARY KEY,
  vendor_id            bigint REFERENCES vendors(id),
  client_id            bigint REFERENCES clients(id),
  url                  text NOT NULL,
  events               text[] NOT NULL,
  secret_encrypted     text NOT NULL,
  created_by           bigint REFERENCES users(id) ON DELETE SET NULL,
  created_at           timestamptz NOT NULL DEFAULT now(),
  updated_at           timestamptz NOT NULL DEFAULT now(),
  last_success_at      timestamptz,
  disabled_at          timestamptz,
  disabled_reason      text,
  CHECK ((vendor_id IS NULL) <> (client_id IS NULL))
);
CREATE INDEX webhooks_vendor_idx ON webhooks (vendor_id) WHERE vendor_id IS NOT NULL;
CREATE INDEX webhooks_client_idx ON webhooks (client_id) WHERE client_id IS NOT NULL;

-- The outbox: one row per event, written in the transaction of the change it reports.
CREATE TABLE webhook_events (
  id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  type        text NOT NULL,
  body        jsonb NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);

-- One event to one webhook. PENDING until delivered (DELIVERED) or out of retries (FAILED);
-- queued_at is set while a delivery job for it is waiting or running.
CREATE TABLE webhook_deliveries (
  id               uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  webhook_id       bigint NOT NULL REFERENCES webhooks(id) ON DELETE CASCADE,
  event_id         uuid NOT NULL REFERENCES webhook_events(id),
  status           text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'DELIVERED', 'FAILED')),
  attempts         integer NOT NULL DEFAULT 0,
  response_code    integer,
  last_error       text,
  created_at       timestamptz NOT NULL DEFAULT now(),
  next_attempt_at  timestamptz NOT NULL DEFAULT now(),
  queued_at        timestamptz,
  last_attempt_at  timestamptz,
  delivered_at     timestamptz
);
CREATE INDEX webhook_deliveries_webhook_idx ON webhook_deliveries (webhook_id, created_at DESC);
CREATE INDEX webhook_deliveries_due_idx ON webhook_deliveries (next_attempt_at) WHERE status = 'PENDING' AND queued_at IS NULL;

-- The last compliance status told to webhooks per enrolment, so a change is told once.
CREATE TABLE webhook_compliance_states (
  vendor_id   bigint NOT NULL REFERENCES vendors(id),
  client_id   bigint NOT NULL REFERENCES clients(id),
  status      text NOT NULL,
  updated_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (vendor_id, client_id)
);
