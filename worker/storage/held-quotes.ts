// Quotes D1 refused, kept in Workers KV until D1 takes them (docs/decisions.md says why KV). The
// endpoint answers such a quote 201 as any other; the cron moves it into D1, and only then is it
// notified, by the same claim as every stored lead.
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
  // Quotes D1 still refuses wait for the next run.
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
