// The dashboard's figures, read once for the inbox (its dashboard, /api/leads/summary and
// /api/leads/funnel) and for `npm run quotes -- --summary`, each passing its own databases: the
// Worker its bindings, the CLI wrangler's (scripts/ops/wrangler-d1.ts).
import {
  buildFunnel,
  type Funnel,
  FUNNEL_ROWS,
  type FunnelQuote,
  funnelSince,
  inPeriod,
  landingPath,
  leadSourceLabel,
} from '@/worker/lead-logic/funnel';
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

/** The summary and the funnel from one read of the twelve weeks' leads; the counts summed by D1. */
export async function dashboardFigures(
  db: SqlDatabase,
  visits: SqlDatabase,
  now: Date,
): Promise<{ summary: Summary; funnel: Funnel }> {
  const leads = await summaryLeads(db, now);
  return { summary: summarize(leads, now), funnel: await readFunnel(visits, leads, now) };
}

/** The counts summed by the visits' database, beside the leads already read. */
export async function readFunnel(
  visits: SqlDatabase,
  quotes: readonly FunnelQuote[],
  now: Date,
): Promise<Funnel> {
  const counted = inPeriod(quotes, now);
  const totals = await visitTotals(visits, {
    since: funnelSince(now),
    until: now.toISOString().slice(0, 10),
    rows: FUNNEL_ROWS,
    keepSources: [...new Set(counted.map(leadSourceLabel))],
    keepPaths: [...new Set(counted.map(landingPath))],
  });
  return buildFunnel(totals, counted, now);
}
