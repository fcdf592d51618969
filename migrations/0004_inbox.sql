-- The sales team's inbox (/inbox/, docs/inbox.md): where each lead stands, and who did what.
-- 'new', 'contacted', 'qualified', 'won' or 'lost' (worker/storage/lead-status.ts).
ALTER TABLE quotes ADD COLUMN status TEXT NOT NULL DEFAULT 'new';
-- When the lead first left 'new': the dashboard's "contacted within a working day".
ALTER TABLE quotes ADD COLUMN contacted_at TEXT;

CREATE INDEX quotes_status ON quotes (status, received_at);

-- Every change made in the inbox: who (the Cloudflare Access e-mail) and when.
CREATE TABLE lead_history (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  -- NULL for an erasure: its quotes are gone, and it names no one.
  quote_id TEXT,
  at TEXT NOT NULL,
  actor TEXT NOT NULL,
  -- 'status' (detail: "new -> contacted"), 'note' (detail: its text) or 'erasure' ("erased 2 quotes").
  kind TEXT NOT NULL,
  detail TEXT NOT NULL,
  -- The form's one-time key: the same form posted twice records one change.
  request_key TEXT UNIQUE
);

CREATE INDEX lead_history_quote ON lead_history (quote_id, id);

-- A quote's history goes with it, whoever deletes it: the retention, an erasure from the inbox
-- or `npm run quotes -- --erase`.
CREATE TRIGGER quotes_delete_history AFTER DELETE ON quotes
BEGIN
  DELETE FROM lead_history WHERE quote_id = OLD.id;
END;
