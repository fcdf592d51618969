// How quotes held in KV are named, shared by the Worker (worker/storage/held-quotes.ts) and
// `npm run quotes -- --erase` (scripts/ops/quotes.ts), which reaches them through wrangler.

/** A held quote's key: the prefix and its id, so a second put of one quote is the same key. */
export const HELD_QUOTE_PREFIX = 'quote:';

/**
 * Set with every held quote, so that each cron run learns with one read whether there is
 * anything to move: KV's free plan allows 100,000 reads but only 1,000 listings a day.
 */
export const HELD_PENDING_KEY = 'pending';

/**
 * What the listing of the keys carries, so that the retention and an erasure find their quotes
 * without reading each one: the time it was received and the address (lower case) it was sent
 * with.
 */
export interface HeldQuoteMetadata {
  receivedAt: string;
  email: string;
}
