export const QUOTE_API_PATH = '/api/submitQuote';
/** The same key for every retry of one submission: it is stored once. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/** The wizard's hidden field: a person leaves it empty, a form-filling bot does not. */
export const HONEYPOT_HEADER = 'X-Honeypot';
export const TURNSTILE_HEADER = 'X-Turnstile-Token';
/** Where the visit came from (lib/quote/lead-source.ts), beside the ten-key body. */
export const LEAD_SOURCE_HEADER = 'X-Lead-Source';
