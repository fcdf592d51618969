import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TURNSTILE_HEADER } from '@/lib/quote/api';
import worker from '@/worker/index';
import { ENDPOINT, newClient, validQuote } from '@/worker/test/quote-request';
import { MAX_TOKEN_LENGTH, turnstileCheck } from './turnstile';

const SITEVERIFY = 'https://challenges.cloudflare.com/turnstile/v0/siteverify';
const CLIENT = '203.0.113.9';

/** siteverify answers this; every other address (the sales team's webhook) answers ok. */
function siteverifyAnswers(answer: () => Response | Promise<Response>) {
  vi.mocked(fetch).mockImplementation(async (input) =>
    String(input) === SITEVERIFY ? answer() : new Response('ok'),
  );
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

function siteverifyCalls() {
  return vi.mocked(fetch).mock.calls.filter(([input]) => String(input) === SITEVERIFY);
}

beforeEach(() => {
  for (const method of ['warn', 'error'] as const) {
    vi.spyOn(console, method).mockImplementation(() => {});
  }
});

describe('the Turnstile check', () => {
  const check = turnstileCheck('0x-secret');

  it('takes the visitor for a person only when Cloudflare says so, or cannot answer', async () => {
    const cases: [string, () => Response | Promise<Response>, boolean][] = [
      ['success', () => json({ success: true, 'error-codes': [] }), true],
      [
        'a refused token',
        () => json({ success: false, 'error-codes': ['invalid-input-response'] }),
        false,
      ],
      [
        'a token used twice',
        () => json({ success: false, 'error-codes': ['timeout-or-duplicate'] }),
        false,
      ],
      ['a refusal without codes', () => json({ success: false }), false],
      [
        'a wrong secret',
        () => json({ success: false, 'error-codes': ['invalid-input-secret'] }),
        false,
      ],
      ['400', () => json({ success: false, 'error-codes': ['bad-request'] }, 400), false],
      ['403', () => new Response('Forbidden', { status: 403 }), false],
      ['429', () => new Response('Too Many Requests', { status: 429 }), false],
      ['500', () => new Response('Internal Server Error', { status: 500 }), true],
      ['503', () => json({ success: false }, 503), true],
      [
        "Cloudflare's internal error",
        () => json({ success: false, 'error-codes': ['internal-error'] }),
        true,
      ],
      ['a 2xx body that is no JSON', () => new Response('<html>', { status: 200 }), true],
      ['a 2xx body without success', () => json({ 'error-codes': [] }), true],
      ['a network error', () => Promise.reject(new TypeError('Network connection lost.')), true],
      [
        'no answer in time',
        () =>
          Promise.reject(
            new DOMException('The operation was aborted due to timeout', 'TimeoutError'),
          ),
        true,
      ],
    ];
    for (const [title, answer, person] of cases) {
      siteverifyAnswers(answer);
      expect({ title, person: await check.verify('token', CLIENT) }).toEqual({ title, person });
    }
  });

  it('refuses no token, and one over 2,048 characters, without asking Cloudflare', async () => {
    siteverifyAnswers(() => json({ success: true }));
    expect(await check.verify(undefined, CLIENT)).toBe(false);
    expect(await check.verify('', CLIENT)).toBe(false);
    expect(await check.verify('x'.repeat(MAX_TOKEN_LENGTH + 1), CLIENT)).toBe(false);
    expect(siteverifyCalls()).toHaveLength(0);

    expect(await check.verify('x'.repeat(MAX_TOKEN_LENGTH), CLIENT)).toBe(true);
    expect(siteverifyCalls()).toHaveLength(1);
  });

  it('sends the secret, the token and the visitor’s address, when there is one', async () => {
    siteverifyAnswers(() => json({ success: true }));
    await check.verify('token-1', CLIENT);
    await check.verify('token-2', 'unknown');
    const [first, second] = siteverifyCalls().map(([, init]) => init?.body as URLSearchParams);
    expect(Object.fromEntries(first!)).toEqual({
      secret: '0x-secret',
      response: 'token-1',
      remoteip: CLIENT,
    });
    expect(Object.fromEntries(second!)).toEqual({ secret: '0x-secret', response: 'token-2' });
  });
});

describe('a quote with Turnstile set up', () => {
  async function postWithToken(email: string, token: string) {
    const waits: Promise<unknown>[] = [];
    const ctx = { waitUntil: (p: Promise<unknown>) => waits.push(p), passThroughOnException() {} };
    const response = await worker.fetch(
      new Request(ENDPOINT, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'CF-Connecting-IP': newClient(),
          [TURNSTILE_HEADER]: token,
        },
        body: JSON.stringify({ ...validQuote, email }),
      }),
      { ...env, TURNSTILE_SECRET_KEY: '0x-secret' },
      ctx as never,
    );
    await Promise.all(waits);
    const row = await env.DB.prepare('SELECT spam FROM quotes WHERE email = ?1')
      .bind(email)
      .first<{ spam: string | null }>();
    return { status: response.status, spam: row?.spam };
  }

  it('is kept and marked when siteverify refuses it with a 4xx, kept as a lead when it fails with a 5xx', async () => {
    siteverifyAnswers(() => new Response('Bad Request', { status: 400 }));
    expect(await postWithToken('turnstile.4xx@example.com', 'token')).toEqual({
      status: 201,
      spam: 'turnstile',
    });
    siteverifyAnswers(() => new Response('Bad Gateway', { status: 502 }));
    expect(await postWithToken('turnstile.5xx@example.com', 'token')).toEqual({
      status: 201,
      spam: null,
    });
  });

  it('is marked, without asking Cloudflare, when its token is over 2,048 characters', async () => {
    siteverifyAnswers(() => json({ success: true }));
    const token = 'x'.repeat(MAX_TOKEN_LENGTH + 1);
    expect(await postWithToken('turnstile.long@example.com', token)).toEqual({
      status: 201,
      spam: 'turnstile',
    });
    expect(siteverifyCalls()).toHaveLength(0);
  });
});
