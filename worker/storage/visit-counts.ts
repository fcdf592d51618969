// Every query of the visits' own database (wrangler.jsonc's VISITS): visit_counts, one row per
// day, source, channel, landing page and event, and visit_facets, one row per day, country or
// device class, and event; nothing that identifies a visitor (docs/privacy.md).
import { FUNNEL_STAGE_EVENTS } from '@/lib/funnel/events';
import { NEW_SOURCES_PER_DAY, OTHER_SOURCE } from '@/lib/funnel/source-label';
import type { FacetTotal, SourceTotal, VisitTotal, VisitTotals } from '@/worker/lead-logic/funnel';
import type { SqlDatabase } from './sql-database';

/** Always counted under its own name, even past the day's cap: the visits with no source. */
const DIRECT_SOURCE = 'direct';

/** Counted, beside the pages' own events, on the batch that starts a visit (startsVisit). */
export const VISIT_STARTED = 'visit';

/**
 * The events counted per country and device: the visit and the funnel's stages. The other ways
 * to reach the company are counted per source only, which keeps the facets' rows to the funnel's
 * needs.
 */
const FACET_EVENTS: ReadonlySet<string> = new Set([VISIT_STARTED, ...FUNNEL_STAGE_EVENTS]);

export const FACETS = ['country', 'device'] as const;
export type Facet = (typeof FACETS)[number];

export interface CountedBatch {
  /** YYYY-MM-DD, UTC. */
  day: string;
  path: string;
  /** Already countedSourceLabel's. */
  source: string;
  /** lib/funnel/channel.ts's key. */
  channel: string;
  /** Each name once (countedEvents), VISIT_STARTED first when the batch starts a visit. */
  events: readonly string[];
  /** Two capital letters or `unknown` (worker/visits/facets.ts). */
  country: string;
  /** deviceClass's. */
  device: string;
}

/**
 * One batch() a batch (D1 runs it as one transaction), of at most two statements; answers the
 * rows it wrote. The source stays its own when the day already counts it (or it is `direct`), or
 * when the day has fewer than NEW_SOURCES_PER_DAY labels; else the batch counts under `other`.
 * SQLite's CASE stops at the first match, so the day's labels are counted only for a label the
 * day has not seen. The facets' values are bounded by their readers: some 250 countries, three
 * device classes.
 */
export async function countVisitEvents(db: SqlDatabase, batch: CountedBatch): Promise<number> {
  if (batch.events.length === 0) return 0;
  const rows = batch.events.map((_, index) => `(?${index + 7})`).join(', ');
  const statements = [
    db
      .prepare(
        `WITH label (source) AS (
         SELECT CASE
           WHEN ?3 = ?4 OR EXISTS (SELECT 1 FROM visit_counts WHERE day = ?1 AND source = ?3) THEN ?3
           WHEN (SELECT COUNT(*) FROM (SELECT DISTINCT source FROM visit_counts WHERE day = ?1)) < ?5
             THEN ?3
           ELSE '${OTHER_SOURCE}'
         END
       ), events (event) AS (VALUES ${rows})
       INSERT INTO visit_counts (day, source, channel, path, event, n)
       SELECT ?1, label.source, ?6, ?2, events.event, 1 FROM label, events WHERE true
       ON CONFLICT (day, source, channel, path, event) DO UPDATE SET n = n + excluded.n`,
      )
      .bind(
        batch.day,
        batch.path,
        batch.source,
        DIRECT_SOURCE,
        NEW_SOURCES_PER_DAY,
        batch.channel,
        ...batch.events,
      ),
  ];
  const faceted = batch.events.filter((event) => FACET_EVENTS.has(event));
  if (faceted.length > 0) {
    const events = faceted.map((_, index) => `(?${index + 4})`).join(', ');
    statements.push(
      db
        .prepare(
          `WITH facets (facet, value) AS (VALUES ('country', ?2), ('device', ?3)),
           events (event) AS (VALUES ${events})
         INSERT INTO visit_facets (day, facet, value, event, n)
         SELECT ?1, facets.facet, facets.value, events.event, 1 FROM facets, events WHERE true
         ON CONFLICT (day, facet, value, event) DO UPDATE SET n = n + excluded.n`,
        )
        .bind(batch.day, batch.country, batch.device, ...faceted),
    );
  }
  const results = await db.batch(statements);
  // Each row inserted or updated: the rows written, the tables having no other index.
  return results.reduce((sum, result) => sum + Number(result?.meta?.changes ?? 0), 0);
}

