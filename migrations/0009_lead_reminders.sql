-- The reminder of a lead still 'new' after LEAD_REMINDER_HOURS working hours
-- (worker/notify/reminders.ts), claimed and recorded as the first notification is, so that it is
-- told once.
-- When the channel accepted it.
ALTER TABLE quotes ADD COLUMN reminded_at TEXT;
ALTER TABLE quotes ADD COLUMN reminder_attempts INTEGER NOT NULL DEFAULT 0;
-- A run's claim, or the back-off after a failure.
ALTER TABLE quotes ADD COLUMN reminder_not_before TEXT;
-- Why no reminder will be sent: the channel gave up (the reason, without its address), or the
-- lead was stored before reminders existed.
ALTER TABLE quotes ADD COLUMN reminder_unsent TEXT;

-- The leads already stored are not reminded of: the release would post every one still 'new'.
UPDATE quotes SET reminder_unsent = 'stored before reminders';
