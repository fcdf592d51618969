-- A channel that gave up on a lead: a permanent refusal (a redirect, a 4xx, a target that is not
-- https) or the last of its attempts failing. The reason, without the target's address.
ALTER TABLE quotes ADD COLUMN webhook_failed TEXT;
ALTER TABLE quotes ADD COLUMN email_failed TEXT;
ALTER TABLE quotes ADD COLUMN json_webhook_failed TEXT;
-- Set when every configured channel has delivered the lead or given up on it, one at least given
-- up: nobody retries it again, and `npm run quotes` shows it undelivered.
ALTER TABLE quotes ADD COLUMN undelivered_at TEXT;

-- The retry's query skips the leads given up on too.
DROP INDEX quotes_unnotified;
CREATE INDEX quotes_unnotified ON quotes (received_at)
  WHERE notified_at IS NULL AND undelivered_at IS NULL AND spam IS NULL;
