-- Payment methods (vaulted at the gateway), payments (charges), price tiers, sandbox nonces, and the
-- renewal bookkeeping of subscriptions. Money is integer cents.

CREATE TABLE payment_methods (
  id            bigserial PRIMARY KEY,
  vendor_id     bigint NOT NULL REFERENCES vendors(id),
  gateway_token text NOT NULL,
  payment_type  text NOT NULL CHECK (payment_type IN ('CREDIT_CARD', 'ACH')),
  last_four     text NOT NULL,
  card_type     text,
  active        boolean NOT NULL DEFAULT true,
  created_at    timestamptz NOT NULL DEFAULT now()
);
-- One method on file per vendor.
CREATE UNIQUE INDEX payment_methods_active_key ON payment_methods (vendor_id) WHERE active;

CREATE TABLE payments (
  id                bigserial PRIMARY KEY,
  vendor_id         bigint NOT NULL REFERENCES vendors(id),
  subscription_id   bigint REFERENCES subscriptions(id),
  client_id         bigint REFERENCES clients(id),
  subscription_type text NOT NULL,
  amount_cents      integer NOT NULL CHECK (amount_cents >= 0),
  status            text NOT NULL CHECK (status IN ('PAID', 'FAILED', 'PENDING')),
  -- A retried request, a double click or a second tab reuses the key: exactly one charge.
  idempotency_key   text NOT NULL UNIQUE,
  payment_method_id bigint REFERENCES payment_methods(id),
  transaction_id    text,
  failure_message   text,
  description       text NOT NULL,
  period_start      date,
  period_end        date,
  payment_date      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX payments_vendor_idx ON payments (vendor_id, payment_date DESC);

CREATE TABLE price_tiers (
  id                   bigserial PRIMARY KEY,
  vendor_id            bigint REFERENCES vendors(id),   -- NULL: the default tiers
  min_employees        integer NOT NULL,
  max_employees        integer NOT NULL,
  price_cents          integer NOT NULL,
  price_per_employee_cents integer NOT NULL DEFAULT 0
);
CREATE INDEX price_tiers_vendor_idx ON price_tiers (vendor_id);
INSERT INTO price_tiers (vendor_id, min_employees, max_employees, price_cents, price_per_employee_cents) VALUES
  (NULL, 0, 100, 2500, 0),
  (NULL, 101, 250, 5000, 0),
  (NULL, 251, 2147483647, 5000, 10);

-- Nonces issued by the built-in sandbox gateway's tokenizer (sandbox mode only), single use.
CREATE TABLE sandbox_nonces (
  nonce        text PRIMARY KEY,
  payment_type text NOT NULL,
  details      jsonb NOT NULL,
  consumed     boolean NOT NULL DEFAULT false,
  created_at   timestamptz NOT NULL DEFAULT now()
);

ALTER TABLE subscriptions
  ADD COLUMN cancel_reason          text,
  ADD COLUMN cancel_reason_details  text,
  ADD COLUMN failed_attempts        integer NOT NULL DEFAULT 0,
  ADD COLUMN next_attempt_at        timestamptz;
