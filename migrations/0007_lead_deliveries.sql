-- Each channel's outcome on a lead as data, one row a quote and channel, written over by the
-- notifier (worker/storage/lead-deliveries.ts): 'retrying' after a failure it tries again,
-- 'gave_up' after a permanent refusal or its last attempt. A channel that delivered is the
-- quotes' *_sent_at column (the receipt logic of worker/notify/notify.ts records it there); a row
-- of such a channel is a failure before it delivered, which no reader shows.
CREATE TABLE lead_deliveries (
  quote_id TEXT NOT NULL,
  -- 'chat', 'email' or 'jsonWebhook' (worker/storage/columns.ts's CHANNEL_COLUMNS).
  channel TEXT NOT NULL,
  state TEXT NOT NULL CHECK (state IN ('retrying', 'gave_up')),
  -- Why, without the target's address or the lead's data.
  reason TEXT NOT NULL,
  -- The lead's attempts (quotes.notify_attempts) when this was recorded.
  attempts INTEGER NOT NULL,
  at TEXT NOT NULL,
  PRIMARY KEY (quote_id, channel)
);

-- A quote's outcomes go with it, as its history does: the retention and both erasures.
CREATE TRIGGER quotes_delete_deliveries AFTER DELETE ON quotes
BEGIN
  DELETE FROM lead_deliveries WHERE quote_id = OLD.id;
END;

-- The channels that gave up, from their *_failed columns, whose reasons start "channel: ".
INSERT INTO lead_deliveries (quote_id, channel, state, reason, attempts, at)
SELECT id, channel, 'gave_up',
  CASE WHEN substr(failed, 1, length(channel) + 2) = channel || ': '
    THEN substr(failed, length(channel) + 3) ELSE failed END,
  notify_attempts, COALESCE(undelivered_at, notify_not_before, received_at)
FROM (
  SELECT id, 'chat' AS channel, webhook_failed AS failed, notify_attempts, undelivered_at,
    notify_not_before, received_at FROM quotes WHERE webhook_failed IS NOT NULL
  UNION ALL
  SELECT id, 'email', email_failed, notify_attempts, undelivered_at, notify_not_before,
    received_at FROM quotes WHERE email_failed IS NOT NULL
  UNION ALL
  SELECT id, 'jsonWebhook', json_webhook_failed, notify_attempts, undelivered_at,
    notify_not_before, received_at FROM quotes WHERE json_webhook_failed IS NOT NULL
);

-- The failures still retried, from notify_error ("chat: reason; email: reason"), best effort: a
-- part that names no channel, or a reason that itself holds "; ", is left out or cut short.
WITH RECURSIVE parts (id, part, rest) AS (
  SELECT id, NULL, notify_error || '; ' FROM quotes
  WHERE notify_error IS NOT NULL AND notified_at IS NULL AND undelivered_at IS NULL
  UNION ALL
  SELECT id, substr(rest, 1, instr(rest, '; ') - 1), substr(rest, instr(rest, '; ') + 2)
  FROM parts WHERE instr(rest, '; ') > 0
),
channels (channel) AS (SELECT 'chat' UNION ALL SELECT 'email' UNION ALL SELECT 'jsonWebhook')
INSERT OR IGNORE INTO lead_deliveries (quote_id, channel, state, reason, attempts, at)
SELECT quotes.id, channels.channel, 'retrying', substr(part, length(channels.channel) + 3),
  quotes.notify_attempts, COALESCE(quotes.notify_not_before, quotes.received_at)
FROM parts
JOIN channels ON substr(part, 1, length(channels.channel) + 2) = channels.channel || ': '
JOIN quotes ON quotes.id = parts.id
WHERE CASE channels.channel
  WHEN 'chat' THEN quotes.webhook_sent_at
  WHEN 'email' THEN quotes.email_sent_at
  ELSE quotes.json_webhook_sent_at
END IS NULL;

-- webhook_failed, email_failed, json_webhook_failed and notify_error are no longer written or
-- read. They stay until a later migration drops them: `npm run deploy` migrates before it
-- deploys, and the Worker of the release before this one, still serving meanwhile, writes them.
