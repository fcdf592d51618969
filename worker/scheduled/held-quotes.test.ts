import { env } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Env } from '@/worker/env';
import worker from '@/worker/index';
import type { NewQuote } from '@/worker/lead-logic/new-quote';
import { d1QuoteStore } from '@/worker/storage/d1-store';
import { HELD_PENDING_KEY, HELD_QUOTE_PREFIX } from '@/worker/storage/held-quote-keys';
import { kvQuoteFallback } from '@/worker/storage/held-quotes';
import { erasedAddressHash, eraseLeads } from '@/worker/storage/leads';
import { runCron } from '@/worker/test/cron';
import { ENDPOINT, validQuote } from '@/worker/test/quote-request';

/** What the visitor typed and sent from, none of which may reach a log. */
const PERSONAL = {
  name: 'Ingrid',
  mobile: '+919812345678',
  email: 'ingrid.held@example.com',
  serviceComment: 'Call me after six, my office is on MG Road',
  budgetComment: 'Budget approved by Ravi',
  userip: '203.0.113.77',
};
const CLIENT_IP = '198.51.100.201';

/** env.DB as it is during an outage: every statement fails, with an error that passes. */
const downD1 = {
  prepare() {
    const fail = async () => {
      throw new Error('D1_ERROR: Network connection lost.');
    };
    const statement = { bind: () => statement, first: fail, run: fail, all: fail, raw: fail };
    return statement;
  },
} as unknown as D1Database;

let logged: string[] = [];

beforeEach(async () => {
  logged = [];
  for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      logged.push(args.map((arg) => (arg instanceof Error ? arg.stack : String(arg))).join(' '));
    });
  }
});

afterEach(async () => {
  for (const key of (await env.QUOTE_FALLBACK.list()).keys) {
    await env.QUOTE_FALLBACK.delete(key.name);
  }
});

async function postTo(over: Partial<Env>, body: object, headers: Record<string, string> = {}) {
  const waits: Promise<unknown>[] = [];
  const ctx = { waitUntil: (p: Promise<unknown>) => waits.push(p), passThroughOnException() {} };
  const response = await worker.fetch(
    new Request(ENDPOINT, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': CLIENT_IP, ...headers },
      body: JSON.stringify(body),
    }),
    { ...env, ...over },
    ctx as never,
  );
  await Promise.all(waits);
  return response;
}

async function rowsOf(email: string) {
  const { results } = await env.DB.prepare('SELECT * FROM quotes WHERE email = ?1')
    .bind(email)
    .all<Record<string, unknown>>();
  return results;
}

function chatMessagesAbout(id: string) {
  return vi
    .mocked(fetch)
    .mock.calls.filter(
      ([url, init]) => String(url) === 'https://hooks.test/lead' && String(init?.body).includes(id),
    );
}

function expectNoPersonalData() {
  const text = logged.join('\n');
  for (const value of [...Object.values(PERSONAL), CLIENT_IP]) expect(text).not.toContain(value);
}

