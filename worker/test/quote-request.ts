import { SELF } from 'cloudflare:test';

export const ENDPOINT = 'https://quotes.test/api/submitQuote';

export const validQuote = {
  name: 'Asha',
  mobile: '+919876543210',
  email: 'asha@example.com',
  service: 'Web Development',
  serviceComment: '',
  budget: '$10K - $50K',
  budgetComment: '',
  pageurl: 'https://www.example.com/contact/',
  userip: '203.0.113.7',
  fileattachment: null,
};

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
