import { env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { ENDPOINT, newClient, post, validQuote } from '@/worker/test/quote-request';
import { atStartOfRateLimitWindow } from '@/worker/test/rate-limit-window';

async function storedByEmail(email: string) {
  const { results } = await env.DB.prepare('SELECT * FROM quotes WHERE email = ?1')
    .bind(email)
    .all<Record<string, unknown>>();
  return results;
}

describe('POST /api/submitQuote', () => {
  it('stores a valid quote and answers 201 with its id', async () => {
    const email = 'stored@example.com';
    const response = await post({ ...validQuote, email });
    expect(response.status).toBe(201);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    const { id } = await response.json<{ id: string }>();
    const [row] = await storedByEmail(email);
    expect(row).toMatchObject({
      id,
      name: 'Asha',
      mobile: '+919876543210',
      service: 'Web Development',
      budget: '$10K - $50K',
      pageurl: 'https://www.example.com/contact/',
      userip: '203.0.113.7',
      spam: null,
    });
    expect(Date.parse(String(row?.received_at))).not.toBeNaN();
  });

  it('answers each refusal of the contract with its status and message', async () => {
    const cases: [string, RequestInit, number, unknown][] = [
      ['GET', { method: 'GET' }, 405, { error: 'Method not allowed' }],
      [
        'text/plain',
        { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: '{}' },
        415,
        { error: 'Content-Type must be application/json' },
      ],
      [
        'not JSON',
        { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"name":' },
        400,
        { error: 'Invalid JSON' },
      ],
      [
        'not UTF-8',
        {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: new Uint8Array([0x22, 0xff, 0x22]),
        },
        400,
        { error: 'Invalid JSON' },
      ],
      [
        'oversized',
        {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ ...validQuote, serviceComment: 'x'.repeat(17_000) }),
        },
        413,
        { error: 'Payload too large' },
      ],
      [
        'oversized, streamed without a Content-Length',
        {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: new Blob([JSON.stringify({ ...validQuote, serviceComment: 'x'.repeat(17_000) })])
            .stream()
            .pipeThrough(new TransformStream()),
        },
        413,
        { error: 'Payload too large' },
      ],
      [
        'bad key',
        {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'Idempotency-Key': 'k'.repeat(201) },
          body: JSON.stringify(validQuote),
        },
        400,
        { error: 'Idempotency-Key must be 1 to 200 printable ASCII characters' },
      ],
    ];
    for (const [label, init, status, body] of cases) {
      const headers = new Headers(init.headers);
      headers.set('CF-Connecting-IP', newClient());
      const response = await SELF.fetch(ENDPOINT, { ...init, headers });
      expect(response.status, label).toBe(status);
      expect(await response.json(), label).toEqual(body);
    }
  });

  it('names every wrong, missing and extra field with the wizard’s messages', async () => {
    const withoutMobile: Record<string, unknown> = { ...validQuote };
    delete withoutMobile.mobile;
    const response = await post({
      ...withoutMobile,
      name: 'A1',
      email: 'no spaces@example.com',
      budget: '$1M',
      fileattachment: 'file.pdf',
      extra: true,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: 'Invalid quote request',
      fields: {
        name: ['Only letters are allowed (no spaces) or minimum letters required.'],
        mobile: ['Mobile number is required.'],
        email: [
          "Invalid email. No spaces allowed, must contain only alphanumeric characters, one '@', a valid domain, and at least one alphabetic character.",
        ],
        budget: ['Please select the budget.'],
        fileattachment: ['Invalid input: expected null, received string'],
        extra: ['Unknown field.'],
      },
    });
    const array = await post([validQuote]);
    expect(await array.json()).toMatchObject({ fields: { _root: [expect.any(String)] } });
  });

  it('keeps the lead when its metadata is odd: a bad userip is stored empty, a long pageurl cut', async () => {
    const email = 'metadata@example.com';
    const longUrl = `https://www.example.com/contact/?${'q'.repeat(3000)}`;
    const response = await post({ ...validQuote, email, userip: 'not an ip', pageurl: longUrl });
    expect(response.status).toBe(201);
    const [row] = await storedByEmail(email);
    expect(row).toMatchObject({ userip: '', pageurl: 'https://www.example.com/contact/' });
  });

  it('stores one quote for twenty concurrent requests with one Idempotency-Key', async () => {
    const email = 'once@example.com';
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        post({ ...validQuote, email }, { 'Idempotency-Key': 'same-key-20' }),
      ),
    );
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 200)).toHaveLength(19);
    const ids = new Set(
      await Promise.all(responses.map(async (r) => (await r.json<{ id: string }>()).id)),
    );
    expect(ids.size).toBe(1);
    expect(await storedByEmail(email)).toHaveLength(1);
  });

  it('stores a quote whose hidden field was filled, marked as spam', async () => {
    const email = 'bot@example.com';
    const response = await post({ ...validQuote, email }, { 'X-Honeypot': 'https://spam.test' });
    expect(response.status).toBe(201);
    const [row] = await storedByEmail(email);
    expect(row).toMatchObject({ spam: 'honeypot', notified_at: null });
  });

  it('refuses the eleventh post of a client within a minute with 429 and Retry-After', async () => {
    await atStartOfRateLimitWindow();
    const client = newClient();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      statuses.push(
        (await post({ ...validQuote, email: `limit${i}@example.com` }, {}, client)).status,
      );
    }
    expect(statuses.slice(0, 10).every((status) => status === 201)).toBe(true);
    const refused = await post(validQuote, {}, client);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toBe('60');
  });

  it('answers 404 under /api/ for anything else', async () => {
    const response = await SELF.fetch('https://quotes.test/api/other');
    expect(response.status).toBe(404);
  });
});

describe('CORS', () => {
  const preflight = (origin: string) =>
    SELF.fetch(ENDPOINT, {
      method: 'OPTIONS',
      headers: {
        Origin: origin,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type, idempotency-key',
      },
    });

  it('lets an allowed origin post from another host: preflight, then the post', async () => {
    const allowed = await preflight('https://www.example.com');
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('Access-Control-Allow-Origin')).toBe('https://www.example.com');
    expect(allowed.headers.get('Access-Control-Allow-Methods')).toBe('POST, OPTIONS');
    expect(allowed.headers.get('Access-Control-Allow-Headers')).toMatch(/Idempotency-Key/);
    expect(allowed.headers.get('Vary')).toBe('Origin');
    const posted = await post(
      { ...validQuote, email: 'cors@example.com' },
      {
        Origin: 'https://www.example.com',
      },
    );
    expect(posted.status).toBe(201);
    expect(posted.headers.get('Access-Control-Allow-Origin')).toBe('https://www.example.com');
  });

  it('refuses a foreign origin, preflight and post, and stores nothing', async () => {
    const refused = await preflight('https://evil.test');
    expect(refused.status).toBe(403);
    expect(refused.headers.get('Access-Control-Allow-Origin')).toBeNull();
    const email = 'foreign@example.com';
    const posted = await post({ ...validQuote, email }, { Origin: 'https://evil.test' });
    expect(posted.status).toBe(403);
    expect(await posted.json()).toEqual({ error: 'Origin not allowed' });
    expect(await storedByEmail(email)).toHaveLength(0);
  });

  it('takes a post from the endpoint’s own origin without configuration', async () => {
    const posted = await post(
      { ...validQuote, email: 'same@example.com' },
      {
        Origin: 'https://quotes.test',
      },
    );
    expect(posted.status).toBe(201);
  });
});
