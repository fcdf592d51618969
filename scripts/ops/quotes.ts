// `npm run quotes [--remote] [--json | --csv | --summary | --erase EMAIL]`: the local D1 of
// `npm start`, or production's through wrangler.
import os from 'node:os';
import { parseArgs } from 'node:util';
import { LEAD_LABELS as label } from '@/lib/quote/fields';
import { sourceLabel } from '@/lib/quote/lead-source';
import { runIfEntryPoint } from '@/scripts/entry-point';
import { stateDirFromEnv, VISITS_DATABASE } from '@/scripts/local/local-worker';
import { errorText } from '@/worker/http/log-text';
import { renderCsv } from '@/worker/inbox/lead-csv';
import { chatBody } from '@/worker/notify/lead-message';
import {
  deliveryTargetProblem,
  setting,
  settingsFrom,
  type WorkerSettings,
} from '@/worker/settings';
import type { StoredLead } from '@/worker/storage/rows';
import { printable } from './printable';
import {
  csvText,
  digestMessage,
  eraseText,
  erasureAddress,
  jsonLines,
  listQuotes,
  summaryText,
} from './quote-commands';
import { sqlString, wranglerD1, wranglerKv } from './wrangler-d1';

export { printable, renderCsv, sqlString };

const USAGE = `Usage: npm run quotes -- [--remote] [--json | --csv | --summary [PERIOD] | --digest [--send] | --erase EMAIL]
  (no option)    the quotes of the local D1 (npm start), newest first, as a table
  --remote       the production D1 instead (wrangler asks you to log in first)
  --json         one JSON object a line, with the visit's source, each channel's delivery, the
                 inbox's status and the lead's history (status changes and notes)
  --csv          CSV with a header line, for a CRM import (the inbox exports the same)
  --summary      leads per week for the last twelve weeks, by service, source and page, and
                 the funnel from the visits counted to the leads won, beside the period
                 before of the same length; PERIOD: --period 7d, 30d or 12w (the default), or
                 --from YYYY-MM-DD --to YYYY-MM-DD (UTC, at most 400 days)
  --digest       the owner's Monday digest of the week just ended, as the cron sends it
                 (settings from the environment: DEAL_CURRENCY, INBOX_HOST, DIGEST_TIME_ZONE)
  --send         with --digest: post it now to the sales chat (LEAD_WEBHOOK_URL in the
                 environment); e-mail goes out from the Worker alone
  --erase EMAIL  delete every quote sent with this e-mail address, in D1 and those held in
                 KV while D1 was down`;

/** Who an erasure from the command line is recorded as, in the inbox's history of erasures. */
export function cliActor(): string {
  let user = '';
  try {
    user = os.userInfo().username;
  } catch {
    // No passwd entry (a container's arbitrary uid): nobody to name.
  }
  return `cli:${user || 'unknown'}`;
}

interface Column {
  title: string;
  width: number;
  value: (quote: StoredLead) => string;
}

const columns: Column[] = [
  { title: label.receivedAt, width: 16, value: (quote) => formatTime(quote.receivedAt) },
  { title: label.name, width: 18, value: (quote) => quote.name },
  { title: label.mobile, width: 14, value: (quote) => quote.mobile },
  { title: label.email, width: 28, value: (quote) => quote.email },
  { title: label.service, width: 23, value: (quote) => quote.service },
  { title: label.budget, width: 13, value: (quote) => quote.budget },
  { title: 'Told', width: 7, value: (quote) => toldText(quote) },
  { title: label.status, width: 9, value: (quote) => quote.status },
  { title: 'Source', width: 24, value: (quote) => (quote.source ? sourceLabel(quote.source) : '') },
  { title: label.pageurl, width: 40, value: (quote) => quote.pageurl },
];

