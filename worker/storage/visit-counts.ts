// Every query of visit_counts: the pages' counts, one row per day, landing page, source and
// event, with nothing that identifies a visitor (docs/privacy.md).
import type { LeadsDatabase } from './leads';

export interface VisitCountRow {
  /** YYYY-MM-DD, UTC. */
  day: string;
  /** The visit's landing page. */
  path: string;
  /** The source's label, as the leads carry it. */
  source: string;
  event: string;
  n: number;
}

/** One upsert per distinct event of the batch. */
export async function countVisitEvents(
  db: LeadsDatabase,
  batch: { day: string; path: string; source: string; events: readonly string[] },
): Promise<void> {
  const tally = new Map<string, number>();
  for (const event of batch.events) tally.set(event, (tally.get(event) ?? 0) + 1);
  if (tally.size === 0) return;
  await db.batch(
    [...tally].map(([event, n]) =>
      db
        .prepare(
          `INSERT INTO visit_counts (day, path, source, event, n) VALUES (?1, ?2, ?3, ?4, ?5)
           ON CONFLICT (day, path, source, event) DO UPDATE SET n = n + excluded.n`,
        )
        .bind(batch.day, batch.path, batch.source, event, n),
    ),
  );
}

/** From `sinceDay` (YYYY-MM-DD) on. */
export async function visitCountsSince(
  db: LeadsDatabase,
  sinceDay: string,
): Promise<VisitCountRow[]> {
  const { results } = await db
    .prepare(
      'SELECT day, path, source, event, n FROM visit_counts WHERE day >= ?1 ORDER BY day, path, source, event',
    )
    .bind(sinceDay)
    .all<VisitCountRow>();
  return results;
}

export async function deleteVisitCountsBefore(db: LeadsDatabase, day: string): Promise<number> {
  const { meta } = await db.prepare('DELETE FROM visit_counts WHERE day < ?1').bind(day).run();
  return meta.changes;
}
