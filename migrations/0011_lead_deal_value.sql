-- A won lead's value, asked for when the inbox marks a lead won (docs/inbox.md), and the
-- `lead.won` event the CRM's signed JSON webhook is sent once, claimed and recorded as the
-- reminder is (worker/notify/won-event.ts).
-- An integer count of the currency's minor units (cents; yen have none): exact to sum, where a
-- REAL is not. Bounded by worker/lead-logic/deal-value.ts's MAX_DEAL_AMOUNT at 4 decimal places,
-- the most an ISO 4217 currency has, which keeps every sum exact in JavaScript too.
ALTER TABLE quotes ADD COLUMN deal_value_minor INTEGER
  CHECK (deal_value_minor IS NULL OR (typeof(deal_value_minor) = 'integer'
    AND deal_value_minor > 0 AND deal_value_minor <= 10000000000000));
-- ISO 4217 (DEAL_CURRENCY when the value was typed): a later change of the setting converts
-- nothing.
ALTER TABLE quotes ADD COLUMN deal_currency TEXT
  CHECK (deal_currency IS NULL OR (length(deal_currency) = 3 AND deal_currency = upper(deal_currency)));
-- When the lead was first marked won: the `lead.won` event's time, sent once.
ALTER TABLE quotes ADD COLUMN won_at TEXT;
-- When the CRM's webhook accepted the `lead.won` event.
ALTER TABLE quotes ADD COLUMN won_sent_at TEXT;
ALTER TABLE quotes ADD COLUMN won_attempts INTEGER NOT NULL DEFAULT 0;
-- A run's claim, or the back-off after a failure.
ALTER TABLE quotes ADD COLUMN won_not_before TEXT;
-- Why the event will not be sent: the webhook refused it for good (the reason, without its
-- address).
ALTER TABLE quotes ADD COLUMN won_unsent TEXT;

-- The cron's look each minute for events still to send reads the won leads alone, by
-- quotes_status (0004_inbox.sql): no index of its own.