/** Whether the sales team was told: yes, not yet, never (spam), or given up on a channel. */
export function toldText(quote: StoredLead): string {
  if (quote.spam) return 'spam';
  if (quote.notified) return 'yes';
  const gaveUp = Object.values(quote.deliveries).some((delivery) => delivery.state === 'gave up');
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

export function renderTable(quotes: StoredLead[]): string {
  const row = (cells: string[]) => cells.join('  ').trimEnd();
  const header = row(columns.map((column) => fit(column.title, column.width)));
  const rule = row(columns.map((column) => '-'.repeat(column.width)));
  const lines = quotes.map((quote) =>
    row(columns.map((column) => fit(column.value(quote), column.width))),
  );
  return [header, rule, ...lines].join('\n');
}

/**
 * The chat's webhook as the Worker posts to it. The Worker's e-mail binding exists only in the
 * Worker, so the CLI sends to the chat alone.
 */
export async function postToChat(
  env: WorkerSettings,
  message: { subject: string; text: string },
): Promise<string> {
  const url = setting(env, 'LEAD_WEBHOOK_URL');
  if (!url) {
    throw new Error(
      '--send posts to the sales chat: set LEAD_WEBHOOK_URL in the environment, as the Worker ' +
        'has it. An e-mail digest (DIGEST_EMAIL_TO) goes out from the Worker, on Mondays.',
    );
  }
  const problem = deliveryTargetProblem('LEAD_WEBHOOK_URL', url);
  if (problem) throw new Error(problem);
  // As the Worker posts: no redirect followed, and never the URL in a message (its path is the
  // webhook's token), not even a network error's.
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: chatBody(`${message.subject}\n${message.text}`),
      redirect: 'manual',
      signal: AbortSignal.timeout(10_000),
    });
  } catch (error) {
    throw new Error(`The sales chat could not be reached (${errorText(error)}): not sent`);
  }
  if (!response.ok) throw new Error(`The sales chat answered ${response.status}: not sent`);
  return 'Sent to the sales chat (LEAD_WEBHOOK_URL).';
}

async function main(argv: string[]): Promise<void> {
  const { values } = parseArgs({
    args: argv,
    options: {
      remote: { type: 'boolean', default: false },
      json: { type: 'boolean', default: false },
      csv: { type: 'boolean', default: false },
      summary: { type: 'boolean', default: false },
      period: { type: 'string' },
      from: { type: 'string' },
      to: { type: 'string' },
      erase: { type: 'string' },
      digest: { type: 'boolean', default: false },
      send: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) return console.log(USAGE);
  const remote = values.remote ?? false;
  const db = wranglerD1({ remote });
  if (values.erase !== undefined) {
    const address = erasureAddress(values.erase);
    if (!address) throw new Error(`Not an e-mail address: ${values.erase.trim()}\n${USAGE}`);
    const stores = { DB: db, QUOTE_FALLBACK: wranglerKv({ remote }) };
    const change = { actor: cliActor(), at: new Date().toISOString(), key: null };
    console.log(await eraseText(stores, address, change));
    return;
  }
  if (values.send && !values.digest) throw new Error(`--send goes with --digest\n${USAGE}`);
  if (values.digest) {
    const visits = wranglerD1({ remote, database: VISITS_DATABASE });
    const settings = settingsFrom(process.env);
    const message = await digestMessage(db, visits, settings, new Date());
    console.log(`${message.subject}\n\n${message.text}`);
    if (values.send) console.log(`\n${await postToChat(settings, message)}`);
    return;
  }
  if (values.summary) {
    const visits = wranglerD1({ remote, database: VISITS_DATABASE });
    const query = { period: values.period, from: values.from, to: values.to };
    return console.log(await summaryText(db, visits, new Date(), query));
  }
  if (values.json) return void process.stdout.write(await jsonLines(db));
  if (values.csv) return void process.stdout.write(await csvText(db));
  const quotes = await listQuotes(db);
  if (quotes.length === 0) {
    console.log(`No quotes yet (${remote ? 'production' : stateDirFromEnv()})`);
  } else {
    console.log(renderTable(quotes));
    const where = remote ? 'production' : stateDirFromEnv();
    console.log(`\n${quotes.length} quote${quotes.length === 1 ? '' : 's'} in ${where}`);
    const undelivered = quotes.filter((quote) => toldText(quote) === 'gave up');
    if (undelivered.length > 0) {
      console.log(
        `${undelivered.length} lead${undelivered.length === 1 ? '' : 's'} not delivered on every ` +
          'channel ("gave up"): tell the sales team yourself; `--json` gives why, in each one\'s ' +
          'deliveries',
      );
    }
  }
}

runIfEntryPoint(import.meta.url, () => main(process.argv.slice(2)));
