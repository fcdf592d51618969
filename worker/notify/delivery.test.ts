import { env } from 'cloudflare:test';
import { Webhook } from 'standardwebhooks';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Env } from '@/worker/env';
import { RETRY_BATCH_BUDGET_MS, retryNotifications } from '@/worker/scheduled/notification-retries';
import { type Channel, type ChannelDelivery, rowToStoredLead } from '@/worker/storage/rows';
import { afterBackgroundWork } from '@/worker/test/background';
import { storedLeadRow } from '@/worker/test/stored-row';
import { backOffMs, CLAIM_MS, MAX_NOTIFY_ATTEMPTS, notifyLead, RECEIPT_PREFIX } from './notify';

const CHAT = 'https://hooks.test/lead';
const CRM = 'https://crm.test/leads';
const ELSEWHERE = 'https://elsewhere.test/collect';

let quotes = 0;

/** Received years back, so the retry (oldest first) takes this file's quotes before others'. */
async function storedLead({
  pageurl = 'https://www.example.com/contact/',
  comment = '',
} = {}): Promise<string> {
  quotes += 1;
  const id = crypto.randomUUID();
  await env.DB.prepare(
    `INSERT INTO quotes (id, received_at, name, mobile, email, service, service_comment, budget,
       budget_comment, pageurl, userip)
     VALUES (?1, ?2, 'Asha', '+919876543210', ?3, 'Web Development', ?4, '$10K - $50K', '',
       ?5, '')`,
  )
    .bind(
      id,
      new Date(Date.UTC(2001, 0, 1, 0, 0, quotes)).toISOString(),
      `${id}@example.com`,
      comment,
      pageurl,
    )
    .run();
  return id;
}

async function outcome(id: string, channel: Channel): Promise<ChannelDelivery> {
  return rowToStoredLead(await storedLeadRow(id)).deliveries[channel];
}

type Call = { url: string; init: RequestInit | undefined };
let calls: Call[] = [];

function callsTo(url: string, id?: string): Call[] {
  return calls.filter((call) => call.url === url && (!id || String(call.init?.body).includes(id)));
}

/** The receivers: `answer` decides each one's response; unknown addresses answer 200. */
function receivers(answer: (url: string, init: RequestInit | undefined) => Response | undefined) {
  vi.mocked(fetch).mockImplementation(async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    calls.push({ url, init });
    const response = answer(url, init) ?? new Response('ok');
    // What fetch does unless told `redirect: 'manual'`: it follows, and a 307 sends the body on.
    const location = response.headers.get('Location');
    if (location && response.status >= 300 && response.status < 400) {
      if (init?.redirect !== 'manual') return fetch(location, init);
    }
    return response;
  });
}

function manualClock(start = Date.now()) {
  let now = start;
  const clock = () => now;
  clock.advance = (ms: number) => {
    now += ms;
  };
  return clock;
}

