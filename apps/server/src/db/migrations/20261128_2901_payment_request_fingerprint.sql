-- What a payment request asked for (issue 29): a SHA-256 of its subscription type, amount and client,
-- kept with the payment its idempotency key claimed, so the key replayed with a different request is
-- refused (422) instead of answered with the first payment's result. NULL for renewals (server keys)
-- and for payments made before this column.
ALTER TABLE payments ADD COLUMN request_fingerprint text;
