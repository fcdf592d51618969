import axios from 'axios';
import { QUOTE_SUBMIT_TIMEOUT_MS } from '@/lib/constants';
import { env } from '@/lib/env';
import type { QuotePayload } from './schema';

/** {host}/api/submitQuote; with no host configured, the site's own origin. */
export function quoteEndpoint(host: string = env.quoteApiHost): string {
  return `${host}/api/submitQuote`;
}

/**
 * Posts a quote request. Any 2xx is success and the body is not read; anything else
 * (non-2xx, network failure, CORS, the 15 s timeout) rejects.
 */
export async function submitQuote(payload: QuotePayload): Promise<void> {
  await axios.post(quoteEndpoint(), payload, {
    timeout: QUOTE_SUBMIT_TIMEOUT_MS,
    headers: { 'Content-Type': 'application/json' },
    responseType: 'text',
    validateStatus: (status) => status >= 200 && status < 300,
  });
}
