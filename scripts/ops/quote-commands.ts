// What each `npm run quotes` command does, over any D1 and KV the leads' repository can use:
// wrangler's in the command (wrangler-d1.ts), workerd's in its tests. No Node-only import here,
// so the tests run these in the Worker's test pool, against a D1 made by the migrations.
import { renderCsv } from '@/worker/inbox/lead-csv';
import { lastWeek } from '@/worker/lead-logic/digest-schedule';
import { type PeriodQuery, readPeriod } from '@/worker/lead-logic/funnel-period';
import { digestSubject, digestText } from '@/worker/notify/digest-message';
import { dashboardFigures } from '@/worker/reports/dashboard-figures';
import { digestSettings, weekDigestFigures } from '@/worker/reports/digest-figures';
import { digestTimeZone, type WorkerSettings } from '@/worker/settings';
import type { HeldQuotesKv } from '@/worker/storage/held-quote-keys';
import {
  type Change,
  eraseLeads,
  findLeads,
  type HistoryEntry,
  leadHistories,
} from '@/worker/storage/leads';
import type { StoredLead } from '@/worker/storage/rows';
import type { SqlDatabase } from '@/worker/storage/sql-database';
import { renderFunnel } from './funnel-summary';
import { renderSummary } from './lead-summary';

/** The stored quotes, newest first; with `since`, those received from then on. */
export async function listQuotes(db: SqlDatabase, since?: Date): Promise<StoredLead[]> {
  return findLeads(db, { since: since?.toISOString() });
}

/** `--json`: each lead with its history, as the inbox's lead page shows it, one JSON a line. */
export async function jsonLines(db: SqlDatabase): Promise<string> {
  const [quotes, histories] = await Promise.all([findLeads(db), leadHistories(db)]);
  const withHistory: (StoredLead & { history: HistoryEntry[] })[] = quotes.map((quote) => ({
    ...quote,
    history: histories.get(quote.id) ?? [],
  }));
  return withHistory.map((quote) => `${JSON.stringify(quote)}\n`).join('');
}

/** `--csv`: for a CRM import, as the inbox exports it. */
export async function csvText(db: SqlDatabase): Promise<string> {
  return renderCsv(await listQuotes(db));
}

/**
 * `--summary [--period 7d | --from DAY --to DAY]`: the leads of the last twelve weeks, then the
 * funnel from visit to won deal of the period against the one before (the visits from their own
 * database). A period that cannot be had throws its reason.
 */
export async function summaryText(
  db: SqlDatabase,
  visits: SqlDatabase,
  now: Date,
  query: PeriodQuery = {},
): Promise<string> {
  const period = readPeriod(query, now);
  if ('error' in period) throw new Error(period.error);
  const { summary, funnel } = await dashboardFigures(db, visits, now, period);
  return `${renderSummary(summary)}\n\n${renderFunnel(funnel)}`;
}

/**
 * `--digest`: the owner's Monday digest of the week just ended in DIGEST_TIME_ZONE, as the cron
 * sends it, with the settings `env` gives (the Worker's names: DEAL_CURRENCY, INBOX_HOST...).
 */
export async function digestMessage(
  db: SqlDatabase,
  visits: SqlDatabase,
  env: WorkerSettings,
  now: Date,
): Promise<{ subject: string; text: string }> {
  const week = lastWeek(now, digestTimeZone(env));
  const figures = await weekDigestFigures({ db, visits }, week, digestSettings(env, now.getTime()));
  return { subject: digestSubject(figures), text: digestText(figures) };
}

/** The address to erase, trimmed; null for text that is not one. */
export function erasureAddress(text: string): string | null {
  const address = text.trim();
  return /^[^\s@]+@[^\s@]+$/.test(address) ? address : null;
}

/**
 * `--erase EMAIL`: the inbox's own eraseLeads, so the command erases (in D1 and in KV) and
 * records an erasure the same way. Gives the line it prints.
 */
export async function eraseText(
  stores: { DB: SqlDatabase; QUOTE_FALLBACK: HeldQuotesKv },
  email: string,
  change: Change,
): Promise<string> {
  const address = erasureAddress(email);
  if (!address) throw new Error(`Not an e-mail address: ${email.trim()}`);
  const count = await eraseLeads(stores, address, change);
  return `${count} quote${count === 1 ? '' : 's'} of ${address} deleted`;
}
