// What each `npm run quotes` command does, over any D1 and KV the leads' repository can use:
// wrangler's in the command (wrangler-d1.ts), workerd's in its tests. No Node-only import here,
// so the tests run these in the Worker's test pool, against a D1 made by the migrations.
import { readFunnel } from '@/worker/inbox/funnel';
import { renderCsv } from '@/worker/inbox/lead-csv';
import { summarize, summaryStart } from '@/worker/inbox/lead-summary';
import {
  type Change,
  eraseLeads,
  findLeads,
  type HeldQuotesKv,
  type HistoryEntry,
  leadHistories,
  type LeadsDatabase,
} from '@/worker/storage/leads';
import type { StoredLead } from '@/worker/storage/rows';
import type { VisitsDatabase } from '@/worker/storage/visit-counts';
import { renderFunnel } from './funnel-summary';
import { renderSummary } from './quote-summary';

/** The stored quotes, newest first; with `since`, those received from then on. */
export async function listQuotes(db: LeadsDatabase, since?: Date): Promise<StoredLead[]> {
  return findLeads(db, { since: since?.toISOString() });
}

/** `--json`: each lead with its history, as the inbox's lead page shows it, one JSON a line. */
export async function jsonLines(db: LeadsDatabase): Promise<string> {
  const [quotes, histories] = await Promise.all([findLeads(db), leadHistories(db)]);
  const withHistory: (StoredLead & { history: HistoryEntry[] })[] = quotes.map((quote) => ({
    ...quote,
    history: histories.get(quote.id) ?? [],
  }));
  return withHistory.map((quote) => `${JSON.stringify(quote)}\n`).join('');
}

/** `--csv`: for a CRM import, as the inbox exports it. */
export async function csvText(db: LeadsDatabase): Promise<string> {
  return renderCsv(await listQuotes(db));
}

/**
 * `--summary`: the leads of the last twelve weeks, then the funnel from visit to won deal (the
 * visits from their own database).
 */
export async function summaryText(
  db: LeadsDatabase,
  visits: VisitsDatabase,
  now: Date,
): Promise<string> {
  const quotes = await listQuotes(db, summaryStart(now));
  const funnel = await readFunnel(visits, quotes, now);
  return `${renderSummary(summarize(quotes, now))}\n\n${renderFunnel(funnel)}`;
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
  stores: { DB: LeadsDatabase; QUOTE_FALLBACK: HeldQuotesKv },
  email: string,
  change: Change,
): Promise<string> {
  const address = erasureAddress(email);
  if (!address) throw new Error(`Not an e-mail address: ${email.trim()}`);
  const count = await eraseLeads(stores, address, change);
  return `${count} quote${count === 1 ? '' : 's'} of ${address} deleted`;
}
