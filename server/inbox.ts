/**
 * The quote inbox: one JSON object per line (JSON Lines), appended durably and read back
 * tolerantly, so that a crash in the middle of a write costs at most that one quote.
 */
import { mkdir, open, readFile, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import type { QuotePayload } from '@/lib/quote/schema';

export const DEFAULT_QUOTES_FILE = 'data/quotes.jsonl';

/**
 * A stored quote: the server's id and received-at time, then the ten payload keys, then the
 * request's Idempotency-Key when it had one.
 */
export type StoredQuote = { id: string; receivedAt: string } & QuotePayload & {
    idempotencyKey?: string;
  };

export interface InboxContents {
  quotes: StoredQuote[];
  /** Lines that did not parse, such as a line torn by a crash. */
  skipped: number;
}

/** QUOTES_FILE, or data/quotes.jsonl. */
export function quotesFileFromEnv(env: NodeJS.ProcessEnv = process.env): string {
  return env.QUOTES_FILE?.trim() || DEFAULT_QUOTES_FILE;
}

/**
 * Where a quote goes when the inbox cannot take it (a full disk, no permission): a file
 * beside the inbox, data/quotes.jsonl giving data/quotes.spool.jsonl.
 */
export function spoolFileFor(file: string): string {
  return file.endsWith('.jsonl')
    ? `${file.slice(0, -'.jsonl'.length)}.spool.jsonl`
    : `${file}.spool.jsonl`;
}

/** What a line on stderr starts with when neither the inbox nor the spool took a quote. */
export const STDERR_SPOOL_PREFIX = 'UNSTORED QUOTE ';

/**
 * Keeps a quote the inbox refused: in the spool file if it can, else as one JSON line on
 * stderr after STDERR_SPOOL_PREFIX (grep for it in the server's log). Never rejects.
 */
export async function spoolQuote(file: string, record: StoredQuote): Promise<'spool' | 'stderr'> {
  try {
    await appendQuote(spoolFileFor(file), record);
    return 'spool';
  } catch {
    process.stderr.write(`${STDERR_SPOOL_PREFIX}${JSON.stringify(record)}\n`);
    return 'stderr';
  }
}

/**
 * Whether quotes can be appended to the file: creates its folder and the file when they are
 * missing. The error when not, null when it can.
 */
export async function checkWritable(file: string): Promise<NodeJS.ErrnoException | null> {
  try {
    await mkdir(path.dirname(file), { recursive: true });
    const handle = await open(file, 'a');
    await handle.close();
    return null;
  } catch (error) {
    return error as NodeJS.ErrnoException;
  }
}

/**
 * Every append of this process goes through one queue, so concurrent requests never
 * interleave their bytes and a later line never lands before an earlier one.
 */
let appendQueue: Promise<unknown> = Promise.resolve();

/** Appends one quote as one line; resolves once the line is on disk (fsync). */
export function appendQuote(file: string, record: StoredQuote): Promise<void> {
  const line = `${JSON.stringify(record)}\n`;
  const appended = appendQueue.then(() => appendLineDurably(file, line));
  // A failed append must reject for its caller only, not for every quote queued after it.
  appendQueue = appended.catch(() => undefined);
  return appended;
}

async function appendLineDurably(file: string, line: string): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  // 'a+': every write goes to the end (O_APPEND), and the last byte can still be read.
  const handle = await open(file, 'a+');
  try {
    const { size } = await handle.stat();
    const isNewFile = size === 0;
    // A torn last line (a crash mid-write) must not swallow this quote: end it first, in the
    // same write, so the torn line stays alone and the reader skips only it.
    const prefix = size > 0 && !(await endsWithNewline(handle, size)) ? '\n' : '';
    await writeFully(handle, Buffer.from(prefix + line, 'utf8'));
    await handle.sync();
    if (isNewFile) await syncDirectory(path.dirname(file));
  } finally {
    await handle.close();
  }
}

async function endsWithNewline(handle: FileHandle, size: number): Promise<boolean> {
  const lastByte = Buffer.alloc(1);
  await handle.read(lastByte, 0, 1, size - 1);
  return lastByte[0] === 0x0a;
}

/** One write call; a regular file takes it whole, the loop only guards the rare short write. */
async function writeFully(handle: FileHandle, bytes: Buffer): Promise<void> {
  let offset = 0;
  while (offset < bytes.length) {
    const { bytesWritten } = await handle.write(bytes, offset, bytes.length - offset);
    offset += bytesWritten;
  }
}

/** A new file is only durable once its directory entry is; not every platform can sync one. */
async function syncDirectory(directory: string): Promise<void> {
  try {
    const handle = await open(directory, 'r');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
  } catch {
    // Windows cannot open a directory for syncing; the file itself is synced already.
  }
}

/** Every quote in file order; a missing file is an empty inbox. */
export async function readQuotes(file: string): Promise<InboxContents> {
  const text = await readInbox(file);
  const quotes: StoredQuote[] = [];
  let skipped = 0;
  for (const line of text.split('\n')) {
    if (line.trim() === '') continue;
    const quote = parseStoredQuote(line);
    if (quote) quotes.push(quote);
    else skipped += 1;
  }
  return { quotes, skipped };
}

async function readInbox(file: string): Promise<string> {
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return '';
    throw error;
  }
}

/**
 * Only the server's own fields are checked: the payload rules may tighten later, and a
 * quote accepted under older rules must still be readable.
 */
function parseStoredQuote(line: string): StoredQuote | null {
  try {
    const value: unknown = JSON.parse(line);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
    const { id, receivedAt } = value as Record<string, unknown>;
    return typeof id === 'string' && typeof receivedAt === 'string' ? (value as StoredQuote) : null;
  } catch {
    return null;
  }
}
