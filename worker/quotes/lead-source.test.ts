import { env } from 'cloudflare:test';
import { Webhook } from 'standardwebhooks';
import { describe, expect, it, vi } from 'vitest';
import { LEAD_SOURCE_HEADER } from '@/lib/quote/api';
import { retryNotifications } from '@/worker/scheduled/notification-retries';
import { ALL_COLUMNS } from '@/worker/storage/columns';
import { type QuoteRow, rowToStoredLead } from '@/worker/storage/rows';
import { afterBackgroundWork } from '@/worker/test/background';
import { runCron } from '@/worker/test/cron';
import { post, validQuote } from '@/worker/test/quote-request';

const CRM_URL = 'https://crm.test/leads';

async function stored(email: string) {
  const row = await env.DB.prepare('SELECT * FROM quotes WHERE email = ?1')
    .bind(email)
    .first<QuoteRow>();
  if (!row) throw new Error(`no quote from ${email}`);
  return rowToStoredLead(row);
}

function crmDeliveries() {
  return vi
    .mocked(fetch)
    .mock.calls.filter(([url]) => String(url) === CRM_URL)
    .map(([, init]) => ({
      body: String(init?.body),
      headers: Object.fromEntries(new Headers(init?.headers)),
    }));
}

describe('the visit’s source', () => {
  it('is stored with the lead from the header, each field in its column', async () => {
    const email = 'campaign@example.com';
    const header =
      'landingPage=%2Fservices%2F%3Futm_source%3Dgoogle&referrer=https%3A%2F%2Fwww.google.com' +
      '&utmSource=google&utmMedium=cpc&utmCampaign=spring+sale&utmTerm=apps&utmContent=ad-1' +
      '&clickId=gclid';
    expect((await post({ ...validQuote, email }, { [LEAD_SOURCE_HEADER]: header })).status).toBe(
      201,
    );
    expect((await stored(email)).source).toEqual({
      landingPage: '/services/?utm_source=google',
      referrer: 'https://www.google.com',
      utmSource: 'google',
      utmMedium: 'cpc',
      utmCampaign: 'spring sale',
      utmTerm: 'apps',
      utmContent: 'ad-1',
      clickId: 'gclid',
    });
    // The chat message and the e-mail (the same text) carry it in one line, the visitor's
    // values quoted as theirs, and defanged: no link, no markup a chat would render.
    await afterBackgroundWork(async () => expect((await stored(email)).delivered.chat).toBe(true));
    const chat = vi
      .mocked(fetch)
      .mock.calls.find(([url]) => String(url) === 'https://hooks.test/lead');
    expect(String(chat?.[1]?.body)).toContain(
      'Source: campaign “spring sale” (“google” / “cpc”), term “apps”, content “ad-1”, ' +
        'ad click (gclid), from “hxxps://www[.]google[.]com”, landed on “/services/?utm＿source=google”',
    );
  });

  it('drops what is malformed and keeps the lead; no header, no source', async () => {
    const malformed = [
      `utmSource=${'x'.repeat(201)}`,
      'clickId=Cj0KCQ-the-value',
      'referrer=https%3A%2F%2Fsearch.test%2Fq%3Dname',
      'landingPage=%2F%2Fevil.test%2F',
      'utmMedium=a%0Ab',
      'utmTerm=%E0%A4',
      'utmCampaign=kept',
      'unknown=1',
    ].join('&');
    const email = 'malformed.source@example.com';
    expect((await post({ ...validQuote, email }, { [LEAD_SOURCE_HEADER]: malformed })).status).toBe(
      201,
    );
    expect((await stored(email)).source).toEqual({
      landingPage: null,
      referrer: null,
      utmSource: null,
      utmMedium: null,
      utmCampaign: 'kept',
      utmTerm: '\uFFFD',
      utmContent: null,
      clickId: null,
    });

    const garbage = 'garbage.source@example.com';
    const answer = await post({ ...validQuote, email: garbage }, { [LEAD_SOURCE_HEADER]: '%%%;' });
    expect(answer.status).toBe(201);
    expect((await stored(garbage)).source).toBeNull();

    const direct = 'direct.visit@example.com';
    expect((await post({ ...validQuote, email: direct })).status).toBe(201);
    expect((await stored(direct)).source).toBeNull();
    // The leads' deliveries end here, not among the next test's calls to the receivers.
    await afterBackgroundWork(async () => {
      for (const sent of [email, garbage, direct]) expect((await stored(sent)).notified).toBe(true);
    });
  });

  it('has the columns the migrations create, no more and no fewer', async () => {
    const { results } = await env.DB.prepare('PRAGMA table_info(quotes)').all<{ name: string }>();
    expect(results.map((column) => column.name).sort()).toEqual([...ALL_COLUMNS].sort());
  });
});

