// The editor's GitHub sign-in, in workerd, with GitHub's token endpoint stubbed.
import { env as bindings } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { atStartOfRateLimitWindow } from '@/worker/test/rate-limit-window';
import { type CmsAuthEnv, cmsAuthRoutes } from './auth';

const EDITOR = 'https://edit.example.com';
const SITE = 'https://www.example.com';
/** A limiter that never says no: the tests of the limit use the Worker's own binding. */
const UNLIMITED: RateLimit = { limit: async () => ({ success: true }) };
const ENV: CmsAuthEnv = {
  CMS_HOST: 'edit.example.com',
  SITE_URL: SITE,
  CMS_GITHUB_CLIENT_ID: 'Iv23li-client-1',
  CMS_GITHUB_CLIENT_SECRET: 'secret-1',
  QUOTE_RATE_LIMITER: UNLIMITED,
};
const TOKEN = 'ghu_stubbed-token';
/** What Decap's popup sends: a navigation opened by the editor's page, on its own origin. */
const FROM_EDITOR = { 'Sec-Fetch-Site': 'same-origin', 'Sec-Fetch-Mode': 'navigate' };

function routes(exchanges: { body: unknown }[] = []) {
  return cmsAuthRoutes<{ Bindings: CmsAuthEnv }>(async (_input, init) => {
    exchanges.push({ body: JSON.parse(String(init?.body)) });
    // A GitHub App's answer: a user token that expires, and a refresh token.
    return Response.json({
      access_token: TOKEN,
      expires_in: 28800,
      refresh_token: 'ghr_stubbed-refresh',
      refresh_token_expires_in: 15811200,
      token_type: 'bearer',
      scope: '',
    });
  });
}

async function begin(app: ReturnType<typeof routes>) {
  const response = await app.request(
    `${EDITOR}/api/cms/auth?provider=github&scope=repo`,
    { headers: FROM_EDITOR },
    ENV,
  );
  expect(response.status).toBe(302);
  const location = new URL(response.headers.get('Location')!);
  const cookie = response.headers.get('Set-Cookie')!;
  return { location, cookie: cookie.split(';')[0]!, setCookie: cookie };
}

async function begun() {
  const exchanges: { body: unknown }[] = [];
  const app = routes(exchanges);
  const { location, cookie } = await begin(app);
  return { exchanges, app, cookie, state: location.searchParams.get('state')! };
}

describe('GET /api/cms/auth', () => {
  it('sends the popup to GitHub without a scope, with a state bound to this browser', async () => {
    const { location, setCookie } = await begin(routes());
    expect(location.origin + location.pathname).toBe('https://github.com/login/oauth/authorize');
    expect(location.searchParams.get('client_id')).toBe('Iv23li-client-1');
    expect(location.searchParams.get('redirect_uri')).toBe(`${EDITOR}/api/cms/callback`);
    // Not even the scope Decap asks for (?scope=repo): the App's installation decides.
    expect(location.searchParams.has('scope')).toBe(false);
    const state = location.searchParams.get('state')!;
    expect(state).toMatch(/^[0-9a-f]{64}$/);
    const attributes = setCookie.split(/;\s*/);
    expect(attributes[0]).toBe(`__Host-cms_oauth_state=${state}`);
    expect(attributes).toEqual(
      expect.arrayContaining(['Path=/', 'Secure', 'HttpOnly', 'SameSite=Lax', 'Max-Age=600']),
    );
    expect(setCookie).not.toMatch(/Domain=/i);
  });

  it('refuses a sign-in asked from any other page than the editor’s own', async () => {
    for (const headers of [
      { 'Sec-Fetch-Site': 'cross-site' },
      { 'Sec-Fetch-Site': 'same-site' },
      { 'Sec-Fetch-Site': 'none' },
      {},
    ] as Record<string, string>[]) {
      const response = await routes().request(`${EDITOR}/api/cms/auth`, { headers }, ENV);
      expect(response.status).toBe(403);
      expect(response.headers.get('Location')).toBeNull();
      expect(response.headers.get('Set-Cookie')).toBeNull();
    }
  });

  it('answers a clear error, not a broken login, without the secrets or the editor’s host', async () => {
    for (const path of ['/api/cms/auth', '/api/cms/callback?code=x&state=y']) {
      const noSecrets = { ...ENV, CMS_GITHUB_CLIENT_ID: '', CMS_GITHUB_CLIENT_SECRET: '' };
      const response = await routes().request(
        `${EDITOR}${path}`,
        { headers: FROM_EDITOR },
        noSecrets,
      );
      expect(response.status).toBe(503);
      expect(await response.text()).toContain('CMS_GITHUB_CLIENT_ID and CMS_GITHUB_CLIENT_SECRET');
      // Without CMS_HOST nothing signs in anywhere, the public host included.
      const noHost = await routes().request(
        `${SITE}${path}`,
        { headers: FROM_EDITOR },
        { ...ENV, CMS_HOST: '' },
      );
      expect(noHost.status).toBe(503);
      expect(await noHost.text()).toContain('CMS_HOST');
    }
  });
});

