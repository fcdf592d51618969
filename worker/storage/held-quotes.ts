// Quotes D1 refused, kept in Workers KV until D1 takes them (docs/decisions.md says why KV). The
// endpoint answers such a quote 201 as any other; the cron moves it into D1, and only then is it
// notified, by the same claim as every stored lead.
import type { NewQuote, QuoteFallback } from '@/worker/quotes/ports';
import { errorText } from '@/worker/log-text';
import { INSERT_COLUMNS, INSERT_PLACEHOLDERS, insertValues } from './columns';
import { retryTransientD1 } from './d1-retry';
import {
  erasedAddressHash,
  HELD_PENDING_KEY,
  HELD_QUOTE_PREFIX,
  type HeldQuoteMetadata,
} from './held-quote-keys';
import type { Env } from '../env';
import { notifyQuote } from '../notify/notify';
import { retentionCutoff } from './retention';

export { HELD_QUOTE_PREFIX };

export function kvQuoteFallback(kv: KVNamespace): QuoteFallback {
  return {
    async hold(quote) {
      const metadata: HeldQuoteMetadata = {
        receivedAt: quote.receivedAt,
        email: quote.email.toLowerCase(),
      };
      // The marker first: a quote is in KV only once its marker is, so that a failed write leaves
      // at worst a marker with nothing to move (one listing), never a quote no run looks for. Its
      // time is the hold's, not the quote's: a run deletes the marker only once that time is
      // older than KV's propagation, and the quote is written just after it.
      await kv.put(HELD_PENDING_KEY, new Date().toISOString());
      await kv.put(`${HELD_QUOTE_PREFIX}${quote.id}`, JSON.stringify(quote), { metadata });
    },
  };
}

/** KV shows a write everywhere within 60 s; the hold writes its quote just after its marker. */
const KV_PROPAGATION_MS = 120_000;

/**
 * One run an hour (the one at minute 0, UTC) lists the held quotes even without the marker, so
 * that a quote whose marker is gone is moved, or expired, all the same: one held before the
 * marker came first, or one whose marker a run deleted after reading it stale (KV may show a
 * location an older value for a minute, or more) or after a listing that did not show it yet.
 * 24 listings a day, of the free plan's 1,000; the other runs read the marker only.
 */
export const SWEEP_EVERY_MINUTES = 60;

export function isSweepRun(scheduledTime: number): boolean {
  return Math.floor(scheduledTime / 60_000) % SWEEP_EVERY_MINUTES === 0;
}

/**
 * Moves every held quote into D1, then deletes it from KV; a quote older than the retention is
 * deleted without being moved, and so is one whose address was erased since it was received.
 * The insert is D1's own: a quote already in D1 by its id or its idempotency key is not inserted
 * again, so a run that stopped between the insert and the delete, or two runs at once, leave one
 * row. The notification's claim (worker/notify/notify.ts) makes sure it is told once. After the
 * first quote D1 refuses (it is still down), the rest wait for the next run; the expired ones are
 * deleted all the same.
 */