export interface TotalsQuery {
  /** YYYY-MM-DD: both days included. */
  since: string;
  until: string;
  /** The sources and the landing pages kept on their own rows. */
  rows: number;
  /** Kept on a row of their own whatever their rank (the leads' own, so both meet in one row). */
  keepSources: readonly (readonly [channel: string, source: string])[];
  keepPaths: readonly string[];
  /** The series' buckets, in days from `since`: 1 a day, 7 a week. */
  step: number;
}

/**
 * Summed in SQL: the period's range of the primary key is read once into the sums per label and
 * event (a few hundred), which are then ranked, and all but `rows` labels folded into `other`
 * (the sources within their channel).
 */
const RANKED_SOURCES = `WITH sums (channel, label, event, n) AS MATERIALIZED (
      SELECT channel, source, event, SUM(n) FROM visit_counts WHERE day BETWEEN ?1 AND ?2
      GROUP BY channel, source, event
    ), kept (channel, label) AS (
      SELECT channel, label FROM sums GROUP BY channel, label
      ORDER BY SUM(CASE event WHEN 'view' THEN n ELSE 0 END) DESC, SUM(n) DESC, channel, label
      LIMIT ?3
    ), asked (channel, label) AS (
      SELECT json_extract(value, '$[0]'), json_extract(value, '$[1]') FROM json_each(?4)
    )
    SELECT channel, CASE
        WHEN (channel, label) IN (SELECT channel, label FROM kept)
          OR (channel, label) IN (SELECT channel, label FROM asked)
          THEN label
        ELSE '${OTHER_SOURCE}'
      END AS folded, event, SUM(n) AS n
    FROM sums GROUP BY 1, 2, event ORDER BY 1, 2, event`;

const RANKED_PATHS = `WITH sums (label, event, n) AS MATERIALIZED (
      SELECT path, event, SUM(n) FROM visit_counts WHERE day BETWEEN ?1 AND ?2
      GROUP BY path, event
    ), kept (label) AS (
      SELECT label FROM sums GROUP BY label
      ORDER BY SUM(CASE event WHEN 'view' THEN n ELSE 0 END) DESC, SUM(n) DESC, label LIMIT ?3
    )
    SELECT CASE
        WHEN label IN (SELECT label FROM kept) OR label IN (SELECT value FROM json_each(?4))
          THEN label
        ELSE '${OTHER_SOURCE}'
      END AS folded, event, SUM(n) AS n
    FROM sums GROUP BY 1, event ORDER BY 1, event`;

export async function visitTotals(db: SqlDatabase, query: TotalsQuery): Promise<VisitTotals> {
  const { since, until, rows } = query;
  const [bySource, byPath, bySeries, byFacet] = await db.batch([
    db.prepare(RANKED_SOURCES).bind(since, until, rows, JSON.stringify(query.keepSources)),
    db.prepare(RANKED_PATHS).bind(since, until, rows, JSON.stringify(query.keepPaths)),
    db
      .prepare(
        `SELECT CAST((julianday(day) - julianday(?1)) / ?3 AS INTEGER) AS label, event, SUM(n) AS n
         FROM visit_counts WHERE day BETWEEN ?1 AND ?2 GROUP BY 1, event ORDER BY 1, event`,
      )
      .bind(since, until, query.step),
    db
      .prepare(
        `SELECT facet, value AS label, event, SUM(n) AS n FROM visit_facets
         WHERE day BETWEEN ?1 AND ?2 GROUP BY facet, value, event ORDER BY 1, 2, 3`,
      )
      .bind(since, until),
  ]);
  const list = (result: { results?: unknown[] } | undefined) =>
    (result?.results ?? []) as Record<string, unknown>[];
  const total = (row: Record<string, unknown>): VisitTotal => ({
    label: String(row.folded ?? row.label),
    event: String(row.event),
    n: Number(row.n),
  });
  return {
    bySource: list(bySource).map((row): SourceTotal => ({
      ...total(row),
      channel: String(row.channel),
    })),
    byPath: list(byPath).map(total),
    bySeries: list(bySeries).map(total),
    byFacet: list(byFacet).map((row): FacetTotal => ({ ...total(row), facet: row.facet as Facet })),
  };
}

export async function deleteVisitCountsBefore(db: SqlDatabase, day: string): Promise<number> {
  const results = await db.batch([
    db.prepare('DELETE FROM visit_counts WHERE day < ?1').bind(day),
    db.prepare('DELETE FROM visit_facets WHERE day < ?1').bind(day),
  ]);
  return results.reduce((sum, result) => sum + Number(result?.meta?.changes ?? 0), 0);
}
