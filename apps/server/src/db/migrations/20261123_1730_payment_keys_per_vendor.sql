-- Idempotency keys belong to their owner. A key was unique across all vendors, and the renewal job's keys
-- (`renewal:{subscription}:{period}:{attempt}`, predictable) shared that namespace with the keys the
-- browser sends: a vendor could take another vendor's renewal key first and block its renewal. Now a key
-- is unique per vendor and per source: CLIENT keys come from a request, SERVER keys are made by the
-- server (renewals), and a client key can never take a server key even with the same text.

ALTER TABLE payments ADD COLUMN key_source text NOT NULL DEFAULT 'CLIENT' CHECK (key_source IN ('CLIENT', 'SERVER'));
ALTER TABLE payments ALTER COLUMN key_source DROP DEFAULT;

-- Renewal charges made so far: the key names the row's own subscription and period (a client's key of
-- the same shape was attached to another subscription, or to none, and stays a CLIENT key).
UPDATE payments
SET key_source = 'SERVER'
WHERE subscription_id IS NOT NULL
  AND period_start IS NOT NULL
  AND idempotency_key LIKE 'renewal:' || subscription_id::text || ':' || to_char(period_start, 'YYYY-MM-DD') || ':%';

ALTER TABLE payments DROP CONSTRAINT payments_idempotency_key_key;
ALTER TABLE payments ADD CONSTRAINT payments_vendor_key_source_idempotency_key_key UNIQUE (vendor_id, key_source, idempotency_key);
