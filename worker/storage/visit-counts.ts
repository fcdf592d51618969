// Every query of visit_counts, in the visits' own database (wrangler.jsonc's VISITS): the pages'
// counts, one row per day, source, landing page and event, with nothing that identifies a visitor
// (docs/privacy.md).
import { NEW_SOURCES_PER_DAY, OTHER_SOURCE } from '@/lib/funnel/source-label';
import type { VisitTotal, VisitTotals } from '@/worker/lead-logic/funnel';
import type { SqlDatabase } from './sql-database';

/** Always counted under its own name, even past the day's cap: the visits with no source. */
const DIRECT_SOURCE = 'direct';

interface CountedBatch {
  /** YYYY-MM-DD, UTC. */
  day: string;
  path: string;
  /** Already countedSourceLabel's. */
  source: string;
  /** Each name once (countedEvents). */
  events: readonly string[];
}

/**
 * One statement a batch, whatever it holds; answers the rows it wrote. The source stays its own when the day already counts
 * it (or it is `direct`), or when the day has fewer than NEW_SOURCES_PER_DAY labels; else the
 * batch counts under `other`. SQLite's CASE stops at the first match, so the day's labels are
 * counted only for a label the day has not seen.
 */
export async function countVisitEvents(db: SqlDatabase, batch: CountedBatch): Promise<number> {
  if (batch.events.length === 0) return 0;
  const rows = batch.events.map((_, index) => `(?${index + 6})`).join(', ');
  const { meta } = await db
    .prepare(
      `WITH label (source) AS (
         SELECT CASE
           WHEN ?3 = ?4 OR EXISTS (SELECT 1 FROM visit_counts WHERE day = ?1 AND source = ?3) THEN ?3
           WHEN (SELECT COUNT(*) FROM (SELECT DISTINCT source FROM visit_counts WHERE day = ?1)) < ?5
             THEN ?3
           ELSE '${OTHER_SOURCE}'
         END
       ), events (event) AS (VALUES ${rows})
       INSERT INTO visit_counts (day, source, path, event, n)
       SELECT ?1, label.source, ?2, events.event, 1 FROM label, events WHERE true
       ON CONFLICT (day, source, path, event) DO UPDATE SET n = n + excluded.n`,
    )
    .bind(batch.day, batch.path, batch.source, DIRECT_SOURCE, NEW_SOURCES_PER_DAY, ...batch.events)
    .run();
  // Each row inserted or updated: the rows written, the table having no other index.
  return meta.changes;
}

interface TotalsQuery {
  /** YYYY-MM-DD, a Monday: both days included. */
  since: string;
  until: string;
  /** The sources and the landing pages kept on their own rows. */
  rows: number;
  /** Kept on a row of their own whatever their rank (the leads' own, so both meet in one row). */
  keepSources: readonly string[];
  keepPaths: readonly string[];
}

/**
 * Summed in SQL: the period's range of the primary key is read once into the sums per label and
 * event (a few hundred), which are then ranked, and all but `rows` labels folded into `other`.
 */
function ranked(column: 'source' | 'path'): string {
  return `WITH sums (label, event, n) AS MATERIALIZED (
      SELECT ${column}, event, SUM(n) FROM visit_counts WHERE day BETWEEN ?1 AND ?2
      GROUP BY ${column}, event
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
}

export async function visitTotals(db: SqlDatabase, query: TotalsQuery): Promise<VisitTotals> {
  const { since, until, rows } = query;
  const [bySource, byPath, byWeek] = await db.batch([
    db.prepare(ranked('source')).bind(since, until, rows, JSON.stringify(query.keepSources)),
    db.prepare(ranked('path')).bind(since, until, rows, JSON.stringify(query.keepPaths)),
    db
      .prepare(
        `SELECT CAST((julianday(day) - julianday(?1)) / 7 AS INTEGER) AS label, event, SUM(n) AS n
         FROM visit_counts WHERE day BETWEEN ?1 AND ?2 GROUP BY 1, event ORDER BY 1, event`,
      )
      .bind(since, until),
  ]);
  const totals = (result: { results?: unknown[] } | undefined) =>
    ((result?.results ?? []) as (VisitTotal & { folded?: string })[]).map((row) => ({
      label: String(row.folded ?? row.label),
      event: row.event,
      n: Number(row.n),
    }));
  return { bySource: totals(bySource), byPath: totals(byPath), byWeek: totals(byWeek) };
}

export async function deleteVisitCountsBefore(db: SqlDatabase, day: string): Promise<number> {
  const { meta } = await db.prepare('DELETE FROM visit_counts WHERE day < ?1').bind(day).run();
  return meta.changes;
}
