import { SELF } from 'cloudflare:test';
import { QUOTE_API_PATH } from '@/lib/quote/api';
import { validPayload } from '@/tests/fixtures/sample-payload';

export const ENDPOINT = `https://quotes.test${QUOTE_API_PATH}`;

export const validQuote = validPayload({ pageurl: 'https://www.example.com/contact/' });

/**
 * A client address of its own, so tests do not share a rate limit: a random IPv6 /64 of the
 * documentation prefix (the limiter counts a /64 as one client). One workerd serves every test
 * file, and its limiters count across files within the clock's minute, so a counter restarted by
 * each file, or a small IPv4 range other files also use, could hand a test a client that another
 * file's posts had already counted.
 */
export function newClient(): string {
  const [a, b] = crypto.getRandomValues(new Uint16Array(2));
  // Clear of the few /64s the rate limit's own tests name (2001:db8:0:1::, 2001:db8:64:64::).
  return `2001:db8:${(0x1000 + (a! % 0xe000)).toString(16)}:${b!.toString(16)}::1`;
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
