import { env, SELF } from 'cloudflare:test';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { NEW_SOURCES_PER_DAY } from '@/lib/funnel/source-label';
import { deleteExpiredVisitCounts } from '@/worker/scheduled/retention';
import type { SqlDatabase } from '@/worker/storage/sql-database';
import { createVisitsApp, isAssetPage, type VisitsDeps } from './app';

const SITE = 'https://www.example.com';
const SIBLING = 'https://example.com';
const PAGES = new Set(['/', '/ai-services/', '/contact/', '/portfolio/']);
const CLIENT_IP = '198.51.100.23';
const USER_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 HeadlessChrome/140.0';

let allowed: boolean;
let clock: Date;
let db: SqlDatabase;
const limited: string[] = [];

const app = createVisitsApp((): VisitsDeps => ({
  db,
  isSitePage: async (path) => PAGES.has(path),
  rateLimiter: {
    allow: async (key) => {
      limited.push(key);
      return allowed;
    },
    windowSeconds: 60,
  },
  allowedOrigins: [SITE, SIBLING],
  now: () => clock,
}));

function send(
  body: unknown,
  headers: Record<string, string> = {},
  method = 'POST',
  cf?: Record<string, unknown>,
) {
  const request = new Request(`${SITE}/api/events`, {
    method,
    headers: {
      Origin: SITE,
      'Sec-Fetch-Site': 'same-origin',
      'Content-Type': 'text/plain;charset=UTF-8',
      'CF-Connecting-IP': CLIENT_IP,
      'User-Agent': USER_AGENT,
      ...headers,
    },
    body: method === 'POST' ? (typeof body === 'string' ? body : JSON.stringify(body)) : null,
  });
  // What Cloudflare's edge adds to an incoming request, and a test's Request cannot be given.
  if (cf) Object.defineProperty(request, 'cf', { value: cf });
  return app.request(request);
}

interface CountRow {
  day: string;
  path: string;
  source: string;
  event: string;
  n: number;
}

async function countRows(): Promise<CountRow[]> {
  const { results } = await env.VISITS.prepare(
    'SELECT day, path, source, event, n FROM visit_counts ORDER BY day, path, source, event',
  ).all<CountRow>();
  return results;
}

const counted = async () =>
  (await countRows()).map((row) => `${row.day} ${row.path} ${row.source} ${row.event} ${row.n}`);

/** Every row of every table of the leads' database. */
async function leadsRows(): Promise<number> {
  const { results: tables } = await env.DB.prepare(
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name <> 'd1_migrations'",
  ).all<{ name: string }>();
  let rows = 0;
  for (const { name } of tables) {
    rows += (await env.DB.prepare(`SELECT COUNT(*) AS n FROM "${name}"`).first<{ n: number }>())!.n;
  }
  return rows;
}

const campaign = {
  utmSource: 'google',
  utmMedium: 'cpc',
  utmCampaign: 'brand-q4',
  clickId: 'gclid',
  landingPage: '/ai-services/?utm_campaign=brand-q4#top',
};

beforeEach(async () => {
  await env.VISITS.batch([
    env.VISITS.prepare('DELETE FROM visit_counts'),
    env.VISITS.prepare('DELETE FROM visit_facets'),
  ]);
  allowed = true;
  clock = new Date('2026-11-27T23:59:00.000Z');
  db = env.VISITS;
  limited.length = 0;
});

