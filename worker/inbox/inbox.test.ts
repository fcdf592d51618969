// The sales team's inbox behind Cloudflare Access: who gets in (a token checked against the
// team's keys, issuer, audience and expiry; the local identity on this machine only), and what
// they can do (status, notes, CSV, erasure), each change recorded with who and when.
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { type CryptoKey, exportJWK, generateKeyPair, type JWK, SignJWT } from 'jose';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { LEAD_SOURCE_HEADER } from '@/lib/quote/api';
import type { Env } from '@/worker/env';
import worker from '@/worker/index';
import { summarize, summaryStart } from '@/worker/lead-logic/lead-summary';
import { deleteExpiredQuotes } from '@/worker/scheduled/retention';
import { HELD_QUOTE_PREFIX } from '@/worker/storage/held-quote-keys';
import { findLeads } from '@/worker/storage/leads';
import { type QuoteRow, rowToStoredLead } from '@/worker/storage/rows';
import { post, validQuote } from '@/worker/test/quote-request';
import { renderCsv } from './lead-csv';

const TEAM = 'http://127.0.0.1:9911';
const AUD = 'a1b2c3d4e5f6-inbox-aud';
const SITE = 'https://www.example.com';
/** The inbox's own host (INBOX_HOST), apart from the public site's. */
const STAFF = 'https://leads.example.com';
const HOSTS: Partial<Env> = { INBOX_HOST: 'leads.example.com', SITE_URL: SITE };
const ACCESS: Partial<Env> = { ...HOSTS, ACCESS_TEAM_DOMAIN: TEAM, ACCESS_AUD: AUD };
/** What the local server sets when it listens on loopback alone (scripts/local/local-worker.ts). */
const LOCAL: Partial<Env> = { ...HOSTS, INBOX_LOCAL_SIGN_IN: 'local@localhost' };

let teamKey: CryptoKey;
let otherKey: CryptoKey;
let jwks: { keys: JWK[] };

beforeAll(async () => {
  const team = await generateKeyPair('RS256', { extractable: true });
  const other = await generateKeyPair('RS256', { extractable: true });
  teamKey = team.privateKey;
  otherKey = other.privateKey;
  jwks = { keys: [{ ...(await exportJWK(team.publicKey)), kid: 'team-1', alg: 'RS256' }] };
});

/** The team's key set at TEAM/cdn-cgi/access/certs, as Access publishes it; the rest answers ok. */
beforeEach(() => {
  vi.mocked(fetch).mockImplementation(async (input) => {
    const url = input instanceof Request ? input.url : String(input);
    if (url === `${TEAM}/cdn-cgi/access/certs`) {
      return Response.json(jwks);
    }
    return new Response('ok');
  });
});

async function token(
  claims: { email?: string; iss?: string; aud?: string; exp?: number } = {},
  key: CryptoKey = teamKey,
  kid = 'team-1',
): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ email: 'email' in claims ? claims.email : 'sales@example.com' })
    .setProtectedHeader({ alg: 'RS256', kid })
    .setIssuer(claims.iss ?? TEAM)
    .setAudience(claims.aud ?? AUD)
    .setIssuedAt(now - 60)
    .setExpirationTime(claims.exp ?? now + 600)
    .sign(key);
}

