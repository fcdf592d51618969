/**
 * Sign-in to the editor (/admin/) with GitHub, on the site's own origin: /api/cms/auth sends the
 * popup to GitHub with a `state` also kept in a cookie of this browser; /api/cms/callback checks
 * it, trades the code for a token and hands the token to the window that opened the popup, on
 * this origin only. The token is never logged and never in a URL. Decap's popup protocol: the
 * popup says "authorizing:github", the editor answers, the popup posts the result.
 */
import { Hono, type Context } from 'hono';
import { getCookie, setCookie, deleteCookie } from 'hono/cookie';

export interface CmsAuthEnv {
  CMS_GITHUB_CLIENT_ID?: string;
  CMS_GITHUB_CLIENT_SECRET?: string;
}

const STATE_COOKIE = 'cms_oauth_state';
const COOKIE_PATH = '/api/cms/';
const AUTHORIZE = 'https://github.com/login/oauth/authorize';
const TOKEN = 'https://github.com/login/oauth/access_token';
/** What the editor asks for: the repository's content, its branches and pull requests. */
const SCOPE = 'repo';

function randomState(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let index = 0; index < a.length; index += 1)
    diff |= a.charCodeAt(index) ^ b.charCodeAt(index);
  return diff === 0;
}

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return btoa(String.fromCharCode(...new Uint8Array(digest)));
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * The popup's page: posts `message` to its opener once the opener, on this origin, has answered.
 * Its one inline script is allowed by hash; nothing else runs.
 */
async function popupPage(
  c: Context,
  origin: string,
  message: string,
  text: string,
  status: 200 | 400 | 403 | 502,
) {
  const script =
    `(()=>{const o=${JSON.stringify(origin)};const m=${JSON.stringify(message).replace(/</g, '\\u003c')};` +
    `if(!window.opener)return;` +
    `window.addEventListener('message',(e)=>{if(e.origin!==o||e.source!==window.opener)return;` +
    `window.opener.postMessage(m,o);},{once:true});` +
    `window.opener.postMessage('authorizing:github',o);})();`;
  const html =
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex">` +
    `<title>Sign in to the editor</title></head><body><p>${escapeHtml(text)}</p>` +
    `<script>${script}</script></body></html>`;
  // Through the context, so that the cookie's deletion goes with it.
  return c.html(html, status, {
    'Cache-Control': 'no-store',
    'Referrer-Policy': 'no-referrer',
    'X-Robots-Tag': 'noindex',
    'Content-Security-Policy': `default-src 'none'; script-src 'sha256-${await sha256(script)}'; frame-ancestors 'none'; base-uri 'none'`,
  });
}

function notConfigured(): Response {
  return new Response(
    'Sign-in to the editor is not set up on this site: the Worker needs the secrets ' +
      'CMS_GITHUB_CLIENT_ID and CMS_GITHUB_CLIENT_SECRET (see docs/deploying.md).\n',
    {
      status: 503,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    },
  );
}

/** `fetch` is GitHub's token endpoint in production, a stub in the tests. */
export function cmsAuthRoutes<E extends { Bindings: CmsAuthEnv }>(
  fetchToken: typeof fetch = (input, init) => fetch(input, init),
) {
  const app = new Hono<E>();

  app.get('/api/cms/auth', (c) => {
    const { CMS_GITHUB_CLIENT_ID: clientId, CMS_GITHUB_CLIENT_SECRET: secret } = c.env;
    if (!clientId || !secret) return notConfigured();
    const url = new URL(c.req.url);
    const state = randomState();
    setCookie(c, STATE_COOKIE, state, {
      path: COOKIE_PATH,
      httpOnly: true,
      secure: url.protocol === 'https:',
      sameSite: 'Lax',
      maxAge: 600,
    });
    const authorize = new URL(AUTHORIZE);
    authorize.searchParams.set('client_id', clientId);
    authorize.searchParams.set('redirect_uri', `${url.origin}/api/cms/callback`);
    authorize.searchParams.set('scope', SCOPE);
    authorize.searchParams.set('state', state);
    c.header('Cache-Control', 'no-store');
    return c.redirect(authorize.toString(), 302);
  });

  app.get('/api/cms/callback', async (c) => {
    const { CMS_GITHUB_CLIENT_ID: clientId, CMS_GITHUB_CLIENT_SECRET: secret } = c.env;
    if (!clientId || !secret) return notConfigured();
    const origin = new URL(c.req.url).origin;
    const refuse = (text: string, status: 400 | 403 | 502) =>
      popupPage(
        c,
        origin,
        `authorization:github:error:${JSON.stringify({ message: text })}`,
        text,
        status,
      );

    const expected = getCookie(c, STATE_COOKIE);
    deleteCookie(c, STATE_COOKIE, { path: COOKIE_PATH });
    const state = c.req.query('state');
    const code = c.req.query('code');
    if (!expected || !state || !sameText(state, expected))
      return refuse(
        'Sign-in refused: this answer was not started from this browser. Try again.',
        403,
      );
    if (!code)
      return refuse(`Sign-in cancelled: ${c.req.query('error') ?? 'GitHub sent no code'}.`, 400);

    let token: string | undefined;
    try {
      const response = await fetchToken(TOKEN, {
        method: 'POST',
        headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
        body: JSON.stringify({ client_id: clientId, client_secret: secret, code }),
      });
      const body = (await response.json()) as { access_token?: unknown; error?: unknown };
      if (typeof body.access_token === 'string') token = body.access_token;
      else
        console.warn(
          `cms sign-in: GitHub refused the code (${String(body.error ?? response.status)})`,
        );
    } catch (error) {
      console.warn(
        `cms sign-in: GitHub did not answer (${error instanceof Error ? error.name : 'error'})`,
      );
    }
    if (!token) return refuse('Sign-in failed: GitHub did not accept the sign-in. Try again.', 502);
    const success = `authorization:github:success:${JSON.stringify({ token, provider: 'github' })}`;
    return popupPage(c, origin, success, 'Signed in. This window closes by itself.', 200);
  });

  return app;
}
