/**
 * `npm run quotes`: the quote inbox (QUOTES_FILE, default data/quotes.jsonl), newest first,
 * as a table for a terminal.
 */
import { runIfEntryPoint } from '@/server/entry-point';
import { quotesFileFromEnv, readQuotes, spoolFileFor, type StoredQuote } from '@/server/inbox';

interface Column {
  title: string;
  width: number;
  value: (quote: StoredQuote) => string;
}

const columns: Column[] = [
  { title: 'Received at', width: 16, value: (quote) => formatTime(quote.receivedAt) },
  { title: 'Name', width: 18, value: (quote) => quote.name },
  { title: 'Mobile', width: 14, value: (quote) => quote.mobile },
  { title: 'Email', width: 28, value: (quote) => quote.email },
  { title: 'Service', width: 23, value: (quote) => quote.service },
  { title: 'Budget', width: 13, value: (quote) => quote.budget },
  { title: 'Page', width: 40, value: (quote) => quote.pageurl },
];

/** Local time to the minute, the way a person reads an inbox. */
function formatTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/**
 * What a visitor typed, made safe for a terminal: whitespace runs become one space (a comment
 * with a newline must not break the table), and every other control character (C0, DEL, C1:
 * ESC starts the sequences that recolour, move the cursor or retitle the window) and every
 * bidirectional override becomes a visible U+FFFD.
 */
export function printable(text: unknown): string {
  return String(text ?? '')
    .replace(/\s+/g, ' ')
    .replace(/[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g, '\uFFFD');
}

/** One line per cell, cut to its width. */
function fit(text: unknown, width: number): string {
  const flat = printable(text);
  return flat.length > width ? `${flat.slice(0, width - 1)}…` : flat.padEnd(width);
}

function row(cells: string[]): string {
  return cells.join('  ').trimEnd();
}

export function renderTable(quotes: StoredQuote[]): string {
  const header = row(columns.map((column) => fit(column.title, column.width)));
  const rule = row(columns.map((column) => '-'.repeat(column.width)));
  const lines = quotes.map((quote) =>
    row(columns.map((column) => fit(column.value(quote), column.width))),
  );
  return [header, rule, ...lines].join('\n');
}

export function newestFirst(quotes: StoredQuote[]): StoredQuote[] {
  // ISO times in UTC sort as text; the file order breaks ties (later line, later quote).
  return quotes
    .map((quote, order) => ({ quote, order }))
    .sort((a, b) => b.quote.receivedAt.localeCompare(a.quote.receivedAt) || b.order - a.order)
    .map(({ quote }) => quote);
}

async function main(): Promise<void> {
  const file = quotesFileFromEnv();
  const { quotes, skipped } = await readQuotes(file);
  const skippedNote =
    skipped > 0 ? ` (${skipped} unreadable line${skipped === 1 ? '' : 's'} skipped)` : '';
  if (quotes.length === 0) {
    console.log(`No quotes yet (${printable(file)})${skippedNote}`);
  } else {
    console.log(renderTable(newestFirst(quotes)));
    console.log(
      `\n${quotes.length} quote${quotes.length === 1 ? '' : 's'} in ${printable(file)}${skippedNote}`,
    );
  }
  const spool = spoolFileFor(file);
  const spooled = (await readQuotes(spool)).quotes.length;
  if (spooled > 0) {
    console.log(
      `\n${spooled} quote${spooled === 1 ? '' : 's'} the inbox could not take ${spooled === 1 ? 'is' : 'are'} in ${printable(spool)}: ` +
        'append them to the inbox (skipping any idempotencyKey it already has) and delete the spool.',
    );
  }
}

runIfEntryPoint(import.meta.url, main);
