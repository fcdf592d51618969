import { env, SELF } from 'cloudflare:test';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { LeadsDatabase } from '@/worker/storage/leads';
import { deleteExpiredVisitCounts } from '@/worker/storage/retention';
import { visitCountsSince } from '@/worker/storage/visit-counts';
import { createVisitsApp, isAssetPage, type VisitsDeps } from './app';

const SITE = 'https://www.example.com';
const SIBLING = 'https://example.com';
const PAGES = new Set(['/', '/ai-services/', '/contact/', '/portfolio/']);
const CLIENT_IP = '198.51.100.23';
const USER_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 HeadlessChrome/140.0';

let allowed: boolean;
let clock: Date;
let db: LeadsDatabase;
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

function send(body: unknown, headers: Record<string, string> = {}, method = 'POST') {
  return app.request(`${SITE}/api/events`, {
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
}

const counted = async () =>
  (await visitCountsSince(env.DB, '2000-01-01')).map(
    (row) => `${row.day} ${row.path} ${row.source} ${row.event} ${row.n}`,
  );

const campaign = {
  utmSource: 'google',
  utmMedium: 'cpc',
  utmCampaign: 'brand-q4',
  clickId: 'gclid',
  landingPage: '/ai-services/?utm_campaign=brand-q4#top',
};

beforeEach(async () => {
  await env.DB.prepare('DELETE FROM visit_counts').run();
  allowed = true;
  clock = new Date('2026-11-27T23:59:00.000Z');
  db = env.DB;
  limited.length = 0;
});

describe('POST /api/events', () => {
  it('counts a batch under the visit’s landing page and source, one row per event a day', async () => {
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
      '2026-11-27 /ai-services/ campaign brand-q4 view 3',
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
    expect(tables.map(({ name }) => name)).toContain('visit_counts');
    for (const { name } of tables) {
      const { results } = await env.DB.prepare(`SELECT * FROM "${name}"`).all();
      const text = JSON.stringify(results);
      expect(text).not.toContain(CLIENT_IP);
      expect(text).not.toContain('HeadlessChrome');
    }
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
    expect(await deleteExpiredVisitCounts(env, new Date('2028-11-28T12:00:00.000Z'))).toBe(1);
    expect(await counted()).toEqual([]);
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
