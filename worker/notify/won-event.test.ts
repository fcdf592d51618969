// The `lead.won` event: signed for the CRM's JSON webhook by Standard Webhooks, verified here by
// the same library, and sent once under the notifier's claim, back-off and receipt.
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { Webhook } from 'standardwebhooks';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Env } from '@/worker/env';
import worker from '@/worker/index';
import { sendWonEvents, WON_EVENT_WINDOW_MS } from '@/worker/scheduled/won-events';
import { insertLead, setLeadStatus, setLeadWon } from '@/worker/storage/leads';
import type { QuoteRow } from '@/worker/storage/rows';
import { validQuote } from '@/worker/test/quote-request';
import { backOffMs, MAX_NOTIFY_ATTEMPTS } from './notify';
import { sendWonEvent, WON_RECEIPT_PREFIX } from './won-event';

const CRM = 'https://crm.test/leads';
const CHAT = 'https://hooks.test/lead';

type Call = { url: string; body: string; headers: Record<string, string> };
let calls: Call[] = [];

function crmCalls(id: string): Call[] {
  return calls.filter((call) => call.url === CRM && call.body.includes(id));
}

/** Every receiver answers `answer`'s response, 200 by default. */
function receivers(answer: (url: string) => Response | undefined = () => undefined) {
  vi.mocked(fetch).mockImplementation(async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    const headers = (init?.headers ?? {}) as Record<string, string>;
    calls.push({ url, body: String(init?.body), headers });
    return answer(url) ?? new Response('ok');
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
  receivers();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

async function storedLead(email: string): Promise<string> {
  const id = crypto.randomUUID();
  await insertLead(env.DB, {
    ...validQuote,
    email,
    id,
    receivedAt: new Date().toISOString(),
    userip: '',
    idempotencyKey: null,
    fileattachment: null,
    spam: null,
    source: null,
  } as Parameters<typeof insertLead>[1]);
  return id;
}

async function markWon(id: string, minorUnits: number, at: number) {
  const change = { actor: 'sales@example.com', at: new Date(at).toISOString(), key: null };
  await setLeadWon(env.DB, id, { minorUnits, currency: 'USD', shown: 'x' }, change);
}

async function row(id: string): Promise<QuoteRow> {
  return (await env.DB.prepare('SELECT * FROM quotes WHERE id = ?1').bind(id).first<QuoteRow>())!;
}

const webhook = () => new Webhook(env.LEAD_JSON_WEBHOOK_SECRET ?? '');

describe('the lead.won event', () => {
  it('goes to the CRM once when the inbox marks a lead won, signed so Webhook.verify accepts it', async () => {
    const id = await storedLead('won.event@example.com');
    const HOST = '127.0.0.1:8787';
    const settings = {
      INBOX_HOST: HOST,
      SITE_URL: 'http://127.0.0.1:9',
      INBOX_LOCAL_SIGN_IN: 'local@localhost',
    };
    const mark = async (value: string, status = 'won') => {
      const ctx = createExecutionContext();
      const request = new Request(`http://${HOST}/inbox/lead/${id}/status`, {
        method: 'POST',
        headers: { Origin: `http://${HOST}`, 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ status, value }).toString(),
        redirect: 'manual',
      });
      const response = await worker.fetch(
        request as Request<unknown, IncomingRequestCfProperties>,
        { ...env, ...settings } as Env,
        ctx,
      );
      await waitOnExecutionContext(ctx);
      expect(response.status).toBe(303);
    };
    await mark('4,250.75');

    const [sent, ...more] = crmCalls(id);
    expect(more).toEqual([]);
    expect(sent?.headers['webhook-id']).toBe(`msg_won_${id}`);
    const stored = await row(id);
    expect(webhook().verify(sent!.body, sent!.headers)).toEqual({
      type: 'lead.won',
      timestamp: stored.won_at,
      lead: { id, receivedAt: stored.received_at },
      deal: { currency: 'USD', minorUnits: 425075, amount: 4250.75 },
    });
    // The person's details went with lead.created; none travel again.
    expect(sent!.body).not.toContain('won.event@example.com');
    // A body changed in transit, or signed with another secret, is refused.
    expect(() =>
      webhook().verify(sent!.body.replace('4250.75', '42500.75'), sent!.headers),
    ).toThrow();
    expect(() =>
      new Webhook('whsec_dGhpcyBpcyBub3QgdGhlIHNlY3JldA==').verify(sent!.body, sent!.headers),
    ).toThrow();
    expect(stored.won_sent_at).toEqual(expect.any(String));
    // The chat, where the team works, is not told what the team just did.
    expect(calls.filter((call) => call.url === CHAT && call.body.includes(id))).toEqual([]);

    // Its value changed, won again after lost, and every cron run after: never sent twice.
    await mark('5,000');
    await mark('', 'lost');
    await mark('5,000');
    await sendWonEvents(env);
    expect(crmCalls(id)).toHaveLength(1);
  });

  it('is retried by the cron after a failure, with the same id and body, until it is taken', async () => {
    let answers = 0;
    receivers((url) => {
      if (url !== CRM) return undefined;
      answers += 1;
      return new Response(null, { status: answers === 1 ? 503 : 204 });
    });
    const id = await storedLead('won.retry@example.com');
    const clock = manualClock();
    await markWon(id, 100_00, clock());
    expect(await sendWonEvent(env, id, clock)).toBe(false);
    expect(await row(id)).toMatchObject({ won_sent_at: null, won_attempts: 1 });
    // Not before its back-off ends.
    expect(await sendWonEvents(env, clock)).toBe(0);
    clock.advance(backOffMs(1));
    expect(await sendWonEvents(env, clock)).toBe(1);
    const [first, second] = crmCalls(id);
    expect(second?.body).toBe(first?.body);
    expect(second?.headers['webhook-id']).toBe(first?.headers['webhook-id']);
    expect(webhook().verify(second!.body, second!.headers)).toMatchObject({ type: 'lead.won' });
    clock.advance(backOffMs(MAX_NOTIFY_ATTEMPTS));
    await sendWonEvents(env, clock);
    expect(crmCalls(id)).toHaveLength(2);
    expect(await row(id)).toMatchObject({ won_sent_at: expect.any(String), won_attempts: 2 });
  });

  it('gives up on a refusal, and is not sent again', async () => {
    receivers((url) => (url === CRM ? new Response('gone', { status: 410 }) : undefined));
    const id = await storedLead('won.gone@example.com');
    const clock = manualClock();
    await markWon(id, 500, clock());
    await sendWonEvent(env, id, clock);
    clock.advance(backOffMs(MAX_NOTIFY_ATTEMPTS));
    await sendWonEvents(env, clock);
    expect(crmCalls(id)).toHaveLength(1);
    expect((await row(id)).won_unsent).toBe('jsonWebhook: answered 410');
  });

  it('reads an earlier run’s receipt rather than sending again when D1 missed the record', async () => {
    receivers((url) => (url === CRM ? new Response(null, { status: 503 }) : undefined));
    const id = await storedLead('won.receipt@example.com');
    const clock = manualClock();
    await markWon(id, 700, clock());
    await sendWonEvent(env, id, clock);
    const at = new Date(clock()).toISOString();
    await env.QUOTE_FALLBACK.put(WON_RECEIPT_PREFIX + id, JSON.stringify({ at }));
    clock.advance(backOffMs(1));
    await sendWonEvent(env, id, clock);
    expect(crmCalls(id)).toHaveLength(1);
    expect((await row(id)).won_sent_at).toBe(at);
    expect(await env.QUOTE_FALLBACK.get(WON_RECEIPT_PREFIX + id)).toBeNull();
  });

  it('is not sent for a lead no longer won, nor one won before the week the cron looks back', async () => {
    const clock = manualClock();
    const moved = await storedLead('won.moved@example.com');
    await markWon(moved, 900, clock());
    await setLeadStatus(env.DB, moved, 'qualified', { actor: 'a', at: 'x', key: null });
    const old = await storedLead('won.old@example.com');
    await markWon(old, 900, clock() - WON_EVENT_WINDOW_MS - 60_000);
    await sendWonEvents(env, clock);
    expect(await sendWonEvent(env, moved, clock)).toBe(false);
    expect([...crmCalls(moved), ...crmCalls(old)]).toEqual([]);
  });

  it('is not sent without a CRM webhook', async () => {
    const id = await storedLead('won.nocrm@example.com');
    await markWon(id, 900, Date.now());
    const without = { ...env, LEAD_JSON_WEBHOOK_URL: '' } as Env;
    expect(await sendWonEvent(without, id)).toBe(false);
    expect(await sendWonEvents(without)).toBe(0);
    expect(crmCalls(id)).toEqual([]);
    expect((await row(id)).won_attempts).toBe(0);
  });
});
