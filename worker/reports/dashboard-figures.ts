// The dashboard's figures, read once for the inbox (its dashboard, /api/leads/summary and
// /api/leads/funnel) and for `npm run quotes -- --summary`, each passing its own databases: the
// Worker its bindings, the CLI wrangler's (scripts/ops/wrangler-d1.ts).
import {
  buildFunnel,
  type Funnel,
  FUNNEL_ROWS,
  type FunnelQuote,
  inPeriod,
  landingPath,
  leadChannel,
  leadSourceLabel,
} from '@/worker/lead-logic/funnel';
import {
  DEFAULT_PERIOD,
  type FunnelPeriod,
  presetPeriod,
  previousPeriod,
  seriesStep,
} from '@/worker/lead-logic/funnel-period';
import { summarize, type Summary, summaryStart } from '@/worker/lead-logic/lead-summary';
import { findLeads } from '@/worker/storage/leads';
import type { StoredLead } from '@/worker/storage/rows';
import type { SqlDatabase } from '@/worker/storage/sql-database';
import { visitTotals } from '@/worker/storage/visit-counts';

/** The leads of the summary's twelve weeks, newest first. */
function summaryLeads(db: SqlDatabase, now: Date): Promise<StoredLead[]> {
  return findLeads(db, { since: summaryStart(now).toISOString() });
}

export async function dashboardSummary(db: SqlDatabase, now: Date): Promise<Summary> {
  return summarize(await summaryLeads(db, now), now);
}

/** The leads from the first day of the period before `period` on, newest first. */
function funnelLeads(db: SqlDatabase, period: FunnelPeriod): Promise<StoredLead[]> {
  return findLeads(db, { since: `${previousPeriod(period).since}T00:00:00.000Z` });
}

/**
 * The summary (always the last twelve weeks) and the funnel of `period` against the one before,
 * from one read of the leads.
 */
export async function dashboardFigures(
  db: SqlDatabase,
  visits: SqlDatabase,
  now: Date,
  period: FunnelPeriod = presetPeriod(DEFAULT_PERIOD, now),
): Promise<{ summary: Summary; funnel: Funnel }> {
  const since = [summaryStart(now).toISOString(), `${previousPeriod(period).since}T00:00:00.000Z`];
  const leads = await findLeads(db, { since: since.sort()[0] });
  return { summary: summarize(leads, now), funnel: await readFunnel(visits, leads, period, now) };
}

/**
 * The funnel of any period beside the one before it of the same length: what the dashboard, the
 * API, the CLI and a digest read alike.
 */
export async function funnelOfPeriod(
  db: SqlDatabase,
  visits: SqlDatabase,
  period: FunnelPeriod,
  now: Date,
): Promise<Funnel> {
  return readFunnel(visits, await funnelLeads(db, period), period, now);
}

/**
 * The counts summed by the visits' database, beside the leads already read: the period's rows
 * ranked (the leads' own kept), then the period before summed under the same rows.
 */
export async function readFunnel(
  visits: SqlDatabase,
  quotes: readonly FunnelQuote[],
  period: FunnelPeriod,
  now: Date,
): Promise<Funnel> {
  const before = previousPeriod(period);
  const counted = inPeriod(quotes, period, now);
  const step = seriesStep(period) === 'day' ? 1 : 7;
  const counts = await visitTotals(visits, {
    since: period.since,
    until: period.until,
    rows: FUNNEL_ROWS,
    keepSources: unique(counted.map((quote) => [leadChannel(quote), leadSourceLabel(quote)])),
    keepPaths: [...new Set(counted.map(landingPath))],
    step,
  });
  const previousCounts = await visitTotals(visits, {
    since: before.since,
    until: before.until,
    rows: 0,
    keepSources: unique(counts.bySource.map((row) => [row.channel, row.label])),
    keepPaths: [
      ...new Set([...counts.byPath.map((row) => row.label), ...counted.map(landingPath)]),
    ],
    step,
  });
  return buildFunnel({ period, previousPeriod: before, counts, previousCounts, quotes, now });
}

function unique(pairs: [string, string][]): [string, string][] {
  return [...new Map(pairs.map((pair) => [pair.join('\n'), pair])).values()];
}
