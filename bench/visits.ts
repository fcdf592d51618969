/**
 * `npm run bench:visits`: the visit counts at a busy site's volume, in a local D1 (Miniflare's
 * workerd, in memory) with migrations-visits/ applied; the workload runs inside workerd
 * (bench/visits.workerd.ts). Writes bench/results/visits.md.
 *
 * 1. Rows written per thousand page views: 10,000 page views of one day, each one batch, through
 *    the Worker's own statements (countVisitEvents: the counts by source, channel and page, and
 *    by country and device); the rows it created; then as many batches from one client inventing
 *    a campaign each time.
 * 2. The funnel over a year of counts: 365 days of 33,000 page views (a million a month) with
 *    bench/visits-model.ts's label spread, stored as the Worker would have summed them; then the
 *    dashboard's query (readFunnel: the twelve weeks and the twelve before) timed from Node, and
 *    the old way (every row of the twelve weeks answered, to be summed in JavaScript) beside it.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { build } from 'esbuild';
import { Miniflare } from 'miniflare';
import { FUNNEL_ROWS } from '@/worker/lead-logic/funnel';
import { writeResult } from './paths';
import { DAYS, VIEWS_PER_DAY } from './visits-model';

const SAMPLE_VIEWS = 10_000;
const FUNNEL_RUNS = 7;
const MIGRATIONS_DIR = 'migrations-visits';

async function openVisits(): Promise<{ miniflare: Miniflare; dispose: () => Promise<void> }> {
  const bundled = await build({
    entryPoints: ['bench/visits.workerd.ts'],
    write: false,
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    target: 'es2024',
    conditions: ['workerd', 'worker', 'browser'],
    tsconfig: 'tsconfig.worker.json',
    logLevel: 'warning',
  });
  const miniflare = new Miniflare({
    modules: true,
    script: bundled.outputFiles[0]!.text,
    compatibilityDate: '2026-04-20',
    d1Databases: { VISITS: 'bench-visits' },
  });
  const db = await miniflare.getD1Database('VISITS');
  const { unstable_splitSqlQuery } = createRequire(import.meta.url)(
    'wrangler',
  ) as typeof import('wrangler');
  for (const file of fs.readdirSync(MIGRATIONS_DIR).sort()) {
    const sql = fs.readFileSync(path.join(MIGRATIONS_DIR, file), 'utf8');
    await db.batch(unstable_splitSqlQuery(sql).map((statement) => db.prepare(statement)));
  }
  return { miniflare, dispose: () => miniflare.dispose() };
}

async function ask<T>(miniflare: Miniflare, route: string): Promise<{ ms: number; value: T }> {
  const start = performance.now();
  const response = await miniflare.dispatchFetch(`http://bench.local${route}`);
  if (!response.ok) throw new Error(`${route}: ${response.status} ${await response.text()}`);
  const value = (await response.json()) as T;
  return { ms: performance.now() - start, value };
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

type Writes = { written: number; rows: number };

async function main(): Promise<void> {
  const { miniflare, dispose } = await openVisits();
  try {
    console.log('Counting page views one batch at a time...');
    const honest = (await ask<Writes>(miniflare, `/honest?n=${SAMPLE_VIEWS}`)).value;
    const forged = (await ask<Writes>(miniflare, `/forged?n=${SAMPLE_VIEWS}`)).value;
    const perThousand = (value: number) => ((value * 1000) / SAMPLE_VIEWS).toFixed(0);
    console.log('Storing a year of counts...');
    let yearRows = 0;
    for (let index = 0; index < DAYS; index += 1) {
      yearRows += (await ask<number>(miniflare, `/day?n=${index}`)).value;
    }
    const newTimes: number[] = [];
    const oldTimes: number[] = [];
    let answer = '';
    let oldRows = 0;
    for (let run = 0; run < FUNNEL_RUNS; run += 1) {
      const funnel = await ask<unknown>(miniflare, '/funnel');
      newTimes.push(funnel.ms);
      answer = JSON.stringify(funnel.value);
      const old = await ask<unknown[]>(miniflare, '/rows');
      oldTimes.push(old.ms);
      oldRows = old.value.length;
    }
    const report = `# The visit counts (${new Date().toISOString().slice(0, 10)})

Local D1 (Miniflare's workerd, in memory); the times include the call from Node into workerd
and the JSON answer's parsing.

## Rows written per thousand page views

${SAMPLE_VIEWS.toLocaleString('en')} page views of one day, one batch each, through countVisitEvents (both tables):

| | rows written per 1,000 views | rows in the table after ${SAMPLE_VIEWS.toLocaleString('en')} |
|---|---|---|
| the label spread below | ${perThousand(honest.written)} | ${honest.rows} |
| one client, a new campaign each batch (view, panel, phone) | ${perThousand(forged.written)} | ${forged.rows} |

## The funnel over a year of counts

${DAYS} days of ${VIEWS_PER_DAY.toLocaleString('en')} page views (${yearRows.toLocaleString('en')} rows).
Median of ${FUNNEL_RUNS} runs:

| | ms | rows or bytes answered |
|---|---|---|
| readFunnel (SQL sums, ${FUNNEL_ROWS} rows a grouping; the twelve weeks and the twelve before, by channel, page, country and device) | ${median(newTimes).toFixed(0)} | ${answer.length.toLocaleString('en')} bytes of JSON |
| every row of the twelve weeks, as before | ${median(oldTimes).toFixed(0)} | ${oldRows.toLocaleString('en')} rows |
`;
    console.log(report);
    console.log(`Wrote ${writeResult('visits.md', report)}`);
  } finally {
    await dispose();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
