// Quotes D1 refused, held in KV (docs/decisions.md says why) until the cron moves them into D1;
// only then are they notified.
import type { Env } from '@/worker/env';
import { errorText } from '@/worker/log-text';
import { notifyQuote } from '@/worker/notify/notify';
import type { NewQuote, QuoteFallback } from '@/worker/quotes/ports';
import { HELD_PENDING_KEY, HELD_QUOTE_PREFIX, type HeldQuoteMetadata } from './held-quote-keys';
import { insertLeadUnlessErased, type MoveOutcome } from './leads';
import { retentionCutoff } from './retention';

export { HELD_QUOTE_PREFIX };

export function kvQuoteFallback(kv: KVNamespace): QuoteFallback {
  return {
    async hold(quote) {
      const metadata: HeldQuoteMetadata = {
        receivedAt: quote.receivedAt,
        email: quote.email.toLowerCase(),
      };
      // The marker first: a failed write leaves at worst a marker with nothing to move, never a
      // quote no run looks for. It holds the hold's time, which KV_PROPAGATION_MS is measured from.
      await kv.put(HELD_PENDING_KEY, new Date().toISOString());
      await kv.put(`${HELD_QUOTE_PREFIX}${quote.id}`, JSON.stringify(quote), { metadata });
    },
  };
}

/** KV shows a write everywhere within 60 s; the hold writes its quote just after its marker. */
const KV_PROPAGATION_MS = 120_000;

/**
 * The run at minute 0 lists even without the marker, for a quote whose marker went (read stale,
 * or deleted before the listing showed it): 24 of the free plan's 1,000 listings a day.
 */
export const SWEEP_EVERY_MINUTES = 60;

export function isSweepRun(scheduledTime: number): boolean {
  return Math.floor(scheduledTime / 60_000) % SWEEP_EVERY_MINUTES === 0;
}

/**
 * Moves the held quotes into D1, deleting the expired and the erased. The insert skips a quote
 * already stored, so a run stopped before the delete, or two at once, leave one row.
 */
export async function moveHeldQuotes(
  env: Env,
  now = Date.now(),
): Promise<{ moved: number; expired: number; erased: number }> {
  const kv = env.QUOTE_FALLBACK;
  // The marker goes before the listing, so a hold meanwhile sets it again; and only once the last
  // hold is older than KV's propagation, so that the listing shows it.
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
    if (d1Down) continue;
    const quote = await kv.get<NewQuote>(key.name, 'json');
    // Gone since the listing: another run moved it, or it was erased.
    if (!quote) continue;
    let outcome: MoveOutcome;
    try {
      outcome = await insertLeadUnlessErased(env.DB, quote);
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
  if (d1Down) await kv.put(HELD_PENDING_KEY, new Date(now).toISOString());
  return { moved, expired, erased };
}

async function* heldKeys(kv: KVNamespace) {
  let cursor: string | undefined;
  do {
    const page = await kv.list<HeldQuoteMetadata>({ prefix: HELD_QUOTE_PREFIX, cursor });
    yield* page.keys;
    cursor = page.list_complete ? undefined : page.cursor;
  } while (cursor);
}
