/** Before the quote's id, so a second put of one quote is the same key. */
export const HELD_QUOTE_PREFIX = 'quote:';

/** Set with every hold, so a run learns with one read: KV's free plan has 1,000 listings a day. */
export const HELD_PENDING_KEY = 'pending';

/** In the listing, so the retention and an erasure find their quotes without reading each. */
export interface HeldQuoteMetadata {
  receivedAt: string;
  email: string;
}

/** Lower case matches D1's `COLLATE NOCASE`, which folds ASCII only: all an address may hold. */
export async function erasedAddressHash(email: string): Promise<string> {
  const bytes = new TextEncoder().encode(email.trim().toLowerCase());
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Run before the erasure deletes anything (insertLeadUnlessErased, leads.ts, says why), on D1's
 * clock, so the clock of the machine running `npm run quotes` does not matter.
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
