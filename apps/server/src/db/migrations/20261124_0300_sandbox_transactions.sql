-- The built-in sandbox gateway keeps the transactions it made, by order id, like a real gateway does:
-- a charge whose outcome was lost (the process died between the gateway's answer and our commit, or the
-- answer never came) is looked up by its order id instead of being charged again.
CREATE TABLE sandbox_transactions (
  id bigserial PRIMARY KEY,
  order_id text NOT NULL,
  transaction_id text,
  amount_cents integer NOT NULL,
  ok boolean NOT NULL,
  code text,
  message text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sandbox_transactions_order_idx ON sandbox_transactions (order_id, id);
