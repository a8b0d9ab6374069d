-- When the payer's receipt e-mail of a successful payment was queued in mail_outbox (issue 33), written
-- in the receipt job's transaction with the mail: a job run again after its mail committed finds it
-- set and sends no second receipt. NULL for failed payments, automatic renewals and older payments.
ALTER TABLE payments ADD COLUMN receipt_mailed_at timestamptz;
