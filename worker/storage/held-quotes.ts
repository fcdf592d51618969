// Quotes D1 refused, kept in Workers KV until D1 takes them (docs/decisions.md says why KV). The
// endpoint answers such a quote 201 as any other; the cron moves it into D1, and only then is it
// notified, by the same claim as every stored lead.
import type { NewQuote, QuoteFallback } from '@/worker/quotes/ports';
import { errorText } from '@/worker/log-text';
import { d1QuoteStore } from './d1-store';
import { HELD_PENDING_KEY, HELD_QUOTE_PREFIX, type HeldQuoteMetadata } from './held-quote-keys';
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
      await kv.put(`${HELD_QUOTE_PREFIX}${quote.id}`, JSON.stringify(quote), { metadata });
      await kv.put(HELD_PENDING_KEY, quote.receivedAt);
    },
  };
}

/**
 * Moves every held quote into D1, then deletes it from KV; a quote older than the retention is
 * deleted without being moved. The insert is D1's own (worker/storage/d1-store.ts): a quote already in
 * D1 by its id or its idempotency key is not inserted again, so a run that stopped between the
 * insert and the delete, or two runs at once, leave one row. The notification's claim
 * (worker/notify/notify.ts) makes sure it is told once. After the first quote D1 refuses (it is still
 * down), the rest wait for the next run; the expired ones are deleted all the same.
 */
const KV_PROPAGATION_MS = 120_000;

export async function moveHeldQuotes(
  env: Env,
  now = Date.now(),
): Promise<{ moved: number; expired: number }> {
  const kv = env.QUOTE_FALLBACK;
  // One read a run; the listing only when a quote was held. The marker goes before the listing,
  // so a quote held while this run lists sets it again for the next run; and only once the
  // last hold is older than KV's propagation (up to 60 s), so that the listing shows it.
  const pending = await kv.get(HELD_PENDING_KEY);
  if (pending === null) return { moved: 0, expired: 0 };
  if (!(Date.parse(pending) > now - KV_PROPAGATION_MS)) await kv.delete(HELD_PENDING_KEY);
  const cutoff = retentionCutoff(env, new Date(now));
  const store = d1QuoteStore(env.DB);
  let moved = 0;
  let expired = 0;
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
    let saved: { id: string; repeated: boolean };
    try {
      saved = await store.save(quote);
    } catch (error) {
      console.error(`[held quotes] D1 refused quote ${quote.id}: ${errorText(error)}`);
      d1Down = true;
      continue;
    }
    await kv.delete(key.name);
    moved += 1;
    if (!saved.repeated && quote.spam === null) await notifyQuote(env, quote.id);
  }
  // Quotes D1 still refuses wait for the next run.
  if (d1Down) await kv.put(HELD_PENDING_KEY, new Date(now).toISOString());
  return { moved, expired };
}

async function* heldKeys(kv: KVNamespace) {
  let cursor: string | undefined;
  do {
    const page = await kv.list<HeldQuoteMetadata>({ prefix: HELD_QUOTE_PREFIX, cursor });
    yield* page.keys;
    cursor = page.list_complete ? undefined : page.cursor;
  } while (cursor);
}
