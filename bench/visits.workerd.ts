// The visit-counts bench's workload, run inside workerd beside its D1 (bench/visits.ts), so that
// each statement costs what it costs the Worker rather than a call from Node.
import { countedSourceLabel, NEW_SOURCES_PER_DAY, OTHER_SOURCE } from '@/lib/funnel/source-label';
import { presetPeriod } from '@/worker/lead-logic/funnel-period';
import { readFunnel } from '@/worker/reports/dashboard-figures';
import type { SqlDatabase } from '@/worker/storage/sql-database';
import { countVisitEvents } from '@/worker/storage/visit-counts';
import { day, DAYS, NOW, VIEWS_PER_DAY, visitModel } from './visits-model';

interface BenchEnv {
  VISITS: SqlDatabase;
}

/** Both tables' rows. */
async function rowCount(db: SqlDatabase): Promise<number> {
  const count = await db
    .prepare(
      'SELECT (SELECT COUNT(*) FROM visit_counts) + (SELECT COUNT(*) FROM visit_facets) AS n',
    )
    .first<{ n: number }>();
  return count!.n;
}

async function clear(db: SqlDatabase): Promise<void> {
  await db.batch([db.prepare('DELETE FROM visit_counts'), db.prepare('DELETE FROM visit_facets')]);
}

/** `views` page views of the last day, one batch each: the rows written, then in the table. */
async function honestWrites(db: SqlDatabase, views: number) {
  await clear(db);
  const visit = visitModel(1);
  let written = 0;
  for (let index = 0; index < views; index += 1) {
    written += await countVisitEvents(db, { day: day(DAYS - 1), ...visit() });
  }
  return { written, rows: await rowCount(db) };
}

/** One client posting `views` batches, each with a campaign of its own. */
async function forgedWrites(db: SqlDatabase, views: number) {
  await clear(db);
  let written = 0;
  for (let index = 0; index < views; index += 1) {
    written += await countVisitEvents(db, {
      day: day(DAYS - 1),
      path: '/',
      source: countedSourceLabel(`campaign fresh-${index}`),
      channel: 'other_campaign',
      events: ['visit', 'view', 'panel', 'phone'],
      country: 'IN',
      device: 'phone',
    });
  }
  return { written, rows: await rowCount(db) };
}

/** One day of the year, stored as the Worker would have summed it. */
async function storeDay(db: SqlDatabase, index: number): Promise<number> {
  if (index === 0) await clear(db);
  const visit = visitModel(1000 + index);
  const sums = new Map<string, number>();
  const facets = new Map<string, number>();
  const labels = new Set<string>();
  for (let view = 0; view < VIEWS_PER_DAY; view += 1) {
    const drawn = visit();
    if (!labels.has(drawn.source) && labels.size >= NEW_SOURCES_PER_DAY) {
      drawn.source = OTHER_SOURCE;
    }
    labels.add(drawn.source);
    for (const event of drawn.events) {
      const key = `${drawn.source}\t${drawn.channel}\t${drawn.path}\t${event}`;
      sums.set(key, (sums.get(key) ?? 0) + 1);
      if (['phone', 'email', 'chat', 'meeting', 'messaging'].includes(event)) continue;
      for (const facet of [`country\t${drawn.country}`, `device\t${drawn.device}`]) {
        facets.set(`${facet}\t${event}`, (facets.get(`${facet}\t${event}`) ?? 0) + 1);
      }
    }
  }
  const insert = db.prepare(
    'INSERT INTO visit_counts (day, source, channel, path, event, n) VALUES (?1, ?2, ?3, ?4, ?5, ?6)',
  );
  const facet = db.prepare(
    'INSERT INTO visit_facets (day, facet, value, event, n) VALUES (?1, ?2, ?3, ?4, ?5)',
  );
  await db.batch([
    ...[...sums].map(([key, n]) => insert.bind(day(index), ...key.split('\t'), n)),
    ...[...facets].map(([key, n]) => facet.bind(day(index), ...key.split('\t'), n)),
  ]);
  return sums.size + facets.size;
}

const benchWorker = {
  async fetch(request: Request, env: BenchEnv): Promise<Response> {
    const url = new URL(request.url);
    const number = Number(url.searchParams.get('n'));
    switch (url.pathname) {
      case '/honest':
        return Response.json(await honestWrites(env.VISITS, number));
      case '/forged':
        return Response.json(await forgedWrites(env.VISITS, number));
      case '/day':
        return Response.json(await storeDay(env.VISITS, number));
      case '/funnel':
        return Response.json(
          await readFunnel(
            env.VISITS,
            [],
            presetPeriod(url.searchParams.get('period') === '30d' ? '30d' : '12w', NOW),
            NOW,
          ),
        );
      case '/rows': {
        // The old way: every row of the twelve weeks, to be summed in JavaScript.
        const { results } = await env.VISITS.prepare(
          'SELECT day, path, source, event, n FROM visit_counts WHERE day >= ?1 ORDER BY day, path, source, event',
        )
          .bind(presetPeriod('12w', NOW).since)
          .all();
        return Response.json(results);
      }
      default:
        return new Response('Not found', { status: 404 });
    }
  },
};

export default benchWorker;