describe('POST /api/events', () => {
  it('counts a batch under the visit’s landing page and source, each event once a batch', async () => {
    const first = await send({ s: campaign, p: '/contact/', e: ['view', 'panel', 'view'] });
    expect([first.status, await first.text()]).toEqual([204, '']);
    expect(first.headers.get('Cache-Control')).toBe('no-store');
    expect((await send({ s: campaign, p: '/portfolio/', e: ['view'] })).status).toBe(204);
    clock = new Date('2026-11-28T00:00:00.000Z');
    await send({ s: { landingPage: '/contact/' }, p: '/contact/', e: ['phone'] });
    await send({
      s: { referrer: 'https://news.example.org', landingPage: '/' },
      p: '/',
      e: ['view'],
    });
    await send({ s: { utmSource: 'newsletter', landingPage: '/' }, p: '/', e: ['view'] });
    // Storage off: no note, the page's own path; a visit that landed on a missing page, too.
    await send({ p: '/portfolio/?q=1', e: ['view'] });
    await send({
      s: { utmCampaign: 'typo', landingPage: '/nope/?utm_campaign=typo' },
      p: '/contact/',
      e: ['view'],
    });
    // A sibling host of the list, as a browser marks it.
    const sibling = await send(
      { p: '/', e: ['chat'] },
      { Origin: SIBLING, 'Sec-Fetch-Site': 'same-site' },
    );
    expect(sibling.status).toBe(204);
    expect(await counted()).toEqual([
      '2026-11-27 /ai-services/ campaign brand-q4 panel 1',
      '2026-11-27 /ai-services/ campaign brand-q4 view 2',
      '2026-11-28 / direct chat 1',
      '2026-11-28 / newsletter view 1',
      '2026-11-28 / referrer news.example.org view 1',
      '2026-11-28 /contact/ campaign typo view 1',
      '2026-11-28 /contact/ direct phone 1',
      '2026-11-28 /portfolio/ direct view 1',
    ]);
    expect(limited).toEqual(Array(8).fill(CLIENT_IP));
  });

  it('refuses a whole batch with an unknown event or a path that is no page of the site', async () => {
    const refused: [unknown, string][] = [
      [{ p: '/', e: ['view', 'purchase'] }, 'Unknown event'],
      [{ p: '/', e: ['view', 3] }, 'Unknown event'],
      [{ p: '/', e: [] }, 'Between 1 and 20 events'],
      [{ p: '/', e: Array(21).fill('view') }, 'Between 1 and 20 events'],
      [{ p: '/', e: 'view' }, 'Between 1 and 20 events'],
      [{ e: ['view'] }, 'Invalid batch'],
      [{ p: '/nope/', e: ['view'] }, 'Not a page of this site'],
      [{ p: 'https://evil.example/', e: ['view'] }, 'Not a page of this site'],
      [{ p: '//evil.example/', e: ['view'] }, 'Not a page of this site'],
      [{ p: '/\\evil.example/', e: ['view'] }, 'Not a page of this site'],
      [{ p: '/admin/', e: ['view'] }, 'Not a page of this site'],
      [{ p: '/api/events', e: ['view'] }, 'Not a page of this site'],
      [{ p: '/404.html', e: ['view'] }, 'Not a page of this site'],
      [{ s: { landingPage: '/contact/' }, p: '/nope/', e: ['view'] }, 'Not a page of this site'],
      ['{"p": "/", "e": ["view"]', 'Invalid JSON'],
      [['view'], 'Invalid batch'],
    ];
    for (const [body, error] of refused) {
      const response = await send(body);
      expect([response.status, await response.json()]).toEqual([400, { error }]);
    }
    expect(await counted()).toEqual([]);
  });

  it('refuses another origin, another method, a flood and a big body; counts no bot', async () => {
    const batch = { p: '/', e: ['view'] };
    const refusedOrigins: Record<string, string>[] = [
      { Origin: 'https://evil.example' },
      { 'Sec-Fetch-Site': 'cross-site' },
      { 'Sec-Fetch-Site': 'none' },
      // Same-site is a listed host's only.
      { Origin: 'https://www.example.com.evil.example', 'Sec-Fetch-Site': 'same-site' },
    ];
    for (const headers of refusedOrigins) expect((await send(batch, headers)).status).toBe(403);
    const noOrigin = await app.request(`${SITE}/api/events`, {
      method: 'POST',
      body: JSON.stringify(batch),
    });
    expect(noOrigin.status).toBe(403);
    const get = await send(null, {}, 'GET');
    expect([get.status, get.headers.get('Allow')]).toEqual([405, 'POST']);
    const big = { p: '/', e: ['view'], pad: 'x'.repeat(5000) };
    expect((await send(big)).status).toBe(413);
    expect((await send(batch, { 'User-Agent': 'Googlebot/2.1' })).status).toBe(204);
    expect((await send(batch, { 'User-Agent': 'Mozilla/5.0 Chrome-Lighthouse' })).status).toBe(204);
    allowed = false;
    const flood = await send(batch);
    expect([flood.status, flood.headers.get('Retry-After')]).toEqual([429, '60']);
    expect(await counted()).toEqual([]);
  });

  it('answers 503 when D1 fails, logging the error and nothing of the batch', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    db = {
      prepare: () => {
        throw new Error('D1_ERROR: no such table: visit_counts');
      },
      batch: async () => [],
    };
    const response = await send({ s: campaign, p: '/', e: ['view'] });
    expect(response.status).toBe(503);
    expect(logged.mock.calls).toEqual([
      ['[visit counts] not counted: Error: D1_ERROR: no such table: visit_counts'],
    ]);
  });

  it('keeps neither the address nor the user agent in any table', async () => {
    expect((await send({ s: campaign, p: '/', e: ['view', 'sent'] })).status).toBe(204);
    const { results: tables } = await env.DB.prepare(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%'",
    ).all<{ name: string }>();
    expect(tables.map(({ name }) => name)).not.toContain('visit_counts');
    expect(await leadsRows()).toBe(0);
    const { results } = await env.VISITS.prepare('SELECT * FROM visit_counts').all();
    expect(results).toHaveLength(2);
    const text = JSON.stringify(results);
    expect(text).not.toContain(CLIENT_IP);
    expect(text).not.toContain('HeadlessChrome');
  });

  it('counts a label short and plain, and an address-like one as other', async () => {
    const labels: [Record<string, string>, string][] = [
      [{ utmCampaign: 'jane@example.com' }, 'other'],
      [{ utmCampaign: 'jane%40example.com' }, 'other'],
      [{ utmSource: 'JANE＠EXAMPLE.COM' }, 'other'],
      [{ utmCampaign: '+91 98765 43210' }, 'other'],
      [{ utmCampaign: '9876543210' }, 'other'],
      [{ utmCampaign: '９８７６５４３２１０' }, 'other'],
      [{ utmCampaign: 'spring-2026' }, 'campaign spring-2026'],
      [{ utmCampaign: 'Brand Q4' }, 'campaign brand q4'],
      [{ utmCampaign: 'x'.repeat(200) }, `campaign ${'x'.repeat(31)}`],
      [{ utmCampaign: 'Café Über' }, 'campaign cafe uber'],
      [{ utmCampaign: '日本語' }, 'campaign'],
      [{ utmCampaign: "'; DROP TABLE quotes; --" }, 'campaign drop table quotes --'],
      [{ utmCampaign: 'a\u202eb\u200bc' }, 'campaign a b c'],
      [{ utmSource: 'News<script>', utmMedium: 'E-Mail' }, 'news script / e-mail'],
      [{ referrer: 'https://news.example.org:8443' }, 'referrer news.example.org 8443'],
      [{ clickId: 'gclid' }, 'ad click (gclid)'],
    ];
    for (const [note, label] of labels) {
      await env.VISITS.prepare('DELETE FROM visit_counts').run();
      expect((await send({ s: { ...note, landingPage: '/' }, p: '/', e: ['view'] })).status).toBe(
        204,
      );
      expect((await countRows()).map((row) => row.source)).toEqual([label]);
    }
    // A control character drops the field (toLeadSource): the visit counts as direct.
    await env.VISITS.prepare('DELETE FROM visit_counts').run();
    await send({ s: { utmCampaign: 'a\u0000b', landingPage: '/' }, p: '/', e: ['view'] });
    expect((await countRows()).map((row) => row.source)).toEqual(['direct']);
    const { results } = await env.DB.prepare(
      "SELECT name FROM sqlite_master WHERE name = 'quotes'",
    ).all();
    expect(results).toHaveLength(1);
  });

  it('counts a batch of 20 views as one view, in one row', async () => {
    const response = await send({ s: campaign, p: '/', e: Array(20).fill('view') });
    expect(response.status).toBe(204);
    expect(await counted()).toEqual(['2026-11-27 /ai-services/ campaign brand-q4 view 1']);
  });

  it('counts a flood of fresh labels from one client under at most the day’s cap and other', async () => {
    // Past the cap by half as many again: enough to show where the overflow goes.
    const floods = NEW_SOURCES_PER_DAY + 100;
    for (let index = 0; index < floods; index += 1) {
      const response = await send({
        s: { utmCampaign: `fresh-${index.toString(36)}`, landingPage: '/' },
        p: '/',
        e: ['view', 'panel', 'phone'],
      });
      expect(response.status).toBe(204);
    }
    // Direct keeps its own row past the cap; a label the day already counts keeps its own too.
    await send({ p: '/contact/', e: ['view'] });
    await send({ s: { utmCampaign: 'fresh-0', landingPage: '/' }, p: '/', e: ['view'] });
    const rows = await countRows();
    const sources = new Set(rows.map((row) => row.source));
    expect(sources.size).toBe(NEW_SOURCES_PER_DAY + 2);
    expect(sources).toContain('other');
    expect(sources).toContain('direct');
    expect(rows.length).toBe((NEW_SOURCES_PER_DAY + 1) * 3 + 1);
    const sum = (source: string, event: string) =>
      rows.find((row) => row.source === source && row.event === event)?.n;
    expect(sum('other', 'view')).toBe(floods - NEW_SOURCES_PER_DAY);
    expect(sum('campaign fresh-0', 'view')).toBe(2);
    expect(await leadsRows()).toBe(0);
    // A new day has room again.
    clock = new Date('2026-11-28T00:00:01.000Z');
    await send({ s: { utmCampaign: 'next-day', landingPage: '/' }, p: '/', e: ['view'] });
    expect(await counted()).toContain('2026-11-28 / campaign next-day view 1');
  });

  it('is the Worker’s route on the public host, before the quote endpoint', async () => {
    const post = await SELF.fetch(`${SITE}/api/events`, {
      method: 'POST',
      headers: { Origin: SITE, 'Content-Type': 'text/plain' },
      body: JSON.stringify({ p: '/', e: ['unknown'] }),
    });
    expect([post.status, await post.json()]).toEqual([400, { error: 'Unknown event' }]);
    const get = await SELF.fetch(`${SITE}/api/events`);
    expect([get.status, get.headers.get('Allow')]).toEqual([405, 'POST']);
  });

  it('goes with the leads when the retention ends', async () => {
    await send({ p: '/', e: ['view'] });
    expect(await deleteExpiredVisitCounts(env, new Date('2028-11-27T00:00:00.000Z'))).toBe(0);
    // Its one count, and its country's and its device's.
    expect(await deleteExpiredVisitCounts(env, new Date('2028-11-28T12:00:00.000Z'))).toBe(3);
    expect(await counted()).toEqual([]);
  });
});

