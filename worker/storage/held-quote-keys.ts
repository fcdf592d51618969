// The held quotes' keys in KV (held-quotes.ts holds and reads them), and their listing and
// erasure: without Workers types, so that `npm run quotes -- --erase` runs them over wrangler's KV.

/** Before the quote's id, so a second put of one quote is the same key. */
export const HELD_QUOTE_PREFIX = 'quote:';

/** Set with every hold, so a run learns with one read: KV's free plan has 1,000 listings a day. */
export const HELD_PENDING_KEY = 'pending';

/** In the listing, so the retention and an erasure find their quotes without reading each. */
export interface HeldQuoteMetadata {
  receivedAt: string;
  email: string;
}

/** The part of KV an erasure uses, so that `npm run quotes` can pass wrangler's. */
export interface HeldQuotesKv {
  list<Metadata>(options: { prefix: string; cursor?: string }): Promise<{
    keys: { name: string; metadata?: Metadata | null }[];
    list_complete: boolean;
    cursor?: string;
  }>;
  delete(key: string): Promise<void>;
}

export async function* heldQuoteKeys(kv: HeldQuotesKv) {
  let cursor: string | undefined;
  do {
    const page = await kv.list<HeldQuoteMetadata>({ prefix: HELD_QUOTE_PREFIX, cursor });
    yield* page.keys;
    cursor = page.list_complete ? undefined : page.cursor;
  } while (cursor);
}

export function deleteHeldQuote(kv: HeldQuotesKv, key: string): Promise<void> {
  return kv.delete(key);
}

/** Gives how many of the address's held quotes it deleted. */
export async function deleteHeldQuotesOf(kv: HeldQuotesKv, email: string): Promise<number> {
  const wanted = email.toLowerCase();
  let deleted = 0;
  for await (const key of heldQuoteKeys(kv)) {
    if (key.metadata?.email !== wanted) continue;
    await kv.delete(key.name);
    deleted += 1;
  }
  return deleted;
}
