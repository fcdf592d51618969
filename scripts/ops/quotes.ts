/**
 * `npm run quotes`: the stored quotes, newest first, from the local D1 of `npm start` or, with
 * `--remote`, from the production D1 (through wrangler). `--json` prints one object a line,
 * `--csv` a file for a CRM, `--summary` the leads of the last twelve weeks by week, service,
 * source and page; `--erase EMAIL` deletes that person's quotes.
 */
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import {
  erasedAddressHash,
  HELD_QUOTE_PREFIX,
  recordErasureSql,
  type HeldQuoteMetadata,
} from '@/worker/storage/held-quote-keys';
import { rowToQuote, type QuoteRow } from '@/worker/storage/rows';
import { runIfEntryPoint } from '../entry-point';
import {
  DATABASE,
  HELD_QUOTES_KV,
  stateDirFromEnv,
  WRANGLER_BIN,
  wranglerEnv,
} from '../local/local-worker';
import { printable } from './printable';
import { renderCsv } from '@/worker/inbox/lead-csv';
import { sourceLabel, summarize, summaryStart } from '@/worker/inbox/lead-summary';
import { renderSummary } from './quote-summary';

export { printable, renderCsv };

export type Quote = ReturnType<typeof rowToQuote>;

const USAGE = `Usage: npm run quotes -- [--remote] [--json | --csv | --summary | --erase EMAIL]
  (no option)    the quotes of the local D1 (npm start), newest first, as a table
  --remote       the production D1 instead (wrangler asks you to log in first)
  --json         one JSON object a line, with the visit's source, each channel's delivery and
                 the inbox's status
  --csv          CSV with a header line, for a CRM import (the inbox exports the same)
  --summary      leads per week for the last twelve weeks, by service, source and page
  --erase EMAIL  delete every quote sent with this e-mail address, in D1 and those held in
                 KV while D1 was down`;

/** Runs one SQL statement through wrangler and gives its rows. */
function query<Row>(sql: string, remote: boolean): Row[] {
  const where = remote ? ['--remote'] : ['--local', '--persist-to', stateDirFromEnv()];
  const result = spawnSync(
    process.execPath,
    [WRANGLER_BIN, 'd1', 'execute', DATABASE, ...where, '--json', '--command', sql],
    { encoding: 'utf8', env: wranglerEnv(), maxBuffer: 512 * 1024 * 1024 },
  );
  if (result.status !== 0) {
    throw new Error(`wrangler d1 execute failed:\n${result.stdout}${result.stderr}`.trim());
  }
  const [first] = JSON.parse(result.stdout) as { results: Row[] }[];
  return first?.results ?? [];
}

/** A text as an SQL string literal. */
export function sqlString(text: string): string {
  return `'${text.replace(/'/g, "''")}'`;
}

/** The stored quotes, newest first; with `since`, those received from then on. */
export function listQuotes(remote: boolean, since?: Date): Quote[] {
  const where = since ? `WHERE received_at >= ${sqlString(since.toISOString())} ` : '';
  const rows = query<QuoteRow>(
    `SELECT * FROM quotes ${where}ORDER BY received_at DESC, rowid DESC`,
    remote,
  );
  return rows.map(rowToQuote);
}

/**
 * Runs `wrangler kv key ...` on the KV namespace where the Worker holds the quotes D1 refused,
 * the local one of `npm start` (same persistence directory) or production's; gives its output.
 */
function kvKey(args: string[], remote: boolean): string {
  const where = remote ? ['--remote'] : ['--local', '--persist-to', stateDirFromEnv()];
  const result = spawnSync(
    process.execPath,
    [WRANGLER_BIN, 'kv', 'key', ...args, '--binding', HELD_QUOTES_KV, ...where],
    { encoding: 'utf8', env: wranglerEnv(), maxBuffer: 64 * 1024 * 1024 },
  );
  if (result.status !== 0) {
    throw new Error(`wrangler kv key ${args[0]} failed:\n${result.stdout}${result.stderr}`.trim());
  }
  return result.stdout;
}

/** The keys of the held quotes sent with `email`, found by their metadata. */
export function heldKeysOf(
  listing: { name: string; metadata?: Partial<HeldQuoteMetadata> | null }[],
  email: string,
): string[] {
  const wanted = email.toLowerCase();
  return listing
    .filter((key) => key.name.startsWith(HELD_QUOTE_PREFIX) && key.metadata?.email === wanted)
    .map((key) => key.name);
}

