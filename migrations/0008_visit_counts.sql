-- The pages' visit counts (docs/privacy.md), written only by worker/storage/visit-counts.ts:
-- totals per day, landing page, source and event. No address, user agent, identifier or time
-- finer than the day is kept; the retention (QUOTE_RETENTION_MONTHS) deletes them with the leads.
CREATE TABLE visit_counts (
  -- YYYY-MM-DD, UTC.
  day TEXT NOT NULL,
  -- The visit's landing page: a path of the export, without query.
  path TEXT NOT NULL,
  -- The label the leads carry (worker/inbox/lead-summary.ts's sourceLabel): "direct" without one.
  source TEXT NOT NULL,
  -- One of lib/funnel/events.ts's VISIT_EVENTS.
  event TEXT NOT NULL,
  n INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (day, path, source, event)
) WITHOUT ROWID;