/** A request to the Worker with the given settings (the tests' own are without Access). */
async function inbox(
  path: string,
  options: { settings?: Partial<Env>; jwt?: string; init?: RequestInit; origin?: string } = {},
): Promise<Response> {
  const headers = new Headers(options.init?.headers);
  if (options.jwt) headers.set('Cf-Access-Jwt-Assertion', options.jwt);
  const request = new Request(`${options.origin ?? STAFF}${path}`, {
    ...options.init,
    headers,
    redirect: 'manual',
  });
  const ctx = createExecutionContext();
  const response = await worker.fetch(
    request as Request<unknown, IncomingRequestCfProperties>,
    { ...env, ...(options.settings ?? ACCESS) } as Env,
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return response;
}

/** A same-origin form post, as the inbox's own pages send it. */
async function postForm(path: string, fields: Record<string, string>, jwt: string, origin = STAFF) {
  return inbox(path, {
    jwt,
    init: {
      method: 'POST',
      headers: { Origin: origin, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    },
  });
}

async function sendQuote(overrides: Partial<typeof validQuote> = {}, headers = {}) {
  const response = await post({ ...validQuote, ...overrides }, headers);
  const body = await response.json<{ id: string }>();
  expect(response.status, JSON.stringify(body)).toBe(201);
  return body.id;
}

async function storedRow(id: string) {
  return env.DB.prepare('SELECT * FROM quotes WHERE id = ?1').bind(id).first<QuoteRow>();
}

async function historyRows(id: string | null) {
  const sql =
    id === null
      ? 'SELECT * FROM lead_history WHERE quote_id IS NULL ORDER BY id'
      : 'SELECT * FROM lead_history WHERE quote_id = ?1 ORDER BY id';
  const statement = env.DB.prepare(sql);
  return (await (id === null ? statement : statement.bind(id)).all<Record<string, string>>())
    .results;
}

describe('who gets into the inbox', () => {
  it('refuses every request without a valid Access token: 403, and no lead in the answer', async () => {
    await sendQuote({ name: 'Zarina', email: 'zarina@example.com' });
    const now = Math.floor(Date.now() / 1000);
    const refused = {
      'no token': undefined,
      'a garbled token': 'not.a.jwt',
      'another audience': await token({ aud: 'someone-elses-app' }),
      'an expired token': await token({ exp: now - 10 }),
      'another key': await token({}, otherKey),
      'another key under the team kid': await token({}, otherKey, 'team-1'),
      'another issuer': await token({ iss: 'https://evil.cloudflareaccess.com' }),
      'no e-mail (a service token)': await token({ email: undefined }),
    };
    for (const [why, jwt] of Object.entries(refused)) {
      for (const path of ['/inbox/', '/inbox/dashboard/', '/api/leads/', '/api/leads/export.csv']) {
        const response = await inbox(path, { jwt });
        const body = await response.text();
        expect(response.status, `${why} ${path}`).toBe(403);
        expect(body, `${why} ${path}`).not.toContain('Zarina');
        expect(body).not.toContain('zarina@example.com');
        expect(response.headers.get('Cache-Control')).toBe('no-store');
      }
    }
  });

  it('lets a valid token in, names its e-mail, and lists the leads newest first', async () => {
    await sendQuote({ name: 'Olderlead', email: 'older@example.com' });
    await sendQuote({ name: 'Newestlead', email: 'newest@example.com' });
    const response = await inbox('/inbox/', { jwt: await token() });
    const page = await response.text();
    expect(response.status).toBe(200);
    expect(page).toContain('Signed in as sales@example.com');
    expect(page).not.toContain('Local mode');
    expect(page.indexOf('Newestlead')).toBeLessThan(page.indexOf('Olderlead'));
    expect(response.headers.get('Content-Security-Policy')).toContain("frame-ancestors 'none'");
    expect(response.headers.get('Content-Security-Policy')).toContain("script-src 'self';");
    expect(response.headers.get('X-Robots-Tag')).toBe('noindex, nofollow');
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(page).toMatch(/<meta name="robots" content="noindex, nofollow"\s*\/?>/);
  });

  it('answers nothing of the leads on the public, workers.dev and preview hosts', async () => {
    await sendQuote({ name: 'Hostbound', email: 'hostbound@example.com' });
    const jwt = await token();
    const paths = ['/inbox/', '/inbox/dashboard/', '/api/leads/', '/api/leads/export.csv'];
    for (const origin of [
      SITE,
      'https://nimbleforge-site.example.workers.dev',
      'https://pr-7-nimbleforge-site-preview.example.workers.dev',
    ]) {
      for (const settings of [ACCESS, LOCAL, {}]) {
        for (const path of paths) {
          const fetched = await inbox(path, {
            origin,
            settings,
            jwt,
            init: { headers: { 'Sec-Fetch-Mode': 'cors', 'Sec-Fetch-Dest': 'empty' } },
          });
          expect(fetched.status, `${origin}${path}`).toBe(404);
          expect(await fetched.text()).not.toContain('Hostbound');
        }
        const id = (await env.DB.prepare("SELECT id FROM quotes WHERE name = 'Hostbound'").first<{
          id: string;
        }>())!.id;
        const erase = await inbox(`/inbox/lead/${id}/erase`, {
          origin,
          settings,
          jwt,
          init: {
            method: 'POST',
            headers: { Origin: origin, 'Content-Type': 'application/x-www-form-urlencoded' },
            body: 'confirm=yes',
          },
        });
        expect(erase.status).toBe(404);
        expect(await storedRow(id)).not.toBeNull();
      }
    }
    // A person who opens the public address is sent to the inbox's host, without the query.
    const opened = await inbox('/inbox/?status=new', {
      origin: SITE,
      init: { headers: { 'Sec-Fetch-Mode': 'navigate', 'Sec-Fetch-Dest': 'document' } },
    });
    expect(opened.status).toBe(302);
    expect(opened.headers.get('Location')).toBe(`${STAFF}/inbox/`);
    // The inbox's host serves no public page.
    const page = await inbox('/contact/', { origin: STAFF });
    expect(page.headers.get('Location')).toBe(`${SITE}/contact/`);
    // INBOX_HOST set to the public host would put the leads beside the public pages: nowhere.
    const same = { ...ACCESS, INBOX_HOST: 'www.example.com' };
    expect((await inbox('/api/leads/', { origin: SITE, settings: same, jwt })).status).toBe(404);
  });

  it('refuses another origin’s reads even where the browser would send Access’s cookie', async () => {
    const jwt = await token();
    for (const site of ['same-site', 'cross-site']) {
      const response = await inbox('/api/leads/', {
        jwt,
        init: { headers: { 'Sec-Fetch-Site': site, 'Sec-Fetch-Mode': 'cors' } },
      });
      expect(response.status, site).toBe(403);
    }
    const opened = await inbox('/inbox/', {
      jwt,
      init: { headers: { 'Sec-Fetch-Site': 'cross-site', 'Sec-Fetch-Mode': 'navigate' } },
    });
    expect(opened.status).toBe(200);
  });

  it('signs in the local identity only when the local server says so and the request is local', async () => {
    const banner = 'Local mode: no Cloudflare Access; signed in as local@localhost';
    for (const host of ['localhost:8787', '127.0.0.1:8787', '[::1]:8787']) {
      const settings = { ...LOCAL, INBOX_HOST: host, SITE_URL: 'http://127.0.0.1:9' };
      const origin = `http://${host}`;
      // Miniflare's own header: the socket's peer, loopback on a loopback server.
      for (const client of [undefined, '127.0.0.1', '::1']) {
        const headers: Record<string, string> = client ? { 'CF-Connecting-IP': client } : {};
        const response = await inbox('/inbox/', { origin, settings, init: { headers } });
        expect(response.status, `${host} from ${client}`).toBe(200);
        expect(await response.text()).toContain(banner);
      }
      // Through Cloudflare's edge: its headers, which a client cannot take off.
      const edge: Record<string, string>[] = [
        { 'CF-Ray': '8f0c2a1b3d4e5f60-SIN' },
        { 'CF-Connecting-IP': '203.0.113.9' },
        { 'CF-Connecting-IP': '2001:db8::1' },
        { 'CF-Connecting-IP': '127.0.0.1', 'CF-Ray': '8f0c2a1b3d4e5f60-SIN' },
      ];
      for (const headers of edge) {
        const response = await inbox('/inbox/', { origin, settings, init: { headers } });
        expect(response.status, `${host} ${JSON.stringify(headers)}`).toBe(403);
        expect(await response.text()).not.toContain('local@localhost');
      }
    }
    // The setting on a deployed Worker (a secret set by hand): its real host, even with a forged
    // Host header and no Cloudflare header, is not local.
    const forged: Record<string, string>[] = [
      {},
      { Host: 'localhost' },
      { Host: '127.0.0.1:8787' },
    ];
    for (const headers of forged) {
      const response = await inbox('/inbox/', { settings: LOCAL, init: { headers } });
      expect(response.status, JSON.stringify(headers)).toBe(403);
      expect(await response.text()).not.toContain('local@localhost');
      const api = await inbox('/api/leads/', { settings: LOCAL, init: { headers } });
      expect(api.status).toBe(403);
    }
    const local = { ...LOCAL, INBOX_HOST: 'localhost:8787', SITE_URL: 'http://127.0.0.1:9' };
    const at = { origin: 'http://localhost:8787' };
    // With the Access settings, no local exception; without the local server's word, none either.
    expect(
      (
        await inbox('/inbox/', {
          ...at,
          settings: { ...local, ...ACCESS, INBOX_HOST: 'localhost:8787' },
        })
      ).status,
    ).toBe(403);
    for (const host of ['localhost:3000', '127.0.0.1:3000']) {
      const settings = { INBOX_HOST: host, SITE_URL: 'http://127.0.0.1:9' };
      expect((await inbox('/inbox/', { origin: `http://${host}`, settings })).status).toBe(403);
    }
    // One setting alone is a broken set-up, not a local run.
    const half = { ...local, ACCESS_TEAM_DOMAIN: TEAM };
    expect((await inbox('/inbox/', { ...at, settings: half })).status).toBe(403);
  });
});

describe('working the leads', () => {
  it('stores a status change and a note with who and when, shown on the lead and in rowToStoredLead', async () => {
    const jwt = await token();
    const id = await sendQuote(
      { name: 'Meera', email: 'meera.status@example.com' },
      { [LEAD_SOURCE_HEADER]: 'utmSource=google&utmCampaign=spring&landingPage=%2Fservices%2F' },
    );
    const changed = await postForm(`/inbox/lead/${id}/status`, { status: 'contacted' }, jwt);
    expect(changed.status).toBe(303);
    // The same status again changes nothing and records nothing.
    await postForm(`/inbox/lead/${id}/status`, { status: 'contacted' }, jwt);
    const note = { note: 'Called: wants a quote by Friday', key: 'form-1' };
    expect((await postForm(`/inbox/lead/${id}/note`, note, jwt)).status).toBe(303);
    // The same form posted twice (a double click) is one note.
    await postForm(`/inbox/lead/${id}/note`, note, jwt);

    const quote = rowToStoredLead((await storedRow(id))!);
    expect(quote.status).toBe('contacted');
    expect(quote.contactedAt).not.toBeNull();
    const history = await historyRows(id);
    expect(history.map((entry) => [entry.kind, entry.actor, entry.detail])).toEqual([
      ['status', 'sales@example.com', 'new → contacted'],
      ['note', 'sales@example.com', 'Called: wants a quote by Friday'],
    ]);
    expect(history.every((entry) => !Number.isNaN(Date.parse(entry.at ?? '')))).toBe(true);

    const page = await (await inbox(`/inbox/lead/${id}/`, { jwt })).text();
    expect(page).toContain('Called: wants a quote by Friday');
    expect(page).toContain('new → contacted');
    expect(page).toContain('campaign spring');
    expect(page).toContain('/services/');
    expect(page).toContain('Chat webhook');
  });

  it('refuses a cross-site post, and one that names no origin', async () => {
    const jwt = await token();
    const id = await sendQuote({ email: 'csrf@example.com' });
    const crossSite = await postForm(
      `/inbox/lead/${id}/status`,
      { status: 'won' },
      jwt,
      'https://evil.example',
    );
    expect(crossSite.status).toBe(403);
    const bare = await inbox(`/inbox/lead/${id}/status`, {
      jwt,
      init: {
        method: 'POST',
        headers: {
          'Content-Type': 'application/x-www-form-urlencoded',
          'Sec-Fetch-Site': 'cross-site',
        },
        body: 'status=won',
      },
    });
    expect(bare.status).toBe(403);
    expect((await storedRow(id))!.status).toBe('new');
  });

  it('exports the CSV of a filter: only its leads, formulas defused, the CLI’s columns', async () => {
    const jwt = await token();
    const quotes: Partial<typeof validQuote>[] = [
      { serviceComment: '=1+1', email: 'formula@example.com', service: 'AWS Cloud Service' },
      { name: 'Notcloud', email: 'other.service@example.com', service: 'UI/UX Design' },
    ];
    for (const quote of quotes) await sendQuote(quote);
    const response = await postForm('/api/leads/export.csv', { service: 'AWS Cloud Service' }, jwt);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toContain('text/csv');
    const csv = await response.text();
    expect(csv).toContain(`"'=1+1"`);
    expect(csv).not.toContain('Notcloud');
    expect(csv).not.toMatch(/(^|,)"=1\+1"/m);
    // One implementation with `npm run quotes -- --csv`: the same bytes for the same quotes.
    const results = await findLeads(env.DB, { service: 'AWS Cloud Service', spam: 'no' });
    expect(csv).toBe(renderCsv(results));
  });

  it('finds leads by name, e-mail and phone, and filters by status and source', async () => {
    const jwt = await token();
    await sendQuote({
      name: 'Findablefarah',
      email: 'farah.find@example.com',
      mobile: '+919811122233',
    });
    await sendQuote(
      { name: 'Campaignkiran', email: 'kiran.find@example.com' },
      { [LEAD_SOURCE_HEADER]: 'utmSource=linkedin&utmCampaign=autumn-find' },
    );
    const names = async (fields: Record<string, string>) => {
      const body = await (
        await postForm('/api/leads/', fields, jwt)
      ).json<{
        leads: { name: string }[];
      }>();
      return body.leads.map((lead) => lead.name);
    };
    expect(await names({ q: 'findable' })).toEqual(['Findablefarah']);
    expect(await names({ q: 'FARAH.FIND@' })).toEqual(['Findablefarah']);
    expect(await names({ q: '98111 22233' })).toEqual(['Findablefarah']);
    expect(await names({ source: 'campaign autumn-find' })).toEqual(['Campaignkiran']);
    expect(await names({ q: 'find', status: 'won' })).toEqual([]);
    // The filters without a person's data still work by GET; a search in the address does not.
    const bySource = await inbox('/api/leads/?source=campaign+autumn-find', { jwt });
    expect((await bySource.json<{ total: number }>()).total).toBe(1);
    expect((await inbox('/api/leads/?q=findable', { jwt })).status).toBe(400);
    // The list's search form posts, and its CSV and pages carry the search in forms, not links.
    const list = await (await postForm('/inbox/', { q: 'findable' }, jwt)).text();
    expect(list).toContain('Findablefarah');
    expect(list).toMatch(
      /<form[^>]*method="post"[^>]*role="search"|role="search"[^>]*method="post"/s,
    );
    expect(list).not.toMatch(/href="[^"]*[?&]q=/);
  });

  it('erases a person: every quote of the address in any case, held ones too, history without their data', async () => {
    const jwt = await token();
    const first = await sendQuote({ name: 'Erin', email: 'erin.erase@example.com' });
    await sendQuote({ name: 'Erin', email: 'ERIN.Erase@example.com' });
    const kept = await sendQuote({ name: 'Karl', email: 'karl.kept@example.com' });
    await postForm(`/inbox/lead/${first}/note`, { note: 'Erin said hi', key: 'erase-note' }, jwt);
    await env.QUOTE_FALLBACK.put(`${HELD_QUOTE_PREFIX}held-erin`, '{}', {
      metadata: { receivedAt: new Date().toISOString(), email: 'erin.erase@example.com' },
    });

    const confirm = await inbox(`/inbox/lead/${first}/erase`, { jwt });
    expect(await confirm.text()).toContain('Erase 2 quotes');
    const erased = await postForm(`/inbox/lead/${first}/erase`, { confirm: 'yes' }, jwt);
    expect(erased.status).toBe(303);
    expect(erased.headers.get('Location')).toBe('/inbox/?erased=3');
    // Again (a reload): nothing left, nothing recorded.
    await postForm(`/inbox/lead/${first}/erase`, { confirm: 'yes' }, jwt);

    const left = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM quotes WHERE email = 'erin.erase@example.com' COLLATE NOCASE",
    ).first<{ n: number }>();
    expect(left?.n).toBe(0);
    expect(await env.QUOTE_FALLBACK.get(`${HELD_QUOTE_PREFIX}held-erin`)).toBeNull();
    expect(await historyRows(first)).toEqual([]);
    const log = await historyRows(null);
    expect(log.at(-1)).toMatchObject({
      kind: 'erasure',
      actor: 'sales@example.com',
      detail: 'erased 3 quotes',
    });
    expect(JSON.stringify(log)).not.toMatch(/erin/i);
    expect(await storedRow(kept)).not.toBeNull();
    const list = await (await inbox('/inbox/?erased=3', { jwt })).text();
    expect(list).toContain('Erased 3 quotes.');
    expect(list).not.toMatch(/erin/i);
  });

  it('deletes a quote’s history with it when the retention deletes the quote', async () => {
    const jwt = await token();
    const id = await sendQuote({ email: 'old.history@example.com' });
    await postForm(`/inbox/lead/${id}/note`, { note: 'old note', key: 'retention-note' }, jwt);
    await env.DB.prepare("UPDATE quotes SET received_at = '2001-01-01T00:00:00.000Z' WHERE id = ?1")
      .bind(id)
      .run();
    await env.DB.prepare(
      "INSERT INTO lead_deliveries VALUES (?1, 'chat', 'retrying', 'answered 503', 1, '2001-01-01')",
    )
      .bind(id)
      .run();
    await deleteExpiredQuotes(env);
    expect(await storedRow(id)).toBeNull();
    expect(await historyRows(id)).toEqual([]);
    const outcomes = await env.DB.prepare('SELECT * FROM lead_deliveries WHERE quote_id = ?1')
      .bind(id)
      .all();
    expect(outcomes.results).toEqual([]);
  });

  it('tells the dashboard’s figures as `npm run quotes -- --summary` does', async () => {
    const jwt = await token();
    const id = await sendQuote(
      { email: 'dashboard@example.com', service: 'Digital Marketing' },
      { [LEAD_SOURCE_HEADER]: 'utmSource=newsletter&utmCampaign=dash' },
    );
    await postForm(`/inbox/lead/${id}/status`, { status: 'won', value: '4,000' }, jwt);
    const now = new Date();
    // The leads as `npm run quotes -- --summary` reads them (listQuotes).
    const results = await findLeads(env.DB, { since: summaryStart(now).toISOString() });
    const cli = summarize(results, now);
    const served = await (await inbox('/api/leads/summary', { jwt })).json();
    expect(served).toEqual(JSON.parse(JSON.stringify(cli)));
    const dash = cli.outcomes.find((outcome) => outcome.source === 'campaign dash');
    expect(dash).toMatchObject({
      leads: 1,
      won: 1,
      contactedWithinDay: 1,
      judged: 1,
      contacted: 1,
      medianWorkingMinutesToContact: 0,
    });
    const page = await (await inbox('/inbox/dashboard/', { jwt })).text();
    expect(page).toContain('<th scope="col">Median time to first contact (working time)</th>');
    expect(page).toContain('<td>0 min (of 1 contacted)</td>');
    expect(page).toContain('<script src="/inbox/charts.js" defer></script>');
    expect(page).toContain('campaign dash');
    expect(page).toContain(`<strong>${cli.leads}</strong> leads`);
  });

  it("says where a channel's sources past the table's 25 are", async () => {
    const jwt = await token();
    const today = new Date().toISOString().slice(0, 10);
    const insert = env.VISITS.prepare(
      "INSERT INTO visit_counts (day, channel, source, path, event, n) VALUES (?1, 'referral', ?2, '/', 'visit', ?3)",
    );
    await env.VISITS.batch(
      Array.from({ length: 27 }, (_, i) => insert.bind(today, `blog-${i}.example`, 100 - i)),
    );
    const page = await (await inbox('/inbox/dashboard/?period=7d', { jwt })).text();
    const referral = page.slice(page.indexOf('<th scope="rowgroup">Referral</th>'));
    const group = referral.slice(0, referral.indexOf('</tbody>'));
    expect(group.match(/<th scope="row" class="indent">/g)).toHaveLength(25);
    expect(group).toContain('blog-24.example');
    expect(group).not.toContain('blog-25.example');
    expect(group.replace(/\s+/g, ' ')).toContain(
      'The 25 with the most visits of 27; all of them are in <code>/api/leads/funnel</code>.',
    );
  });

  it('shows the funnel of the period in the address beside the one before, and refuses a hostile one', async () => {
    const jwt = await token();
    await sendQuote(
      { email: 'period@example.com', service: 'Digital Marketing' },
      { [LEAD_SOURCE_HEADER]: 'utmSource=newsletter&utmMedium=email&utmCampaign=weekly' },
    );
    const funnel = await (
      await inbox('/api/leads/funnel?period=7d', { jwt })
    ).json<{
      period: { days: number; preset: string };
      previousPeriod: { days: number };
      bySource: { channel: string; source: string; figures: Record<string, unknown> }[];
    }>();
    expect(funnel.period).toMatchObject({ days: 7, preset: '7d' });
    expect(funnel.previousPeriod.days).toBe(7);
    // A lead without a counted visit: its row says counting was blocked, with no rate.
    expect(funnel.bySource).toContainEqual(
      expect.objectContaining({
        channel: 'email',
        source: 'campaign weekly',
        figures: expect.objectContaining({
          visits: 0,
          quotesStored: 1,
          conversionRate: null,
          countingBlocked: true,
        }),
      }),
    );
    const page = await (await inbox('/inbox/dashboard/?period=7d', { jwt })).text();
    expect(page).toMatch(
      /<a\s+href="\/inbox\/dashboard\/\?period=7d#funnel-heading"\s+aria-current="page"/,
    );
    expect(page).toContain('<th scope="rowgroup">E-mail</th>');
    expect(page).toContain('counting blocked for some visitors');
    const hostile = [
      '?period=%3Cscript%3Ealert(1)%3C/script%3E',
      '?from=2026-02-30&to=2026-03-01',
      '?from=2020-01-01&to=2026-01-01',
      '?from=2026-01-02&to=2026-01-01',
      '?period=7d&from=2026-01-01&to=2026-01-02',
    ];
    for (const query of hostile) {
      const api = await inbox(`/api/leads/funnel${query}`, { jwt });
      expect(api.status).toBe(400);
      expect(await api.json()).toEqual({ error: expect.any(String) });
      const refused = await inbox(`/inbox/dashboard/${query}`, { jwt });
      expect(refused.status).toBe(400);
      const text = await refused.text();
      expect(text).toContain('Unknown period');
      expect(text).not.toContain('<script>alert');
    }
  });
});
