// How quotes held in KV are named, and how an erasure stops them, shared by the move of held
// quotes (worker/storage/held-quotes.ts) and the leads' repository's erasure (leads.ts), which
// the inbox and `npm run quotes -- --erase` (through wrangler) both run.

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

/**
 * An erased address as the erasure records it (migrations/0005_erased_addresses.sql): the SHA-256
 * of the address in lower case, in hex. D1 deletes by `email = ? COLLATE NOCASE`, which folds
 * ASCII letters only; the contract allows nothing else in an address.
 */
export async function erasedAddressHash(email: string): Promise<string> {
  const bytes = new TextEncoder().encode(email.trim().toLowerCase());
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The statement an erasure runs first, before it deletes anything: it records the address's hash
 * with D1's own clock (so the clock of the machine running `npm run quotes` does not matter), or
 * moves the time of an earlier erasure of it forward. Why it comes first: held-quotes.ts.
 */
export function recordErasureSql(addressHash: string): string {
  if (!/^[0-9a-f]{64}$/.test(addressHash)) throw new Error('Not an address hash');
  return (
    "INSERT INTO erased_addresses (address_hash, erased_at) VALUES ('" +
    addressHash +
    "', strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) " +
    'ON CONFLICT (address_hash) DO UPDATE SET erased_at = excluded.erased_at'
  );
}
