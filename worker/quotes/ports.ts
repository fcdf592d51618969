import type { LeadSource } from '@/lib/quote/lead-source';
import type { QuotePayload } from '@/lib/quote/schema';

/** Why a quote is held back from the sales team; null for a lead. */
export type SpamReason = 'honeypot' | 'turnstile' | null;

/** A quote as the endpoint stores it. */
export interface NewQuote extends QuotePayload {
  id: string;
  receivedAt: string;
  idempotencyKey: string | null;
  spam: SpamReason;
  /** Where the visit came from (the X-Lead-Source header); null when nothing was sent. */
  source: LeadSource | null;
}

/** Where quotes are kept. Each host fills it in (D1 on Cloudflare). */
export interface QuoteStore {
  /**
   * Stores the quote durably, unless one with its idempotency key is stored already, even
   * by a request running at the same moment; then stores nothing and gives that one's id.
   */
  save(quote: NewQuote): Promise<{ id: string; repeated: boolean }>;
}

/**
 * A second store, independent of the first, that keeps a quote the first refused (after its own
 * retries) until the host moves it into the first. Only then is the lead notified.
 */
export interface QuoteFallback {
  /** Resolves once the quote is durably kept; throws when it is not. */
  hold(quote: NewQuote): Promise<void>;
}

export interface RateLimiter {
  /** Counts one request from `client`; false when it is over the limit. */
  allow(client: string): Promise<boolean>;
  /** The limit's window, which Retry-After reports. */
  windowSeconds: number;
}

/** Whether a request came from a person; only asked when the host has a challenge set up. */
export interface HumanCheck {
  verify(token: string | undefined, client: string): Promise<boolean>;
}

export interface EndpointDeps {
  store: QuoteStore;
  /** Without one, a quote the store refuses is answered 503. */
  fallback?: QuoteFallback;
  rateLimiter: RateLimiter;
  /** Cross-origin callers allowed to post; same-origin posts always are. */
  allowedOrigins: readonly string[];
  humanCheck?: HumanCheck;
  /**
   * Called once a new lead is stored (never for a repeat, never for spam). It must not
   * delay the answer: a host hands the work to its background (waitUntil on Workers).
   */
  onStored(quote: NewQuote): void;
  now?: () => number;
}