beforeEach(() => {
  calls = [];
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('a delivery that gives up cleanly', () => {
  it('never follows a redirect: its target receives nothing, and the channel gives up', async () => {
    receivers((url) =>
      url === CHAT
        ? new Response(null, { status: 307, headers: { Location: ELSEWHERE } })
        : undefined,
    );
    const id = await storedLead();
    const clock = manualClock();
    expect(await notifyLead(env, id, clock)).toBe(false);
    expect(callsTo(ELSEWHERE)).toHaveLength(0);
    expect(callsTo(CHAT, id)).toHaveLength(1);
    expect(callsTo(CHAT, id)[0]?.init?.redirect).toBe('manual');

    clock.advance(backOffMs(MAX_NOTIFY_ATTEMPTS));
    await notifyLead(env, id, clock);
    expect(callsTo(CHAT, id)).toHaveLength(1);
    const stored = await storedLeadRow(id);
    expect(await outcome(id, 'chat')).toEqual({
      state: 'gave up',
      reason: expect.stringMatching(/^answered 307, a redirect/),
      attempts: 1,
      at: expect.any(String),
    });
    expect(stored.undelivered_at).toEqual(expect.any(String));
    expect(rowToStoredLead(stored)).toMatchObject({
      notified: false,
      delivered: { chat: false, jsonWebhook: true },
      undelivered: { chat: true, jsonWebhook: false },
    });
  });

  it('never calls a receiver again after a 410, and still delivers on the other channels', async () => {
    receivers((url) => (url === CHAT ? new Response('gone', { status: 410 }) : undefined));
    const id = await storedLead();
    const clock = manualClock();
    await notifyLead(env, id, clock);
    for (let run = 0; run < 5; run += 1) {
      clock.advance(backOffMs(MAX_NOTIFY_ATTEMPTS));
      await retryNotifications(env, clock);
    }
    expect(callsTo(CHAT, id)).toHaveLength(1);
    expect(callsTo(CRM, id)).toHaveLength(1);
    expect(await outcome(id, 'chat')).toMatchObject({ state: 'gave up', reason: 'answered 410' });
    expect(await storedLeadRow(id)).toMatchObject({
      json_webhook_sent_at: expect.any(String),
      notified_at: null,
      undelivered_at: expect.any(String),
    });
  });

  it.each([408, 429, 503])('retries a %i', async (status) => {
    receivers((url) => (url === CHAT ? new Response('later', { status }) : undefined));
    const id = await storedLead();
    await notifyLead(env, id, manualClock());
    expect(await storedLeadRow(id)).toMatchObject({ undelivered_at: null });
    expect(await outcome(id, 'chat')).toEqual({
      state: 'retrying',
      reason: `Error: answered ${status}`,
      attempts: 1,
      at: expect.any(String),
    });
  });

  it(`tries ${MAX_NOTIFY_ATTEMPTS} times over about a day, then marks the lead undelivered`, async () => {
    receivers((url) => (url === CHAT ? new Response('down', { status: 503 }) : undefined));
    const id = await storedLead();
    const clock = manualClock();
    let waited = 0;
    for (let run = 0; run < MAX_NOTIFY_ATTEMPTS + 5; run += 1) {
      const before = callsTo(CHAT, id).length;
      await notifyLead(env, id, clock);
      // A run before the back-off has passed sends nothing.
      clock.advance(backOffMs(run + 1) - 1000);
      await notifyLead(env, id, clock);
      expect(callsTo(CHAT, id).length - before).toBeLessThanOrEqual(1);
      clock.advance(1000);
      if (run < MAX_NOTIFY_ATTEMPTS - 1) waited += backOffMs(run + 1);
    }
    expect(callsTo(CHAT, id)).toHaveLength(MAX_NOTIFY_ATTEMPTS);
    expect(waited / 3_600_000).toBeGreaterThan(20);
    expect(waited / 3_600_000).toBeLessThan(30);
    const stored = await storedLeadRow(id);
    expect(await outcome(id, 'chat')).toMatchObject({
      state: 'gave up',
      reason: `gave up after ${MAX_NOTIFY_ATTEMPTS} attempts, the last Error: answered 503`,
      attempts: MAX_NOTIFY_ATTEMPTS,
    });
    expect(stored.undelivered_at).toEqual(expect.any(String));
    expect(stored.notify_attempts).toBe(MAX_NOTIFY_ATTEMPTS);
  });

  it('refuses a plain http:// target, but for this machine, at run time, without retrying', async () => {
    receivers(() => undefined);
    const plain: Env = { ...env, LEAD_WEBHOOK_URL: 'http://hooks.test/lead' };
    const id = await storedLead();
    const clock = manualClock();
    await notifyLead(plain, id, clock);
    clock.advance(backOffMs(MAX_NOTIFY_ATTEMPTS));
    await notifyLead(plain, id, clock);
    expect(callsTo('http://hooks.test/lead')).toHaveLength(0);
    expect((await outcome(id, 'chat')).reason).toBe(
      'LEAD_WEBHOOK_URL must be an https:// URL (plain http:// only for localhost and 127.0.0.1), not http://hooks.test',
    );

    const local: Env = { ...env, LEAD_WEBHOOK_URL: 'http://127.0.0.1:8787/hook' };
    const other = await storedLead();
    expect(await notifyLead(local, other, manualClock())).toBe(true);
    expect(callsTo('http://127.0.0.1:8787/hook', other)).toHaveLength(1);
  });

  it('signs the same body on every attempt: only webhook-timestamp is the attempt’s', async () => {
    let crmAnswers = 0;
    receivers((url) => {
      if (url !== CRM) return undefined;
      crmAnswers += 1;
      return new Response(null, { status: crmAnswers === 1 ? 503 : 204 });
    });
    const id = await storedLead();
    const clock = manualClock(Date.now() - 90_000);
    await notifyLead(env, id, clock);
    clock.advance(backOffMs(1));
    expect(await notifyLead(env, id, clock)).toBe(true);

    const [first, second] = callsTo(CRM, id).map((call) => ({
      body: String(call.init?.body),
      headers: call.init?.headers as Record<string, string>,
    }));
    expect(second?.body).toBe(first?.body);
    expect(second?.headers['webhook-id']).toBe(`msg_${id}`);
    expect(first?.headers['webhook-id']).toBe(`msg_${id}`);
    expect(Number(second?.headers['webhook-timestamp'])).toBe(
      Number(first?.headers['webhook-timestamp']) + backOffMs(1) / 1000,
    );
    expect(JSON.parse(first!.body)).toMatchObject({
      timestamp: (await storedLeadRow(id)).received_at,
    });
    const webhook = new Webhook(env.LEAD_JSON_WEBHOOK_SECRET ?? '');
    expect(webhook.verify(second!.body, second!.headers)).toMatchObject({ lead: { id } });
  });
});

describe('a claim', () => {
  it('held by one run is not taken by another: each channel is told once', async () => {
    const id = await storedLead();
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    vi.mocked(fetch).mockImplementation(async (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      calls.push({ url, init });
      if (url === CHAT && String(init?.body).includes(id)) await held;
      return new Response('ok');
    });
    const first = notifyLead(env, id);
    await afterBackgroundWork(() => expect(callsTo(CHAT, id)).toHaveLength(1));

    // Another run within the claim, the scheduled retry and a second notification alike.
    expect(await notifyLead(env, id, Date.now() + CLAIM_MS - 5_000)).toBe(false);
    await retryNotifications(env, Date.now() + CLAIM_MS - 5_000);
    expect(callsTo(CHAT, id)).toHaveLength(1);
    release();
    expect(await first).toBe(true);
    expect(await notifyLead(env, id, Date.now() + CLAIM_MS + 5_000)).toBe(false);
    expect(callsTo(CHAT, id)).toHaveLength(1);
    expect(callsTo(CRM, id)).toHaveLength(1);
  });

  it('is taken at the time of the claim, and a batch stops before one could expire', async () => {
    const clock = manualClock();
    const start = clock();
    const claims = new Map<string, string | null>();
    vi.mocked(fetch).mockImplementation(async (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      calls.push({ url, init });
      if (url === CHAT) {
        const id = /Quote id: ([0-9a-f-]{36})/.exec(String(init?.body))?.[1] ?? '';
        claims.set(id, (await storedLeadRow(id)).notify_not_before);
        // Each delivery takes 20 s of the batch.
        clock.advance(20_000);
      }
      return new Response('ok');
    });
    const ids = [await storedLead(), await storedLead(), await storedLead(), await storedLead()];
    await retryNotifications(env, clock);

    const [a, b, c, d] = ids.map((id) => claims.get(id));
    expect(a).toBe(new Date(start + CLAIM_MS).toISOString());
    // The second was claimed when its turn came, 20 s later, not at the batch's start.
    expect(b).toBe(new Date(start + 20_000 + CLAIM_MS).toISOString());
    expect(c).toBe(new Date(start + 40_000 + CLAIM_MS).toISOString());
    // 60 s had passed, over the batch's budget: the fourth waits for the next run.
    expect(RETRY_BATCH_BUDGET_MS).toBeLessThan(60_000);
    expect(d).toBeUndefined();
    expect((await storedLeadRow(ids[3]!)).notify_attempts).toBe(0);
  });
});

/** `env` whose D1 refuses the statements `refuses` picks, as an overloaded D1 does. */
function withD1Refusing(refuses: (sql: string) => boolean): Env {
  const refused = () => Promise.reject(new Error('D1_ERROR: Network connection lost.'));
  return {
    ...env,
    DB: {
      prepare(sql: string) {
        if (!refuses(sql)) return env.DB.prepare(sql);
        const statement = { bind: () => statement, run: refused, first: refused, all: refused };
        return statement;
      },
    } as unknown as D1Database,
  };
}

/** The statements that record the chat's delivery (json_webhook_sent_at is the CRM's). */
const refusingChatRecord = (sql: string) => /(?<!json_)webhook_sent_at/.test(sql);

describe('a channel that took the lead', () => {
  it('is not told again when D1 refuses to record it, and the next run only records it', async () => {
    receivers(() => undefined);
    const id = await storedLead();
    const clock = manualClock();
    const deliveredAt = new Date(clock()).toISOString();
    await notifyLead(withD1Refusing(refusingChatRecord), id, clock).catch(() => false);
    expect(callsTo(CHAT, id)).toHaveLength(1);
    expect(await storedLeadRow(id)).toMatchObject({
      webhook_sent_at: null,
      json_webhook_sent_at: expect.any(String),
      undelivered_at: null,
    });
    expect((await outcome(id, 'chat')).state).toBe('not sent');

    // Nobody takes the lead while its claim holds; the run after records the delivery, sending nothing.
    clock.advance(CLAIM_MS - 1_000);
    await retryNotifications(env, clock);
    expect(callsTo(CHAT, id)).toHaveLength(1);
    expect(await env.QUOTE_FALLBACK.get(RECEIPT_PREFIX + id, 'json')).toEqual({
      chat: deliveredAt,
    });
    clock.advance(backOffMs(MAX_NOTIFY_ATTEMPTS));
    await retryNotifications(env, clock);
    await retryNotifications(env, clock);
    expect(callsTo(CHAT, id)).toHaveLength(1);
    expect(callsTo(CRM, id)).toHaveLength(1);
    expect(await outcome(id, 'chat')).toMatchObject({ state: 'delivered', at: deliveredAt });
    expect(await storedLeadRow(id)).toMatchObject({
      webhook_sent_at: deliveredAt,
      notified_at: expect.any(String),
      undelivered_at: null,
    });
    expect(await env.QUOTE_FALLBACK.get(RECEIPT_PREFIX + id)).toBeNull();
  });

  it('is never marked given up, not even on the last attempt', async () => {
    receivers((url) => (url === CRM ? new Response('down', { status: 503 }) : undefined));
    const id = await storedLead();
    await env.DB.prepare('UPDATE quotes SET notify_attempts = ?2 WHERE id = ?1')
      .bind(id, MAX_NOTIFY_ATTEMPTS - 1)
      .run();
    const clock = manualClock();
    await notifyLead(withD1Refusing(refusingChatRecord), id, clock).catch(() => false);
    expect(callsTo(CHAT, id)).toHaveLength(1);
    expect((await outcome(id, 'chat')).state).toBe('not sent');
    expect(await outcome(id, 'jsonWebhook')).toMatchObject({
      state: 'gave up',
      reason: expect.stringMatching(/^gave up after 12 attempts/),
    });

    clock.advance(CLAIM_MS + backOffMs(MAX_NOTIFY_ATTEMPTS));
    await retryNotifications(env, clock);
    expect(callsTo(CHAT, id)).toHaveLength(1);
    expect(await storedLeadRow(id)).toMatchObject({
      webhook_sent_at: expect.any(String),
      undelivered_at: expect.any(String),
    });
    expect(rowToStoredLead(await storedLeadRow(id))).toMatchObject({
      deliveries: { chat: { state: 'delivered' }, jsonWebhook: { state: 'gave up' } },
      delivered: { chat: true, jsonWebhook: false },
      undelivered: { chat: false, jsonWebhook: true },
    });
  });

  it('is recorded by the same run when D1 refuses the record once', async () => {
    receivers(() => undefined);
    const id = await storedLead();
    let refusals = 0;
    const flaky = withD1Refusing((sql) => refusingChatRecord(sql) && (refusals += 1) === 1);
    expect(await notifyLead(flaky, id, manualClock())).toBe(true);
    expect(refusals).toBeGreaterThan(1);
    expect(callsTo(CHAT, id)).toHaveLength(1);
    expect((await storedLeadRow(id)).webhook_sent_at).toEqual(expect.any(String));
    expect(await env.QUOTE_FALLBACK.get(RECEIPT_PREFIX + id)).toBeNull();
  });

  it('is not told again when the claim is not released', async () => {
    receivers(() => undefined);
    const id = await storedLead();
    const clock = manualClock();
    const releaseRefused = withD1Refusing((sql) => sql.includes('notified_at ='));
    await expect(notifyLead(releaseRefused, id, clock)).rejects.toThrow(/D1_ERROR/);
    clock.advance(CLAIM_MS + 1_000);
    expect(await notifyLead(env, id, clock)).toBe(true);
    expect(callsTo(CHAT, id)).toHaveLength(1);
    expect(callsTo(CRM, id)).toHaveLength(1);
  });

  it('is not asked again while a run cannot read the receipts: nothing is sent until it can', async () => {
    let chatAnswers = 0;
    receivers((url) => {
      if (url !== CHAT) return undefined;
      chatAnswers += 1;
      return chatAnswers === 1 ? new Response('down', { status: 503 }) : undefined;
    });
    const id = await storedLead();
    const clock = manualClock();
    await notifyLead(env, id, clock);
    expect(callsTo(CHAT, id)).toHaveLength(1);

    const unreadable: Env = {
      ...env,
      QUOTE_FALLBACK: {
        get: () => Promise.reject(new Error('KV GET failed: 503')),
      } as unknown as KVNamespace,
    };
    clock.advance(backOffMs(1));
    expect(await notifyLead(unreadable, id, clock)).toBe(false);
    expect(callsTo(CHAT, id)).toHaveLength(1);
    expect(await outcome(id, 'chat')).toMatchObject({
      state: 'retrying',
      reason: expect.stringMatching(/^delivery receipt unreadable: Error: KV GET/),
      attempts: 2,
    });

    clock.advance(backOffMs(2));
    expect(await notifyLead(env, id, clock)).toBe(true);
    expect(callsTo(CHAT, id)).toHaveLength(2);
  });
});

describe('the chat message', () => {
  function chatText(id: string): string {
    const [call] = callsTo(CHAT, id);
    return (JSON.parse(String(call?.init?.body)) as { text: string }).text;
  }

  it('reaches the chat with a visitor’s link and mention made inert', async () => {
    receivers(() => undefined);
    const id = await storedLead({ comment: '[click](https://evil.example) @everyone' });
    expect(await notifyLead(env, id, manualClock())).toBe(true);
    const text = chatText(id);
    expect(text).not.toContain('](');
    expect(text).not.toContain('@everyone');
    expect(text).not.toContain('https://evil.example');
    expect(text).toContain('&gt; ［click］(hxxps://evil[.]example) ＠everyone');
  });

  it('shows the page it was sent from on the site’s own origin only', async () => {
    receivers(() => undefined);
    const site: Env = {
      ...env,
      SITE_URL: 'https://nimbleforge.example',
      QUOTE_ALLOWED_ORIGINS: '',
    };
    const own = await storedLead({ pageurl: 'https://nimbleforge.example/contact/' });
    const other = await storedLead({ pageurl: 'https://nimbleforge-support.example/login/' });
    await notifyLead(site, own, manualClock());
    await notifyLead(site, other, manualClock());
    expect(chatText(own)).toContain('\nSent from: https://nimbleforge.example/contact/\n');
    expect(chatText(other)).toContain('\nSent from: another site (not linked)\n');
    expect(chatText(other)).not.toContain('nimbleforge-support');
    // The CRM has the lead as data, the page as it came.
    const [crm] = callsTo(CRM, other);
    expect(JSON.parse(String(crm?.init?.body))).toMatchObject({
      lead: { pageurl: 'https://nimbleforge-support.example/login/' },
    });
  });
});
