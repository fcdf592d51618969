-- The pages' visit counts (docs/privacy.md), written only by worker/storage/visit-counts.ts, in a
-- database of their own (wrangler.jsonc's VISITS): totals per day, source, landing page and
-- event. No address, user agent, identifier or time finer than the day is kept; the retention
-- (QUOTE_RETENTION_MONTHS) deletes them with the leads.
CREATE TABLE visit_counts (
  -- YYYY-MM-DD, UTC.
  day TEXT NOT NULL,
  -- lib/funnel/source-label.ts's countedSourceLabel: at most 40 characters of [a-z0-9 ._/()-],
  -- "other" for an address-like one or one past the day's cap of new labels.
  source TEXT NOT NULL,
  -- The visit's landing page: a page of the export, without query.
  path TEXT NOT NULL,
  -- One of lib/funnel/events.ts's VISIT_EVENTS.
  event TEXT NOT NULL,
  n INTEGER NOT NULL DEFAULT 0,
  -- Day and source first: the count of a day's labels and a label's own check read one range.
  PRIMARY KEY (day, source, path, event)
) WITHOUT ROWID;
