-- One row per quote request. The ten fields of the request, then what the endpoint adds.
CREATE TABLE quotes (
  id TEXT PRIMARY KEY,
  received_at TEXT NOT NULL,
  name TEXT NOT NULL,
  mobile TEXT NOT NULL,
  email TEXT NOT NULL,
  service TEXT NOT NULL,
  service_comment TEXT NOT NULL,
  budget TEXT NOT NULL,
  budget_comment TEXT NOT NULL,
  pageurl TEXT NOT NULL,
  userip TEXT NOT NULL,
  -- The same key twice is one quote, even when both requests arrive at once.
  idempotency_key TEXT UNIQUE,
  -- 'honeypot' or 'turnstile' when held back from the sales team as suspected spam.
  spam TEXT,
  -- Set once every configured channel has delivered the lead.
  notified_at TEXT,
  webhook_sent_at TEXT,
  email_sent_at TEXT,
  notify_attempts INTEGER NOT NULL DEFAULT 0,
  notify_error TEXT,
  -- Nobody tries to notify before this: a claim while one delivery runs, a back-off after a failure.
  notify_not_before TEXT
);

CREATE INDEX quotes_received_at ON quotes (received_at);
CREATE INDEX quotes_email ON quotes (email COLLATE NOCASE);
CREATE INDEX quotes_unnotified ON quotes (received_at) WHERE notified_at IS NULL AND spam IS NULL;
