// Quotes D1 refused, held in KV (docs/decisions.md says why) until the cron moves them into D1
// (worker/scheduled/held-quotes.ts): the Worker's reads and writes of them (held-quote-keys.ts
// has the keys, and what an erasure from the CLI does too).
import type { NewQuote } from '@/worker/lead-logic/new-quote';
import { HELD_PENDING_KEY, HELD_QUOTE_PREFIX, type HeldQuoteMetadata } from './held-quote-keys';

/** The endpoint's fallback (worker/quotes/ports.ts's QuoteFallback). */
export function kvQuoteFallback(kv: KVNamespace): { hold(quote: NewQuote): Promise<void> } {
  return {
    async hold(quote) {
      const metadata: HeldQuoteMetadata = {
        receivedAt: quote.receivedAt,
        email: quote.email.toLowerCase(),
      };
      // The marker first: a failed write leaves at worst a marker with nothing to move, never a
      // quote no run looks for. It holds the hold's time, which the move's wait is measured from.
      await kv.put(HELD_PENDING_KEY, new Date().toISOString());
      await kv.put(`${HELD_QUOTE_PREFIX}${quote.id}`, JSON.stringify(quote), { metadata });
    },
  };
}

/** When the last quote was held (ISO 8601), or null when no marker is set. */
export function heldPendingSince(kv: KVNamespace): Promise<string | null> {
  return kv.get(HELD_PENDING_KEY);
}

export function setHeldPending(kv: KVNamespace, at: string): Promise<void> {
  return kv.put(HELD_PENDING_KEY, at);
}

export function clearHeldPending(kv: KVNamespace): Promise<void> {
  return kv.delete(HELD_PENDING_KEY);
}

/** Null when it is gone since the listing: another run moved it, or it was erased. */
export function readHeldQuote(kv: KVNamespace, key: string): Promise<NewQuote | null> {
  return kv.get<NewQuote>(key, 'json');
}
