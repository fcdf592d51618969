-- The owner's Monday digest (worker/scheduled/weekly-digest.ts), one row a week, written only by
-- worker/storage/leads.ts: claimed by one cron run, so that a digest is sent once even
-- when runs overlap, and retried the next minute when the channel failed.
CREATE TABLE weekly_digests (
  -- The Monday it is sent, YYYY-MM-DD in DIGEST_TIME_ZONE.
  week TEXT PRIMARY KEY,
  -- The run's claim: no other run takes the week before it has passed.
  not_before TEXT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  sent_at TEXT,
  -- Why it was given up (the reason, without an address).
  unsent TEXT
) WITHOUT ROWID;
