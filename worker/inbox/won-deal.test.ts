// A lead marked won in the inbox with its deal's value: refused without one (the form kept as
// typed), stored in minor units, recorded in the history, shown on the lead, in the list, the CSV
// and the funnel's revenue.
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { LEAD_SOURCE_HEADER } from '@/lib/quote/api';
import type { Env } from '@/worker/env';
import worker from '@/worker/index';
import type { Funnel } from '@/worker/lead-logic/funnel';
import { deliverySettingProblems } from '@/worker/settings';
import { setLeadWon } from '@/worker/storage/leads';
import type { QuoteRow } from '@/worker/storage/rows';
import { post, validQuote } from '@/worker/test/quote-request';

/** The local server's inbox: signed in as the local identity, as on `npm start`. */
const HOST = '127.0.0.1:8787';
const ORIGIN = `http://${HOST}`;
const LOCAL: Partial<Env> = {
  INBOX_HOST: HOST,
  SITE_URL: 'http://127.0.0.1:9',
  INBOX_LOCAL_SIGN_IN: 'local@localhost',
};

async function inbox(path: string, init: RequestInit = {}, settings: Partial<Env> = {}) {
  const ctx = createExecutionContext();
  const request = new Request(`${ORIGIN}${path}`, { ...init, redirect: 'manual' });
  const response = await worker.fetch(
    request as Request<unknown, IncomingRequestCfProperties>,
    { ...env, ...LOCAL, ...settings } as Env,
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return response;
}

function setStatus(id: string, fields: Record<string, string>, settings: Partial<Env> = {}) {
  return inbox(
    `/inbox/lead/${id}/status`,
    {
      method: 'POST',
      headers: { Origin: ORIGIN, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    },
    settings,
  );
}

async function sendQuote(email: string, campaign: string): Promise<string> {
  const response = await post(
    { ...validQuote, email },
    {
      [LEAD_SOURCE_HEADER]: `utmSource=google&utmCampaign=${campaign}&landingPage=%2F${campaign}%2F`,
    },
  );
  expect(response.status).toBe(201);
  return (await response.json<{ id: string }>()).id;
}

async function row(id: string): Promise<QuoteRow> {
  return (await env.DB.prepare('SELECT * FROM quotes WHERE id = ?1').bind(id).first<QuoteRow>())!;
}

async function history(id: string): Promise<string[][]> {
  const { results } = await env.DB.prepare(
    'SELECT kind, actor, detail FROM lead_history WHERE quote_id = ?1 ORDER BY id',
  )
    .bind(id)
    .all<{ kind: string; actor: string; detail: string }>();
  return results.map((entry) => [entry.kind, entry.actor, entry.detail]);
}

describe('marking a lead won', () => {
  it('refuses it without a positive, bounded value, keeping what was typed and storing nothing', async () => {
    const id = await sendQuote('refused.won@example.com', 'refused');
    const hostile = ['', '-5', '0', 'NaN', '1e309', '12,5', '1,000,000,000.01', 'x'.repeat(10_000)];
    for (const value of hostile) {
      const response = await setStatus(id, { status: 'won', value });
      expect(response.status, value.slice(0, 20)).toBe(400);
      const page = await response.text();
      expect(page).toContain('role="alert"');
      expect(page).toContain('aria-invalid="true"');
      // What was typed stays in the field, cut to its length; the status stays chosen.
      expect(page).toContain(`value="${value.slice(0, 40)}"`);
      expect(page).not.toContain('x'.repeat(41));
      expect(page).toContain('<option value="won" selected>');
    }
    expect(await row(id)).toMatchObject({
      status: 'new',
      deal_value_minor: null,
      deal_currency: null,
      won_at: null,
    });
    expect(await history(id)).toEqual([]);
  });

  it('stores the value in minor units, records who set it, and lets it be changed', async () => {
    const id = await sendQuote('won.deal@example.com', 'q4-brand');
    const marked = await setStatus(id, { status: 'won', value: '12,500.50' });
    expect(marked.status).toBe(303);
    expect(marked.headers.get('Location')).toBe(`/inbox/lead/${id}/?saved=status#status-heading`);
    expect(await row(id)).toMatchObject({
      status: 'won',
      deal_value_minor: 1250050,
      deal_currency: 'USD',
      won_at: expect.any(String),
      contacted_at: expect.any(String),
    });
    const wonAt = (await row(id)).won_at;

    // The same again changes nothing; a new value is recorded as such.
    const same = await setStatus(id, { status: 'won', value: '12500.5' });
    expect(same.headers.get('Location')).toContain('saved=unchanged');
    const changed = await setStatus(id, { status: 'won', value: '13,000' });
    expect(changed.headers.get('Location')).toContain('saved=value');
    expect(await row(id)).toMatchObject({ deal_value_minor: 1300000, won_at: wonAt });
    expect(await history(id)).toEqual([
      ['status', 'local@localhost', 'new → won'],
      ['value', 'local@localhost', 'deal value $12,500.50'],
      ['value', 'local@localhost', 'deal value $13,000.00'],
    ]);

    const page = await (await inbox(`/inbox/lead/${id}/?saved=value`)).text();
    expect(page).toContain('Deal value saved.');
    expect(page).toMatch(/Deal value: <strong>\$13,000\.00<\/strong>/);
    expect(page).toContain('value="13000.00"');
    expect(page).toContain('deal value $13,000.00');
    expect(page).toMatch(/<label for="deal-value"[^>]*>Deal's value in USD, when won<\/label>/);

    const list = await (await inbox('/inbox/')).text();
    expect(list).toContain('$13,000.00');

    // Moved on, it keeps the value it was won at, but no longer counts it.
    await setStatus(id, { status: 'lost', value: '' });
    expect(await row(id)).toMatchObject({ status: 'lost', deal_value_minor: 1300000 });
    expect(await (await inbox(`/inbox/lead/${id}/`)).text()).toContain('(not counted while lost)');
  });

  it('asks in the currency of DEAL_CURRENCY, with its own decimals', async () => {
    const id = await sendQuote('yen.deal@example.com', 'yen');
    const settings = { DEAL_CURRENCY: 'jpy' };
    expect((await setStatus(id, { status: 'won', value: '150.5' }, settings)).status).toBe(400);
    expect((await setStatus(id, { status: 'won', value: '150,000' }, settings)).status).toBe(303);
    expect(await row(id)).toMatchObject({ deal_value_minor: 150000, deal_currency: 'JPY' });
    // A setting that is no currency counts as the default, and the deploy's check refuses it.
    const page = await (await inbox(`/inbox/lead/${id}/`, {}, { DEAL_CURRENCY: 'dollars' })).text();
    expect(page).toContain("Deal's value in USD, when won");
    expect(deliverySettingProblems({ DEAL_CURRENCY: 'dollars' })).toEqual([
      'DEAL_CURRENCY must be an ISO 4217 currency code, such as USD, EUR or INR',
    ]);
    expect(deliverySettingProblems({ DEAL_CURRENCY: ' eur ' })).toEqual([]);
  });

  it('is refused by the table itself outside the bounds, whoever writes it', async () => {
    const id = await sendQuote('bounds.deal@example.com', 'bounds');
    for (const [minor, currency] of [
      [-1, 'USD'],
      [0, 'USD'],
      [1.5, 'USD'],
      [10_000_000_000_001, 'USD'],
      [100, 'usd'],
      [100, 'DOLLAR'],
    ] as const) {
      await expect(
        setLeadWon(
          env.DB,
          id,
          { minorUnits: minor, currency, shown: 'x' },
          { actor: 'a', at: new Date().toISOString(), key: null },
        ),
        `${minor} ${currency}`,
      ).rejects.toThrow(/CHECK constraint failed/);
    }
    expect(await row(id)).toMatchObject({ status: 'new', deal_value_minor: null });
    expect(await history(id)).toEqual([]);
  });
});

describe('the revenue', () => {
  it('is in the CSV, the funnel’s JSON per campaign and landing page, and on the dashboard', async () => {
    const first = await sendQuote('revenue.one@example.com', 'revenue-test');
    const second = await sendQuote('revenue.two@example.com', 'revenue-test');
    const lost = await sendQuote('revenue.lost@example.com', 'revenue-test');
    await setStatus(first, { status: 'won', value: '1,000.10' });
    await setStatus(second, { status: 'won', value: '2000.20' });
    await setStatus(lost, { status: 'won', value: '999' });
    await setStatus(lost, { status: 'lost' });

    const csv = await (await inbox('/api/leads/export.csv')).text();
    const [header, ...lines] = csv.trim().split('\r\n');
    expect(header).toContain('"Deal value","Deal currency"');
    expect(lines.find((line) => line.includes('revenue.one@'))).toContain('"1000.10","USD"');
    // A lead no longer won exports no deal.
    expect(lines.find((line) => line.includes('revenue.lost@'))).toContain('"lost","",""');

    const funnel = await (await inbox('/api/leads/funnel')).json<Funnel>();
    expect(funnel.currency).toBe('USD');
    const campaign = funnel.bySource.find((source) => source.source === 'campaign revenue-test');
    expect(campaign?.figures).toMatchObject({ quotesStored: 3, leadsWon: 2, revenue: 3000.3 });
    expect(campaign?.figures.averageDeal).toBeCloseTo(1500.15, 10);
    expect(
      funnel.byLandingPage.find((page) => page.landingPage === '/revenue-test/')?.figures,
    ).toMatchObject({
      leadsWon: 2,
      revenue: 3000.3,
    });
    expect(funnel.total.figures.revenue).toBeGreaterThanOrEqual(3000.3);

    const dashboard = await (await inbox('/inbox/dashboard/')).text();
    expect(dashboard).toContain('<th scope="col" class="number">Revenue</th>');
    expect(dashboard).toMatch(/campaign revenue-test<\/th>[\s\S]*?\$3,000\.30[\s\S]*?\$1,500\.15/);
  });
});