describe('the signed JSON webhook for a CRM', () => {
  it('posts each new lead once, signed so that Standard Webhooks’ own verify accepts it', async () => {
    const email = 'crm.once@example.com';
    const header = 'utmSource=newsletter&utmCampaign=november&landingPage=%2Fblog%2F';
    const first = await post(
      { ...validQuote, email },
      { 'Idempotency-Key': 'crm-once', [LEAD_SOURCE_HEADER]: header },
    );
    const { id } = await first.json<{ id: string }>();
    await afterBackgroundWork(async () =>
      expect((await stored(email)).delivered.jsonWebhook).toBe(true),
    );
    expect((await post({ ...validQuote, email }, { 'Idempotency-Key': 'crm-once' })).status).toBe(
      200,
    );
    await runCron();
    await post({ ...validQuote, email: 'crm.spam@example.com' }, { 'X-Honeypot': 'filled' });
    await runCron();

    const deliveries = crmDeliveries();
    expect(deliveries).toHaveLength(1);
    const [delivery] = deliveries;
    const verified = new Webhook(env.LEAD_JSON_WEBHOOK_SECRET ?? '').verify(
      delivery!.body,
      delivery!.headers,
    );
    expect(verified).toMatchObject({
      type: 'lead.created',
      lead: {
        id,
        email,
        name: 'Asha',
        service: 'Web Development',
        pageurl: 'https://www.example.com/contact/',
        source: { utmSource: 'newsletter', utmCampaign: 'november', landingPage: '/blog/' },
      },
    });
    expect(delivery!.headers['webhook-id']).toBe(`msg_${id}`);
    expect(() =>
      new Webhook(env.LEAD_JSON_WEBHOOK_SECRET ?? '').verify(
        delivery!.body.replace('Asha', 'Mallory'),
        delivery!.headers,
      ),
    ).toThrow();
  });

  it('keeps the lead while the receiver is down and delivers it once on a scheduled retry', async () => {
    vi.mocked(fetch).mockImplementation(async (url) =>
      String(url) === CRM_URL ? new Response('down', { status: 503 }) : new Response('ok'),
    );
    const email = 'crm.down@example.com';
    expect((await post({ ...validQuote, email })).status).toBe(201);
    await afterBackgroundWork(async () => expect((await stored(email)).delivered.chat).toBe(true));
    expect(await stored(email)).toMatchObject({
      notified: false,
      delivered: { chat: true, jsonWebhook: false },
    });

    vi.mocked(fetch)
      .mockClear()
      .mockImplementation(async () => new Response('ok'));
    expect(await retryNotifications(env, Date.now() + 61_000)).toBeGreaterThanOrEqual(1);
    await runCron();
    expect(await stored(email)).toMatchObject({
      notified: true,
      delivered: { chat: true, jsonWebhook: true },
    });
    const deliveries = crmDeliveries();
    expect(deliveries).toHaveLength(1);
    // The chat message went out the first time and is not sent again.
    expect(vi.mocked(fetch).mock.calls.filter(([url]) => String(url) !== CRM_URL)).toHaveLength(0);
    expect(
      new Webhook(env.LEAD_JSON_WEBHOOK_SECRET ?? '').verify(
        deliveries[0]!.body,
        deliveries[0]!.headers,
      ),
    ).toMatchObject({ lead: { email } });
  });
});