export async function moveHeldQuotes(
  env: Env,
  now = Date.now(),
): Promise<{ moved: number; expired: number; erased: number }> {
  const kv = env.QUOTE_FALLBACK;
  // One read a run; the listing only when a quote was held, or once an hour. The marker goes
  // before the listing, so a quote held while this run lists sets it again for the next run; and
  // only once the last hold is older than KV's propagation, so that the listing shows it.
  const pending = await kv.get(HELD_PENDING_KEY);
  if (pending === null && !isSweepRun(now)) return { moved: 0, expired: 0, erased: 0 };
  if (pending !== null && !(Date.parse(pending) > now - KV_PROPAGATION_MS)) {
    await kv.delete(HELD_PENDING_KEY);
  }
  const cutoff = retentionCutoff(env, new Date(now));
  let moved = 0;
  let expired = 0;
  let erased = 0;
  let d1Down = false;
  for await (const key of heldKeys(kv)) {
    if ((key.metadata?.receivedAt ?? '') < cutoff) {
      await kv.delete(key.name);
      expired += 1;
      continue;
    }
    // The retention goes on through the listing; the moves wait for D1.
    if (d1Down) continue;
    const quote = await kv.get<NewQuote>(key.name, 'json');
    // Gone since the listing: another run moved it, or it was erased.
    if (!quote) continue;
    let outcome: MoveOutcome;
    try {
      outcome = await insertUnlessErased(env.DB, quote);
    } catch (error) {
      console.error(`[held quotes] D1 refused quote ${quote.id}: ${errorText(error)}`);
      d1Down = true;
      continue;
    }
    await kv.delete(key.name);
    if (outcome === 'erased') {
      console.log(`[held quotes] quote ${quote.id} deleted, not moved: its address was erased`);
      erased += 1;
      continue;
    }
    moved += 1;
    if (outcome === 'new' && quote.spam === null) await notifyQuote(env, quote.id);
  }
  // Quotes D1 still refuses wait for the next run.
  if (d1Down) await kv.put(HELD_PENDING_KEY, new Date(now).toISOString());
  return { moved, expired, erased };
}

type MoveOutcome = 'new' | 'repeated' | 'erased';

/**
 * The move's insert, which no erasure can be undone by. Without it: a run reads a quote from KV,
 * the erasure deletes the person's rows from D1 and their quotes from KV, then the run inserts
 * the quote it read. So the erasure first records the address (erased_addresses, in D1), then
 * deletes; and this insert is one statement that inserts only while no erasure of the address
 * dated at or after the quote's receipt is recorded. D1 runs one statement at a time against one
 * primary database, and each sees every write committed before it (KV, eventually consistent,
 * could not decide this: a run elsewhere may read a deleted key for a minute). So either the
 * insert runs before the erasure's record, and the erasure's delete, after it, deletes the row;
 * or it runs after, sees the record, and inserts nothing: the quote is then deleted from KV,
 * where the erasure's own listing (eventually consistent too) may have missed it. A quote
 * received after the erasure is a new request, and is moved.
 */
async function insertUnlessErased(db: D1Database, quote: NewQuote): Promise<MoveOutcome> {
  const address = await erasedAddressHash(quote.email);
  const values = insertValues(quote);
  return retryTransientD1(async () => {
    // SQLite reads ON CONFLICT after INSERT ... SELECT as the upsert only when the SELECT has a
    // WHERE, which this one has.
    const inserted = await db
      .prepare(
        `INSERT INTO quotes (${INSERT_COLUMNS}) SELECT ${INSERT_PLACEHOLDERS}
         WHERE NOT EXISTS (${erasedSince(values.length + 1)})
         ON CONFLICT DO NOTHING
         RETURNING id`,
      )
      .bind(...values, address, quote.receivedAt)
      .first<{ id: string }>();
    if (inserted) return 'new';
    const found = await db
      .prepare(
        `SELECT EXISTS (${erasedSince(3)}) AS erased,
           (SELECT id FROM quotes WHERE idempotency_key = ?1 OR id = ?2) AS id`,
      )
      .bind(quote.idempotencyKey, quote.id, address, quote.receivedAt)
      .first<{ erased: number; id: string | null }>();
    if (found?.erased) return 'erased';
    if (!found?.id) throw new Error('The quote was neither stored nor found by its key');
    // Found by its own id, the quote was stored by an earlier try of this move: new.
    return found.id === quote.id ? 'new' : 'repeated';
  });
}

/** An erasure of the address (?n) recorded at or after the quote's receipt (?n+1). */
function erasedSince(n: number): string {
  return `SELECT 1 FROM erased_addresses WHERE address_hash = ?${n} AND erased_at >= ?${n + 1}`;
}

async function* heldKeys(kv: KVNamespace) {
  let cursor: string | undefined;
  do {
    const page = await kv.list<HeldQuoteMetadata>({ prefix: HELD_QUOTE_PREFIX, cursor });
    yield* page.keys;
    cursor = page.list_complete ? undefined : page.cursor;
  } while (cursor);
}
