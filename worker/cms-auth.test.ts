// The editor's GitHub sign-in, in workerd, with GitHub's token endpoint stubbed.
import { describe, expect, it } from 'vitest';
import { cmsAuthRoutes, type CmsAuthEnv } from './cms-auth';

const SITE = 'https://www.example.com';
const SECRETS: CmsAuthEnv = {
  CMS_GITHUB_CLIENT_ID: 'client-1',
  CMS_GITHUB_CLIENT_SECRET: 'secret-1',
};
const TOKEN = 'gho_stubbed-token';

function routes(exchanges: { body: unknown }[] = []) {
  return cmsAuthRoutes<{ Bindings: CmsAuthEnv }>(async (_input, init) => {
    exchanges.push({ body: JSON.parse(String(init?.body)) });
    return Response.json({ access_token: TOKEN, token_type: 'bearer', scope: 'repo' });
  });
}

/** Starts a sign-in: GitHub's address the popup is sent to, and the cookie kept. */
async function begin(app: ReturnType<typeof routes>) {
  const response = await app.request(
    `${SITE}/api/cms/auth?provider=github&scope=repo`,
    {},
    SECRETS,
  );
  expect(response.status).toBe(302);
  const location = new URL(response.headers.get('Location')!);
  const cookie = response.headers.get('Set-Cookie')!;
  return { location, cookie: cookie.split(';')[0]!, setCookie: cookie };
}

describe('GET /api/cms/auth', () => {
  it('sends the popup to GitHub with a state bound to this browser by a cookie', async () => {
    const { location, setCookie } = await begin(routes());
    expect(location.origin + location.pathname).toBe('https://github.com/login/oauth/authorize');
    expect(location.searchParams.get('client_id')).toBe('client-1');
    expect(location.searchParams.get('redirect_uri')).toBe(`${SITE}/api/cms/callback`);
    const state = location.searchParams.get('state')!;
    expect(state).toMatch(/^[0-9a-f]{64}$/);
    expect(setCookie).toContain(`cms_oauth_state=${state}`);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/Secure/);
    expect(setCookie).toMatch(/Path=\/api\/cms\//);
  });

  it('answers a clear error, not a broken login, without the secrets', async () => {
    for (const path of ['/api/cms/auth', '/api/cms/callback?code=x&state=y']) {
      const response = await routes().request(`${SITE}${path}`, {}, {});
      expect(response.status).toBe(503);
      expect(await response.text()).toContain('CMS_GITHUB_CLIENT_ID and CMS_GITHUB_CLIENT_SECRET');
    }
  });
});

describe('GET /api/cms/callback', () => {
  it('refuses a forged or missing state, without asking GitHub for a token', async () => {
    const exchanges: { body: unknown }[] = [];
    const app = routes(exchanges);
    const { location, cookie } = await begin(app);
    const state = location.searchParams.get('state')!;
    const cases: [string, Record<string, string>][] = [
      [`code=c&state=${'0'.repeat(64)}`, { Cookie: cookie }],
      ['code=c', { Cookie: cookie }],
      [`code=c&state=${state}`, {}],
    ];
    for (const [query, headers] of cases) {
      const response = await app.request(`${SITE}/api/cms/callback?${query}`, { headers }, SECRETS);
      expect(response.status).toBe(403);
      const html = await response.text();
      expect(html).toContain('Sign-in refused');
      expect(html).not.toContain(TOKEN);
    }
    expect(exchanges).toEqual([]);
  });

  it('trades the code for a token and posts it to the opener on the site origin only', async () => {
    const exchanges: { body: unknown }[] = [];
    const app = routes(exchanges);
    const { location, cookie } = await begin(app);
    const state = location.searchParams.get('state')!;
    const response = await app.request(
      `${SITE}/api/cms/callback?code=code-1&state=${state}`,
      { headers: { Cookie: cookie } },
      SECRETS,
    );
    expect(response.status).toBe(200);
    expect(exchanges).toEqual([
      { body: { client_id: 'client-1', client_secret: 'secret-1', code: 'code-1' } },
    ]);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    // The state is used once.
    expect(response.headers.get('Set-Cookie')).toMatch(/cms_oauth_state=;.*Max-Age=0/);
    const html = await response.text();
    const message = `authorization:github:success:${JSON.stringify({ token: TOKEN, provider: 'github' })}`;
    expect(html).toContain(JSON.stringify(message));
    // Every postMessage names the site's origin; none goes to "*".
    expect(html).toContain(`const o=${JSON.stringify(SITE)}`);
    expect(html).not.toMatch(/postMessage\([^)]*['"]\*['"]/);
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
      `${SITE}/api/cms/callback?code=old&state=${location.searchParams.get('state')}`,
      { headers: { Cookie: cookie } },
      SECRETS,
    );
    expect(response.status).toBe(502);
    expect(await response.text()).toContain('authorization:github:error:');
  });
});