// Each write to the D1 that is down is tried five times over about 1.5 s before it is refused.
describe('a quote D1 refuses', () => {
  it('is held in KV and answered 201 with its id; the log names its id and the error only', async () => {
    const email = 'held.answer@example.com';
    const response = await postTo(
      { DB: downD1 },
      { ...validQuote, ...PERSONAL, email },
      { 'Idempotency-Key': crypto.randomUUID() },
    );
    expect(response.status).toBe(201);
    const { id } = await response.json<{ id: string }>();
    const held = await env.QUOTE_FALLBACK.get<NewQuote>(`${HELD_QUOTE_PREFIX}${id}`, 'json');
    expect(held).toMatchObject({ id, ...PERSONAL, email });
    expect(await rowsOf(email)).toHaveLength(0);

    expect(logged.join('\n')).toContain(`quote ${id} held in the fallback store`);
    expect(logged.join('\n')).toContain('Network connection lost');
    expectNoPersonalData();
    expect(logged.join('\n')).not.toContain(email);
  });

  it('is moved into D1 by the cron once D1 answers: one row, one notification, KV emptied', async () => {
    const email = 'held.moved@example.com';
    const response = await postTo({ DB: downD1 }, { ...validQuote, ...PERSONAL, email });
    const { id } = await response.json<{ id: string }>();
    vi.mocked(fetch).mockClear();

    await runCron();
    await runCron();
    const rows = await rowsOf(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id, name: PERSONAL.name, notified_at: expect.any(String) });
    expect(chatMessagesAbout(id)).toHaveLength(1);
    expect((await env.QUOTE_FALLBACK.list({ prefix: HELD_QUOTE_PREFIX })).keys).toHaveLength(0);
    expectNoPersonalData();
  });

  it('leaves one row when a run stopped between the insert into D1 and the delete from KV', async () => {
    const email = 'held.crash@example.com';
    const response = await postTo({ DB: downD1 }, { ...validQuote, ...PERSONAL, email });
    const { id } = await response.json<{ id: string }>();
    const held = await env.QUOTE_FALLBACK.get<NewQuote>(`${HELD_QUOTE_PREFIX}${id}`, 'json');
    // What the stopped run did: the insert, and the notification, but not the delete.
    await d1QuoteStore(env.DB).save(held!);
    await runCron();
    const [told] = await rowsOf(email);
    expect(told?.notified_at).toEqual(expect.any(String));
    vi.mocked(fetch).mockClear();

    await env.QUOTE_FALLBACK.put(`${HELD_QUOTE_PREFIX}${id}`, JSON.stringify(held), {
      metadata: { receivedAt: held!.receivedAt, email },
    });
    await runCron();
    await runCron();
    expect(await rowsOf(email)).toHaveLength(1);
    expect(chatMessagesAbout(id)).toHaveLength(0);
    expect((await env.QUOTE_FALLBACK.list({ prefix: HELD_QUOTE_PREFIX })).keys).toHaveLength(0);
  });

  it('is not stored twice when a retry with its Idempotency-Key was stored meanwhile', async () => {
    const email = 'held.retried@example.com';
    const key = crypto.randomUUID();
    await postTo({ DB: downD1 }, { ...validQuote, email }, { 'Idempotency-Key': key });
    const stored = await postTo({}, { ...validQuote, email }, { 'Idempotency-Key': key });
    expect(stored.status).toBe(201);
    const { id } = await stored.json<{ id: string }>();
    await runCron();
    expect((await rowsOf(email)).map((row) => row.id)).toEqual([id]);
    expect((await env.QUOTE_FALLBACK.list({ prefix: HELD_QUOTE_PREFIX })).keys).toHaveLength(0);
  });

  it('stays in KV while D1 is still down, and is deleted there once older than the retention', async () => {
    const email = 'held.expired@example.com';
    const response = await postTo({ DB: downD1 }, { ...validQuote, email });
    const { id } = await response.json<{ id: string }>();
    await runCron(Date.now(), { DB: downD1 });
    expect(await env.QUOTE_FALLBACK.get(`${HELD_QUOTE_PREFIX}${id}`)).not.toBeNull();

    const old = {
      ...validQuote,
      id: crypto.randomUUID(),
      email,
      receivedAt: '2020-01-01T00:00:00Z',
    };
    await env.QUOTE_FALLBACK.put(`${HELD_QUOTE_PREFIX}${old.id}`, JSON.stringify(old), {
      metadata: { receivedAt: old.receivedAt, email },
    });
    await runCron(Date.now(), { DB: downD1 });
    expect(await env.QUOTE_FALLBACK.get(`${HELD_QUOTE_PREFIX}${old.id}`)).toBeNull();
    expect(await env.QUOTE_FALLBACK.get(`${HELD_QUOTE_PREFIX}${id}`)).not.toBeNull();
  });

  it('costs a cron run with nothing held one read of KV, and no listing', async () => {
    const calls: string[] = [];
    const counted = new Proxy(env.QUOTE_FALLBACK, {
      get(target, name, receiver) {
        const value = Reflect.get(target, name, receiver);
        if (typeof value !== 'function') return value;
        return (...args: unknown[]) => {
          calls.push(String(name));
          return value.apply(target, args);
        };
      },
    });
    // A listing each minute would be 1,440 a day, over the free plan's 1,000.
    await runCron(atMinute(30), { QUOTE_FALLBACK: counted });
    expect(calls).toEqual(['get']);
  });

  it('is answered 503 only when KV refuses it too; the log still names no one', async () => {
    const downKv = {
      put: async () => {
        throw new Error('KV PUT failed: 500 Internal Server Error');
      },
    } as unknown as KVNamespace;
    const response = await postTo(
      { DB: downD1, QUOTE_FALLBACK: downKv },
      { ...validQuote, ...PERSONAL },
    );
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      error: 'The quote could not be stored. Please try again.',
    });
    expect(logged.join('\n')).toMatch(/quote [0-9a-f-]{36} not stored: .*KV PUT failed/);
    expectNoPersonalData();
  });
});

