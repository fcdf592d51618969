-- Visits apart from page views, each count under its visit's channel, and the counts per country
-- and device class (docs/privacy.md). Written only by worker/storage/visit-counts.ts.
--
-- D1 cannot alter a primary key: the table is rebuilt with the channel in it, its rows kept.
-- Counts made before channels were noted keep their source; `direct` stays direct (no campaign,
-- no click id, no referrer was the only way to be labelled so), every other one is under the
-- channel `unknown`, which the dashboard shows as "Not noted (counted before channels)".
CREATE TABLE visit_counts_by_channel (
  day TEXT NOT NULL,
  -- lib/funnel/channel.ts's CHANNELS key, or `unknown` for the rows counted before it.
  channel TEXT NOT NULL,
  -- lib/funnel/source-label.ts's countedSourceLabel: at most 40 characters of [a-z0-9 ._/()-],
  -- "other" for an address-like one or one past the day's cap of new labels.
  source TEXT NOT NULL,
  -- The visit's landing page: a page of the export, without query.
  path TEXT NOT NULL,
  -- One of lib/funnel/events.ts's VISIT_EVENTS, or `visit`: the batch started a visit.
  event TEXT NOT NULL,
  n INTEGER NOT NULL DEFAULT 0,
  -- Day and source first: the count of a day's labels and a label's own check read one range.
  PRIMARY KEY (day, source, channel, path, event)
) WITHOUT ROWID;

INSERT INTO visit_counts_by_channel (day, channel, source, path, event, n)
SELECT day, CASE source WHEN 'direct' THEN 'direct' ELSE 'unknown' END, source, path, event, n
FROM visit_counts;

DROP TABLE visit_counts;
ALTER TABLE visit_counts_by_channel RENAME TO visit_counts;

-- The same events counted per day by one dimension of the request at a time, never together and
-- never beside the source or page: `country` (Cloudflare's two letters, or `unknown`) and
-- `device` (lib/funnel/device.ts's phone, tablet or desktop). Neither the address nor the user
-- agent they are read from is kept.
CREATE TABLE visit_facets (
  day TEXT NOT NULL,
  -- `country` or `device`.
  facet TEXT NOT NULL,
  value TEXT NOT NULL,
  event TEXT NOT NULL,
  n INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (day, facet, value, event)
) WITHOUT ROWID;
