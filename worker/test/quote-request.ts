import { SELF } from 'cloudflare:test';
import { QUOTE_API_PATH } from '@/lib/quote/api';
import { validPayload } from '@/tests/fixtures/sample-payload';

export const ENDPOINT = `https://quotes.test${QUOTE_API_PATH}`;

export const validQuote = validPayload({ pageurl: 'https://www.example.com/contact/' });

let clients = 0;

/** A client address of its own, so tests do not share a rate limit. */
export function newClient(): string {
  clients += 1;
  return `198.51.100.${clients % 250}`;
}

export function post(
  body: unknown,
  headers: Record<string, string> = {},
  client = newClient(),
): Promise<Response> {
  return SELF.fetch(ENDPOINT, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': client, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}