describe('visits, channels, countries and devices', () => {
  const byChannel = async () =>
    (
      await env.VISITS.prepare(
        'SELECT channel, source, event, n FROM visit_counts ORDER BY channel, source, event',
      ).all<{ channel: string; source: string; event: string; n: number }>()
    ).results.map((row) => `${row.channel} ${row.source} ${row.event} ${row.n}`);
  const facets = async () =>
    (
      await env.VISITS.prepare(
        'SELECT facet, value, event, n FROM visit_facets ORDER BY facet, value, event',
      ).all<{ facet: string; value: string; event: string; n: number }>()
    ).results.map((row) => `${row.facet} ${row.value} ${row.event} ${row.n}`);

  it('counts one visit and three page views for a tab that lands and reads three pages', async () => {
    expect((await send({ s: campaign, v: 1, p: '/ai-services/', e: ['view'] })).status).toBe(204);
    await send({ s: campaign, p: '/contact/', e: ['view', 'panel'] });
    await send({ s: campaign, p: '/portfolio/', e: ['view'] });
    expect(await byChannel()).toEqual([
      'paid_search campaign brand-q4 panel 1',
      'paid_search campaign brand-q4 view 3',
      'paid_search campaign brand-q4 visit 1',
    ]);
  });

  it('starts no visit on a forged or misplaced flag, and still counts the events', async () => {
    const forged: unknown[] = [2, '1', true, [1], { v: 1 }, 1.5];
    for (const v of forged) {
      expect((await send({ v, p: '/', e: ['view'] })).status).toBe(204);
    }
    // The flag on a batch that does not open with the page's view.
    await send({ v: 1, p: '/', e: ['panel', 'view'] });
    expect(await byChannel()).toEqual([
      'direct direct panel 1',
      `direct direct view ${forged.length + 1}`,
    ]);
    expect((await facets()).filter((row) => row.includes(' visit '))).toEqual([]);
  });

  it('puts each visit in its channel from its note', async () => {
    const notes: Record<string, unknown>[] = [
      { referrer: 'https://www.google.co.in' },
      { referrer: 'https://www.linkedin.com' },
      { referrer: 'https://chatgpt.com' },
      { referrer: 'https://perplexity.ai' },
      { utmSource: 'newsletter', utmMedium: 'email' },
      { utmSource: 'bing', utmMedium: 'cpc' },
      { utmSource: 'facebook', utmMedium: 'paid-social' },
      { utmCampaign: 'spring', utmMedium: 'print' },
      { referrer: 'https://news.example.org' },
      { clickId: 'msclkid' },
      {},
      // Hostile notes: a wrong type, an overlong medium, a control character.
      { referrer: 42, utmMedium: ['cpc'] },
      { utmMedium: 'c'.repeat(2000) },
    ];
    for (const note of notes) {
      const response = await send({ s: { ...note, landingPage: '/' }, v: 1, p: '/', e: ['view'] });
      expect(response.status).toBe(204);
    }
    const visits = (await byChannel()).filter((row) => row.includes(' visit '));
    expect(visits).toEqual([
      'ai_assistant referrer chatgpt.com visit 1',
      'ai_assistant referrer perplexity.ai visit 1',
      // The overlong medium is dropped with the note's other bad fields (toLeadSource).
      'direct direct visit 3',
      'email newsletter / email visit 1',
      'organic_search referrer www.google.co.in visit 1',
      'organic_social referrer www.linkedin.com visit 1',
      'other_campaign campaign spring visit 1',
      'paid_search ad click (msclkid) visit 1',
      'paid_search bing / cpc visit 1',
      'paid_social facebook / paid-social visit 1',
      'referral referrer news.example.org visit 1',
    ]);
  });

  it('counts the country Cloudflare gives and a device class, never what they came from', async () => {
    const iphone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
    const ipad = 'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
    const sends: [Record<string, unknown> | undefined, string][] = [
      [{ country: 'IN' }, iphone],
      [{ country: 'IN' }, USER_AGENT],
      [{ country: 'US' }, ipad],
      // Unknown, Tor, lower case, three letters, markup, a number, none at all.
      [{ country: 'XX' }, USER_AGENT],
      [{ country: 'T1' }, USER_AGENT],
      [{ country: 'in' }, USER_AGENT],
      [{ country: 'IND' }, USER_AGENT],
      [{ country: '<b>' }, USER_AGENT],
      [{ country: 91 }, USER_AGENT],
      [undefined, USER_AGENT],
      // An absurd user agent: long, and full of a phone's words past where it is read.
      [{ country: 'GB' }, `${'x'.repeat(600)} iPhone Mobile`],
    ];
    for (const [cf, agent] of sends) {
      const response = await send(
        { v: 1, p: '/', e: ['view'] },
        { 'User-Agent': agent },
        'POST',
        cf,
      );
      expect(response.status).toBe(204);
    }
    const rows = await facets();
    expect(rows.filter((row) => row.endsWith(' 1') || row.includes(' visit '))).toEqual(
      expect.arrayContaining(['country GB visit 1', 'country IN visit 2', 'country US visit 1']),
    );
    expect(rows).toContain('country unknown visit 7');
    expect(rows).toContain('device phone view 1');
    expect(rows).toContain('device tablet view 1');
    expect(rows).toContain('device desktop view 9');
    // Only the funnel's stages are counted per country and device.
    await send({ p: '/', e: ['phone', 'step-1'] }, {}, 'POST', { country: 'IN' });
    expect(await facets()).toContain('country IN step-1 1');
    expect((await facets()).some((row) => row.split(' ')[2] === 'phone')).toBe(false);
    const { results } = await env.VISITS.prepare('SELECT * FROM visit_facets').all();
    const text = JSON.stringify(results);
    expect(text).not.toContain(CLIENT_IP);
    expect(text).not.toContain('Mozilla');
    expect(text).not.toContain('xxxx');
  });
});

describe('isAssetPage', () => {
  it('takes an HTML page answered 200, and asks once per path', async () => {
    const asked: string[] = [];
    const assets = {
      fetch: async (request: Request) => {
        asked.push(`${request.method} ${new URL(request.url).pathname}`);
        const { pathname } = new URL(request.url);
        if (pathname === '/test-page/') {
          return new Response(null, { headers: { 'Content-Type': 'text/html; charset=utf-8' } });
        }
        if (pathname === '/test-feed/') {
          return new Response(null, { headers: { 'Content-Type': 'application/xml' } });
        }
        return new Response(null, { status: 404, headers: { 'Content-Type': 'text/html' } });
      },
    };
    const answers = [];
    for (const path of ['/test-page/', '/test-feed/', '/test-gone/', '/test-page/']) {
      answers.push(await isAssetPage(assets, path, `${SITE}/api/events`));
    }
    expect(answers).toEqual([true, false, false, true]);
    expect(asked).toEqual(['HEAD /test-page/', 'HEAD /test-feed/', 'HEAD /test-gone/']);
  });
});
