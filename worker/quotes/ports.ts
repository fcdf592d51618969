import type { NewQuote } from '@/worker/lead-logic/new-quote';

export interface QuoteStore {
  /**
   * Unless one with its idempotency key is stored already, even by a request running at the same
   * moment: then stores nothing and gives that one's id.
   */
  save(quote: NewQuote): Promise<{ id: string; repeated: boolean }>;
}

/** Independent of the store: keeps what it refused until the host moves it there, then notifies. */
export interface QuoteFallback {
  /** Resolves once the quote is durably kept; throws when it is not. */
  hold(quote: NewQuote): Promise<void>;
}

interface RateLimiter {
  /** Counts one request from `client`; false when it is over the limit. */
  allow(client: string): Promise<boolean>;
  windowSeconds: number;
}

export interface HumanCheck {
  verify(token: string | undefined, client: string): Promise<boolean>;
}

export interface EndpointDeps {
  store: QuoteStore;
  /** Without one, a quote the store refuses is answered 503. */
  fallback?: QuoteFallback;
  rateLimiter: RateLimiter;
  /** Cross-origin only: same-origin posts are always allowed. */
  allowedOrigins: readonly string[];
  humanCheck?: HumanCheck;
  /** Never for a repeat or spam. Must not delay the answer: the work goes to waitUntil. */
  onStored(quote: NewQuote): void;
  now?: () => number;
}
