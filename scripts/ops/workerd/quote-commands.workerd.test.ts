/**
 * `npm run quotes`' commands over a D1 made by the migrations and the Worker's KV, holding quotes
 * stored, held and worked as the Worker does. They run inside workerd (vitest.worker.config.mts),
 * where that D1 already exists; the command runs the same functions over wrangler (quotes.ts),
 * whose adapter wrangler-d1.test.ts checks.
 */
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  csvText,
  digestMessage,
  eraseText,
  jsonLines,
  summaryText,
} from '@/scripts/ops/quote-commands';
import { validPayload } from '@/tests/fixtures/sample-payload';
import type { NewQuote } from '@/worker/lead-logic/new-quote';
import { HELD_QUOTE_PREFIX } from '@/worker/storage/held-quote-keys';
import { kvQuoteFallback } from '@/worker/storage/held-quotes';
import { addLeadNote, erasedAddressHash, insertLead, setLeadStatus } from '@/worker/storage/leads';

function storedQuote(email: string, service: NewQuote['service'], index: number): NewQuote {
  return {
    // A comment a line-per-lead output must keep on its line.
    ...validPayload({
      email,
      service,
      serviceComment: 'Two lines,\n"quoted"\u2028and a separator',
    }),
    id: `00000000-0000-4000-8000-00000000000${index}`,
    receivedAt: `2026-11-2${index}T10:00:00.000Z`,
    idempotencyKey: null,
    spam: null,
    source: null,
  };
}

const person = 'erase.me@example.com';
const other = 'keep.me@example.com';
const worked = { actor: 'asha@sales.example', at: '2026-11-24T09:00:00.000Z', key: null };
const history = [
  { at: worked.at, actor: worked.actor, kind: 'status', detail: 'new → contacted' },
  { at: worked.at, actor: worked.actor, kind: 'note', detail: 'Called back.\nWants it by Friday.' },
];

beforeAll(async () => {
  const quotes = [
    storedQuote(person, 'Web Development', 1),
    storedQuote(person.toUpperCase(), 'AWS Cloud Service', 2),
    storedQuote(other, 'Web Development', 3),
  ];
  for (const quote of quotes) await insertLead(env.DB, quote);
  await setLeadStatus(env.DB, quotes[2]!.id, 'contacted', worked);
  await addLeadNote(env.DB, quotes[2]!.id, 'Called back.\nWants it by Friday.', worked);
  // Quotes held while D1 was down, as the endpoint holds them.
  const fallback = kvQuoteFallback(env.QUOTE_FALLBACK);
  await fallback.hold(storedQuote('Erase.Me@Example.COM', 'Mobile Development', 4));
  await fallback.hold(storedQuote(other, 'Mobile Development', 5));
});

async function heldEmails(): Promise<string[]> {
  const { keys } = await env.QUOTE_FALLBACK.list<{ email: string }>({ prefix: HELD_QUOTE_PREFIX });
  return keys.map((key) => key.metadata?.email ?? '');
}

