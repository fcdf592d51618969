import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { createQuoteApp } from '@/endpoint/app';
import type { NewQuote } from '@/endpoint/ports';
import { isTransientD1Error } from './d1-retry';
import { d1QuoteStore } from './d1-store';
import { ENDPOINT, newClient, validQuote } from './test/quote-request';

type Fault = 'before' | 'after';

/**
 * env.DB whose first statement fails once with `error`: before it runs, or after it ran,
 * as when the answer of a write that was made is lost on the way back.
 */
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
    rateLimiter: { allow: async () => true },
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
  it('is tried again when the local database is locked: 201, one row, one notification', async () => {
    const locked = new Error('D1_ERROR: database is locked: SQLITE_BUSY');
    const { response, rows, notified } = await postOver(
      failingOnce(locked, 'before'),
      'locked@example.com',
    );
    expect(response.status).toBe(201);
    expect(rows).toHaveLength(1);
    expect(await response.json()).toEqual({ id: rows[0]?.id });
    expect(notified).toHaveLength(1);
  });

  it('stores once when the answer of a write that was made is lost', async () => {
    const lost = new Error('D1_ERROR: Network connection lost.');
    const { response, rows, notified } = await postOver(
      failingOnce(lost, 'after'),
      'lost@example.com',
    );
    expect(response.status).toBe(201);
    expect(rows).toHaveLength(1);
    expect(notified).toHaveLength(1);
  });

  it('is not tried again when the error will not pass: 503 at once, nothing stored', async () => {
    const broken = new Error('D1_ERROR: no such table: quotes: SQLITE_ERROR');
    const { response, rows, notified } = await postOver(
      failingOnce(broken, 'before'),
      'broken@example.com',
    );
    expect(response.status).toBe(503);
    expect(rows).toHaveLength(0);
    expect(notified).toHaveLength(0);
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