const HOUR = 3_600_000;

/** A cron run's time at this minute of the current hour (UTC), in the past or the next minutes. */
function atMinute(minute: number, from = Date.now()) {
  return Math.floor(from / HOUR) * HOUR + minute * 60_000;
}

function kvWith(replaced: Partial<Record<keyof KVNamespace, unknown>>): KVNamespace {
  return new Proxy(env.QUOTE_FALLBACK, {
    get(target, name, receiver) {
      if (name in replaced) return replaced[name as keyof KVNamespace];
      const value = Reflect.get(target, name, receiver);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/** A quote as the endpoint makes it, received a second ago unless told. */
function newQuote(email: string, receivedAt = new Date(Date.now() - 1_000).toISOString()) {
  const quote: NewQuote = {
    ...validQuote,
    email,
    id: crypto.randomUUID(),
    receivedAt,
    idempotencyKey: null,
    spam: null,
    source: null,
  };
  return quote;
}

async function heldKeyNames() {
  return (await env.QUOTE_FALLBACK.list({ prefix: HELD_QUOTE_PREFIX })).keys.map((key) => key.name);
}

const byTheSalesTeam = () => ({
  actor: 'sales@example.com',
  at: new Date().toISOString(),
  key: null,
});

describe('the marker a held quote sets', () => {
  it('is written before the quote: a hold whose marker KV refuses leaves no quote behind', async () => {
    const written: string[] = [];
    const put = (key: string, ...rest: unknown[]) => {
      written.push(key.startsWith(HELD_QUOTE_PREFIX) ? 'quote' : key);
      return (env.QUOTE_FALLBACK.put as (...args: unknown[]) => Promise<void>)(key, ...rest);
    };
    await kvQuoteFallback(kvWith({ put })).hold(newQuote('held.order@example.com'));
    expect(written).toEqual([HELD_PENDING_KEY, 'quote']);

    const refusesMarker = kvWith({
      put: async (key: string, ...rest: unknown[]) => {
        if (key === HELD_PENDING_KEY) throw new Error('KV PUT failed: 500 Internal Server Error');
        return put(key, ...rest);
      },
    });
    await env.QUOTE_FALLBACK.delete(HELD_PENDING_KEY);
    for (const name of await heldKeyNames()) await env.QUOTE_FALLBACK.delete(name);
    const response = await postTo(
      { DB: downD1, QUOTE_FALLBACK: refusesMarker },
      { ...validQuote, email: 'held.nomarker@example.com' },
    );
    expect(response.status).toBe(503);
    expect(await heldKeyNames()).toEqual([]);
  });
});

describe('a quote stranded in KV without its marker', () => {
  it('is moved by the hourly run, which lists without the marker, and expired by it when old', async () => {
    const email = 'held.stranded@example.com';
    const stranded = newQuote(email);
    const old = newQuote(email, '2020-01-01T00:00:00.000Z');
    for (const quote of [stranded, old]) {
      await env.QUOTE_FALLBACK.put(`${HELD_QUOTE_PREFIX}${quote.id}`, JSON.stringify(quote), {
        metadata: { receivedAt: quote.receivedAt, email },
      });
    }
    expect(await env.QUOTE_FALLBACK.get(HELD_PENDING_KEY)).toBeNull();

    await runCron(atMinute(59));
    expect(await heldKeyNames()).toHaveLength(2);
    expect(await rowsOf(email)).toHaveLength(0);

    await runCron(atMinute(0));
    expect(await heldKeyNames()).toEqual([]);
    expect((await rowsOf(email)).map((row) => row.id)).toEqual([stranded.id]);
  });
});

describe('an erasure', () => {
  it('is not undone by a move that read the quote from KV before it and inserts after it', async () => {
    const email = 'held.race@example.com';
    const quote = newQuote(email);
    await kvQuoteFallback(env.QUOTE_FALLBACK).hold(quote);
    let erased = 0;
    // The move reads the quote; the sales team erases the person; then the move goes on.
    const erasesAfterTheRead = kvWith({
      get: async (key: string, type?: unknown) => {
        const value = await env.QUOTE_FALLBACK.get(key, type as 'text');
        if (key.startsWith(HELD_QUOTE_PREFIX)) {
          erased = await eraseLeads(env, email.toUpperCase(), byTheSalesTeam());
        }
        return value;
      },
    });
    await runCron(Date.now(), { QUOTE_FALLBACK: erasesAfterTheRead });

    expect(erased).toBe(1);
    expect(await rowsOf(email)).toHaveLength(0);
    expect(await heldKeyNames()).toEqual([]);
    expect(chatMessagesAbout(quote.id)).toHaveLength(0);
  });

  it('stops a held quote its own listing missed, sent before it; a quote sent after it is moved', async () => {
    const email = 'held.missed@example.com';
    const before = newQuote(email);
    expect(await eraseLeads(env, email, byTheSalesTeam())).toBe(0);
    const after = newQuote(email, new Date(Date.now() + 1_000).toISOString());
    // As KV's listing may show a key a minute late: the erasure did not see `before`.
    for (const quote of [before, after]) {
      await env.QUOTE_FALLBACK.put(`${HELD_QUOTE_PREFIX}${quote.id}`, JSON.stringify(quote), {
        metadata: { receivedAt: quote.receivedAt, email },
      });
    }
    await runCron(atMinute(0, Date.now() + HOUR));
    expect((await rowsOf(email)).map((row) => row.id)).toEqual([after.id]);
    expect(await heldKeyNames()).toEqual([]);
  });

  it('is recorded as a hash of the address, kept until a day past the retention', async () => {
    const email = 'held.recorded@example.com';
    await eraseLeads(env, email, byTheSalesTeam());
    const recorded = () =>
      env.DB.prepare('SELECT * FROM erased_addresses WHERE address_hash = ?1')
        .bind(hash)
        .first<{ address_hash: string; erased_at: string }>();
    const hash = await erasedAddressHash(email);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    const row = await recorded();
    expect(Math.abs(Date.parse(row!.erased_at) - Date.now())).toBeLessThan(60_000);
    expect(JSON.stringify(row)).not.toMatch(/held\.recorded|example/);

    // 24 months by default: a record of 24 months and a few hours is kept, one a day older goes.
    const monthsAgo = (months: number, hours: number) => {
      const date = new Date();
      date.setUTCMonth(date.getUTCMonth() - months);
      return new Date(date.getTime() - hours * HOUR).toISOString();
    };
    const setErasedAt = (at: string) =>
      env.DB.prepare('UPDATE erased_addresses SET erased_at = ?1 WHERE address_hash = ?2')
        .bind(at, hash)
        .run();
    await setErasedAt(monthsAgo(24, 6));
    await runCron();
    expect(await recorded()).not.toBeNull();
    await setErasedAt(monthsAgo(24, 25));
    await runCron();
    expect(await recorded()).toBeNull();
  });
});
