import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { NewQuote } from '@/worker/lead-logic/new-quote';
import { createQuoteApp } from '@/worker/quotes/app';
import { ENDPOINT, newClient, validQuote } from '@/worker/test/quote-request';
import { isTransientD1Error } from './d1-retry';
import { d1QuoteStore } from './d1-store';

type Fault = 'before' | 'after';

/** Fails its first statement once; 'after' it ran, as when a write's answer is lost. */
function failingOnce(error: Error, fault: Fault): D1Database {
  let failed = false;
  return {
    prepare(sql: string) {
      return {
        bind(...values: unknown[]) {
          const statement = env.DB.prepare(sql).bind(...values);
          return {
            async first() {
              if (failed) return statement.first();
              failed = true;
              if (fault === 'after') await statement.first();
              throw error;
            },
          };
        },
      };
    },
  } as unknown as D1Database;
}

/** Posts a quote to the endpoint over `db`; gives the answer and the leads it notified. */
async function postOver(db: D1Database, email: string) {
  const notified: NewQuote[] = [];
  const app = createQuoteApp(() => ({
    store: d1QuoteStore(db),
    rateLimiter: { allow: async () => true, windowSeconds: 60 },
    allowedOrigins: [],
    onStored: (quote) => notified.push(quote),
  }));
  const response = await app.request(ENDPOINT, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'CF-Connecting-IP': newClient(),
      'Idempotency-Key': crypto.randomUUID(),
    },
    body: JSON.stringify({ ...validQuote, email }),
  });
  const { results } = await env.DB.prepare('SELECT id FROM quotes WHERE email = ?1')
    .bind(email)
    .all<{ id: string }>();
  return { response, rows: results, notified };
}

describe('a D1 write that meets a passing error', () => {
  it.each([
    {
      title: 'is tried again when the local database is locked: 201, one row, one notification',
      error: 'D1_ERROR: database is locked: SQLITE_BUSY',
      fault: 'before',
      email: 'locked@example.com',
      stored: true,
    },
    {
      title: 'stores once when the answer of a write that was made is lost',
      error: 'D1_ERROR: Network connection lost.',
      fault: 'after',
      email: 'lost@example.com',
      stored: true,
    },
    {
      title: 'is not tried again when the error will not pass: 503 at once, nothing stored',
      error: 'D1_ERROR: no such table: quotes: SQLITE_ERROR',
      fault: 'before',
      email: 'broken@example.com',
      stored: false,
    },
  ] as const)('$title', async ({ error, fault, email, stored }) => {
    const { response, rows, notified } = await postOver(
      failingOnce(new Error(error), fault),
      email,
    );
    expect(response.status).toBe(stored ? 201 : 503);
    expect(await response.json()).toEqual(
      stored ? { id: rows[0]?.id } : { error: 'The quote could not be stored. Please try again.' },
    );
    expect(rows).toHaveLength(stored ? 1 : 0);
    expect(notified).toHaveLength(stored ? 1 : 0);
  });

  it('tells the passing errors from the others', () => {
    const retryable = Object.assign(new Error('D1_ERROR: internal error'), { retryable: true });
    expect(isTransientD1Error(retryable)).toBe(true);
    expect(
      isTransientD1Error(new Error('D1 DB is overloaded. Requests queued for too long.')),
    ).toBe(true);
    expect(isTransientD1Error(new Error('UNIQUE constraint failed: quotes.id'))).toBe(false);
  });
});