/**
 * Deletes that person's quotes from D1 and from KV, where a quote waits while D1 is down. Their
 * inbox history (status changes, notes) goes with them (migrations/0004_inbox.sql's trigger).
 * As the inbox's erasure (worker/inbox/store.ts), it first records the address's hash, so that
 * the Worker moves no quote held in KV and sent before now into D1 afterwards.
 */
export async function eraseQuotes(email: string, remote: boolean): Promise<number> {
  query(recordErasureSql(await erasedAddressHash(email)), remote);
  const sql = `DELETE FROM quotes WHERE email = ${sqlString(email)} COLLATE NOCASE RETURNING id`;
  const stored = query<{ id: string }>(sql, remote).length;
  const listing = JSON.parse(kvKey(['list', '--prefix', HELD_QUOTE_PREFIX], remote) || '[]');
  const held = heldKeysOf(listing, email);
  for (const key of held) kvKey(['delete', key], remote);
  return stored + held.length;
}

interface Column {
  title: string;
  width: number;
  value: (quote: Quote) => string;
}

const columns: Column[] = [
  { title: 'Received at', width: 16, value: (quote) => formatTime(quote.receivedAt) },
  { title: 'Name', width: 18, value: (quote) => quote.name },
  { title: 'Mobile', width: 14, value: (quote) => quote.mobile },
  { title: 'Email', width: 28, value: (quote) => quote.email },
  { title: 'Service', width: 23, value: (quote) => quote.service },
  { title: 'Budget', width: 13, value: (quote) => quote.budget },
  { title: 'Told', width: 7, value: (quote) => toldText(quote) },
  { title: 'Status', width: 9, value: (quote) => quote.status },
  { title: 'Source', width: 24, value: (quote) => (quote.source ? sourceLabel(quote.source) : '') },
  { title: 'Page', width: 40, value: (quote) => quote.pageurl },
];

/** Whether the sales team was told: yes, not yet, never (spam), or given up on a channel. */
export function toldText(quote: Quote): string {
  if (quote.spam) return 'spam';
  if (quote.notified) return 'yes';
  const gaveUp = Object.values(quote.undelivered).some(Boolean);
  return gaveUp ? 'gave up' : 'no';
}

function formatTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

function fit(text: unknown, width: number): string {
  const flat = printable(text);
  return flat.length > width ? `${flat.slice(0, width - 1)}…` : flat.padEnd(width);
}

export function renderTable(quotes: Quote[]): string {
  const row = (cells: string[]) => cells.join('  ').trimEnd();
  const header = row(columns.map((column) => fit(column.title, column.width)));
  const rule = row(columns.map((column) => '-'.repeat(column.width)));
  const lines = quotes.map((quote) =>
    row(columns.map((column) => fit(column.value(quote), column.width))),
  );
  return [header, rule, ...lines].join('\n');
}

async function main(argv: string[]): Promise<void> {
  const { values } = parseArgs({
    args: argv,
    options: {
      remote: { type: 'boolean', default: false },
      json: { type: 'boolean', default: false },
      csv: { type: 'boolean', default: false },
      summary: { type: 'boolean', default: false },
      erase: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) return console.log(USAGE);
  const remote = values.remote ?? false;
  if (values.erase !== undefined) {
    const email = values.erase.trim();
    if (!/^[^\s@]+@[^\s@]+$/.test(email))
      throw new Error(`Not an e-mail address: ${email}\n${USAGE}`);
    const count = await eraseQuotes(email, remote);
    console.log(`${count} quote${count === 1 ? '' : 's'} of ${email} deleted`);
    return;
  }
  if (values.summary) {
    const now = new Date();
    console.log(renderSummary(summarize(listQuotes(remote, summaryStart(now)), now)));
    return;
  }
  const quotes = listQuotes(remote);
  if (values.json) {
    for (const quote of quotes) process.stdout.write(`${JSON.stringify(quote)}\n`);
  } else if (values.csv) {
    process.stdout.write(renderCsv(quotes));
  } else if (quotes.length === 0) {
    console.log(`No quotes yet (${remote ? 'production' : stateDirFromEnv()})`);
  } else {
    console.log(renderTable(quotes));
    const where = remote ? 'production' : stateDirFromEnv();
    console.log(`\n${quotes.length} quote${quotes.length === 1 ? '' : 's'} in ${where}`);
    const undelivered = quotes.filter((quote) => toldText(quote) === 'gave up');
    if (undelivered.length > 0) {
      console.log(
        `${undelivered.length} lead${undelivered.length === 1 ? '' : 's'} not delivered on every ` +
          'channel ("gave up"): tell the sales team yourself; `--json` gives each one\'s notifyError',
      );
    }
  }
}

runIfEntryPoint(import.meta.url, () => main(process.argv.slice(2)));