describe('npm run quotes', () => {
  it('--json gives one line a lead, with its status, notes and history, as the inbox shows them', async () => {
    const lines = (await jsonLines(env.DB))
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { email: string; status: string; history: unknown[] });
    expect(lines.map((line) => line.email.toLowerCase()).sort()).toEqual([person, person, other]);
    const workedLead = lines.find((line) => line.email === other);
    expect(workedLead?.status).toBe('contacted');
    expect(workedLead?.history).toEqual(history);
    expect(lines.filter((line) => line.email !== other).map((line) => line.history)).toEqual([
      [],
      [],
    ]);
  });

  it('--csv gives a row a lead', async () => {
    const csv = await csvText(env.DB);
    expect(csv.match(/^"00000000-0000-4000-8000-00000000000\d"/gm)).toHaveLength(3);
    expect(csv).toContain('"Two lines,\n""quoted""\u2028and a separator"');
  });

  it('--summary counts the stored leads by week and service, and the funnel stores them', async () => {
    const text = await summaryText(env.DB, env.VISITS, new Date('2026-11-26T12:00:00.000Z'));
    // Saturday the 21st and Sunday the 22nd, then Monday the 23rd.
    expect(text).toMatch(/^2026-11-16 +2 +0 +0$/m);
    expect(text).toMatch(/^2026-11-23 +1 +0 +0$/m);
    expect(text).toMatch(/^Total +3 +0 +0$/m);
    expect(text).toMatch(/By service\n {2}Web Development +2\n {2}AWS Cloud Service +1\n/);
    expect(text).toContain(
      'From visit to won deal: Last 12 weeks (2026-09-07 to 2026-11-26), against 2026-06-18 to 2026-09-06',
    );
    expect(text).toContain('0 visits (0 before, same), 0 page views (0 before, same)');
    expect(text).toContain('3 stored (0 before, new)');
    expect(text).toContain('stored per visit: counting blocked for some visitors');
  });

  it('--digest names the week just ended in the owner’s time zone, with its figures', async () => {
    // Thursday 26 November: the week just ended is 16 to 22 November, two quotes in it.
    const now = new Date('2026-11-26T12:00:00.000Z');
    const settings = { DEAL_CURRENCY: 'EUR', INBOX_HOST: 'inbox.example.com' };
    const { subject, text } = await digestMessage(env.DB, env.VISITS, settings, now);
    expect(subject).toBe('Your week, 16 Nov 2026 to 22 Nov 2026: 2 quotes, €0 won');
    expect(text).toContain('Quotes stored: 2, none the week before');
    expect(text).toContain('Channels that brought the most quotes:\n1. Direct: 2 quotes');
    expect(text).toContain(
      'Dashboard: https://inbox.example.com/inbox/dashboard/?from=2026-11-16&to=2026-11-22',
    );
    // A bad zone setting is the default's, Kolkata, where it is already Thursday too.
    const zoned = await digestMessage(env.DB, env.VISITS, { DIGEST_TIME_ZONE: 'Mars/Base' }, now);
    expect(zoned.subject).toContain('16 Nov 2026 to 22 Nov 2026');
  });

  it('--summary --period and --from/--to choose the funnel’s period, and refuse a bad one', async () => {
    const now = new Date('2026-11-26T12:00:00.000Z');
    const week = await summaryText(env.DB, env.VISITS, now, { period: '7d' });
    expect(week).toContain(
      'Last 7 days (2026-11-20 to 2026-11-26), against 2026-11-13 to 2026-11-19',
    );
    const range = await summaryText(env.DB, env.VISITS, now, {
      from: '2026-11-01',
      to: '2026-11-10',
    });
    expect(range).toContain('From visit to won deal: 2026-11-01 to 2026-11-10, against 2026-10-22');
    await expect(summaryText(env.DB, env.VISITS, now, { period: '1y' })).rejects.toThrow(
      'period must be one of 7d, 30d, 12w.',
    );
    await expect(
      summaryText(env.DB, env.VISITS, now, { from: '2026-11-10', to: '2026-11-01' }),
    ).rejects.toThrow('from must not be after to.');
  });

  it("--erase deletes every quote of that person, whatever the address's case, and no one else's", async () => {
    const change = { actor: 'cli:operator', at: '2026-11-26T12:00:00.000Z', key: null };
    const stores = { DB: env.DB, QUOTE_FALLBACK: env.QUOTE_FALLBACK };
    // Two in D1, one held in KV.
    const before = Date.now();
    expect(await eraseText(stores, ` ${person}\n`, change)).toBe(`3 quotes of ${person} deleted`);
    const left = await env.DB.prepare('SELECT email FROM quotes').all<{ email: string }>();
    expect(left.results.map((row) => row.email)).toEqual([other]);
    expect(await heldEmails()).toEqual([other]);
    // So no held quote of theirs is moved into D1 afterwards (insertLeadUnlessErased).
    const recorded = await env.DB.prepare(
      'SELECT address_hash, erased_at FROM erased_addresses',
    ).all();
    // On D1's clock, when the command ran (workerd's clock moves on after each I/O).
    const erasedAt = Date.parse(String(recorded.results[0]?.erased_at));
    expect(erasedAt).toBeGreaterThanOrEqual(before);
    expect(erasedAt).toBeLessThanOrEqual(Date.now());
    expect(recorded.results).toEqual([
      { address_hash: await erasedAddressHash(person), erased_at: expect.any(String) },
    ]);
    // As the inbox's erasure, it is in the history: who (the command's operator), when, how many.
    const erasures = await env.DB.prepare(
      "SELECT quote_id, at, actor, detail FROM lead_history WHERE kind = 'erasure'",
    ).all();
    expect(erasures.results).toEqual([
      { quote_id: null, at: change.at, actor: 'cli:operator', detail: 'erased 3 quotes' },
    ]);
    // The other person's history stays with their quote.
    const [kept] = (await jsonLines(env.DB)).split('\n').map((line) => JSON.parse(line || '{}'));
    expect(kept).toMatchObject({ email: other, history });
  });

  it.each(['%@example.com', "keep.me@example.com'OR'1'='1", 'KEEP.ME@EXAMPLE.COM%'])(
    '--erase %j deletes no one: the address is a value, never a pattern or SQL',
    async (address) => {
      const change = { actor: 'cli:operator', at: '2026-11-26T12:05:00.000Z', key: null };
      const stores = { DB: env.DB, QUOTE_FALLBACK: env.QUOTE_FALLBACK };
      expect(await eraseText(stores, address, change)).toBe(`0 quotes of ${address} deleted`);
      const left = await env.DB.prepare('SELECT email FROM quotes').all<{ email: string }>();
      expect(left.results.map((row) => row.email)).toEqual([other]);
      expect(await heldEmails()).toEqual([other]);
    },
  );

  it.each(['', 'keep.me', 'keep me@example.com', '@example.com'])(
    '--erase refuses %j, which is not an e-mail address, before touching D1',
    async (text) => {
      const change = { actor: 'cli:operator', at: '2026-11-26T12:10:00.000Z', key: null };
      const stores = { DB: env.DB, QUOTE_FALLBACK: env.QUOTE_FALLBACK };
      await expect(eraseText(stores, text, change)).rejects.toThrow(/Not an e-mail address/);
      const tries = await env.DB.prepare(
        'SELECT COUNT(*) AS n FROM erased_addresses WHERE erased_at = ?1',
      )
        .bind(change.at)
        .first<{ n: number }>();
      expect(tries?.n).toBe(0);
    },
  );
});