describe('the public host', () => {
  it('starts no sign-in and hands out no token, even with a valid state', async () => {
    const { exchanges, app, cookie, state } = await begun();
    for (const path of [
      '/api/cms/auth?provider=github',
      `/api/cms/callback?code=code-1&state=${state}`,
    ]) {
      const response = await app.request(
        `${SITE}${path}`,
        { headers: { ...FROM_EDITOR, Cookie: cookie } },
        ENV,
      );
      expect(response.status).toBe(403);
      expect(response.headers.get('Location')).toBeNull();
      expect(response.headers.get('Set-Cookie')).toBeNull();
      const text = await response.text();
      expect(text).toContain(`${EDITOR}/admin/`);
      expect(text).not.toContain(TOKEN);
    }
    expect(exchanges).toEqual([]);
  });

  it('refuses the editor itself over plain http', async () => {
    const response = await routes().request(
      'http://edit.example.com/api/cms/auth',
      { headers: FROM_EDITOR },
      ENV,
    );
    expect(response.status).toBe(403);
  });
});

describe('the rate limit', () => {
  it('counts every sign-in request per client IP with the endpoint’s binding, apart from quotes', async () => {
    const env = { ...ENV, QUOTE_RATE_LIMITER: bindings.QUOTE_RATE_LIMITER };
    const client = `198.51.100.${Math.floor(Math.random() * 250) + 1}`;
    const ask = (ip: string, host = EDITOR) =>
      routes().request(
        `${host}/api/cms/auth`,
        { headers: { ...FROM_EDITOR, 'CF-Connecting-IP': ip } },
        env,
      );
    // wrangler.jsonc's limit: 10 a minute; refusals on the public host count too.
    await atStartOfRateLimitWindow();
    for (let index = 0; index < 5; index += 1) expect((await ask(client)).status).toBe(302);
    for (let index = 0; index < 5; index += 1) expect((await ask(client, SITE)).status).toBe(403);
    const limited = await ask(client);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('Retry-After')).toBe('60');
    expect(limited.headers.get('Set-Cookie')).toBeNull();
    // The quote endpoint's bucket of the same client is untouched.
    expect((await bindings.QUOTE_RATE_LIMITER.limit({ key: client })).success).toBe(true);
    expect((await ask('198.51.100.251')).status).toBe(302);
  });
});

describe('GET /api/cms/callback', () => {
  it('refuses a forged or missing state, without asking GitHub for a token', async () => {
    const { exchanges, app, cookie, state } = await begun();
    const cases: [string, Record<string, string>][] = [
      [`code=c&state=${'0'.repeat(64)}`, { Cookie: cookie }],
      ['code=c', { Cookie: cookie }],
      [`code=c&state=${state}`, {}],
      // The same value under the unprefixed name, which any subdomain could have set.
      [`code=c&state=${state}`, { Cookie: `cms_oauth_state=${state}` }],
    ];
    for (const [query, headers] of cases) {
      const response = await app.request(`${EDITOR}/api/cms/callback?${query}`, { headers }, ENV);
      expect(response.status).toBe(403);
      const html = await response.text();
      expect(html).toContain('Sign-in refused');
      expect(html).not.toContain(TOKEN);
    }
    expect(exchanges).toEqual([]);
  });

  it('trades the code for a token and posts it to the editor’s page on its origin only', async () => {
    const { exchanges, app, cookie, state } = await begun();
    const response = await app.request(
      `${EDITOR}/api/cms/callback?code=code-1&state=${state}`,
      { headers: { Cookie: cookie } },
      ENV,
    );
    expect(response.status).toBe(200);
    expect(exchanges).toEqual([
      { body: { client_id: 'Iv23li-client-1', client_secret: 'secret-1', code: 'code-1' } },
    ]);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    // The state is used once.
    expect(response.headers.get('Set-Cookie')).toMatch(
      /^__Host-cms_oauth_state=;.*Max-Age=0.*Path=\/.*Secure/,
    );
    const html = await response.text();
    const message = `authorization:github:success:${JSON.stringify({ token: TOKEN, provider: 'github' })}`;
    expect(html).toContain(JSON.stringify(message));
    // The refresh token stays with the Worker: the page's token lasts 8 hours at most.
    expect(html).not.toContain('ghr_');
    expect(html).not.toContain('refresh');
    // Every postMessage names the editor's origin; none goes to "*" or the public site.
    expect(html).toContain(`const o=${JSON.stringify(EDITOR)}`);
    expect(html).not.toContain(SITE);
    expect(html).not.toMatch(/postMessage\([^)]*['"]\*['"]/);
    expect([...html.matchAll(/postMessage\([^)]*\)/g)].map(([call]) => call)).toEqual([
      'postMessage(m,o)',
      "postMessage('authorizing:github',o)",
    ]);
    // Only to the editor's page: an opener elsewhere on the origin gets nothing.
    expect(html).toContain('w.location.origin!==o');
    expect(html).toContain('/^\\/admin\\/?$/.test(w.location.pathname)');
    const script = /<script>([\s\S]*?)<\/script>/.exec(html)![1]!;
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(script));
    const hash = btoa(String.fromCharCode(...new Uint8Array(digest)));
    expect(response.headers.get('Content-Security-Policy')).toContain(`'sha256-${hash}'`);
  });

  it('tells the editor when GitHub refuses the code', async () => {
    const app = cmsAuthRoutes<{ Bindings: CmsAuthEnv }>(async () =>
      Response.json({ error: 'bad_verification_code' }),
    );
    const { location, cookie } = await begin(app as ReturnType<typeof routes>);
    const response = await app.request(
      `${EDITOR}/api/cms/callback?code=old&state=${location.searchParams.get('state')}`,
      { headers: { Cookie: cookie } },
      ENV,
    );
    expect(response.status).toBe(502);
    expect(await response.text()).toContain('authorization:github:error:');
  });
});
