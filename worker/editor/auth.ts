// The editor's GitHub sign-in, on its own host only; each threat and its defence are in
// docs/security.md. The token is never logged and never in a URL.
import { type Context, Hono } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { editorOrigin, plainText } from '@/worker/http/hosts';
import { rateLimitKey } from '@/worker/http/rate-limit-key';
import { RATE_LIMIT_PERIOD_SECONDS, setting, type WorkerSettings } from '@/worker/settings';

export interface CmsAuthEnv extends WorkerSettings {
  QUOTE_RATE_LIMITER: RateLimit;
}

/** `__Host-`, so that no other subdomain (the public host included) can set or overwrite it. */
const STATE_COOKIE = 'cms_oauth_state';
const STATE_COOKIE_OPTIONS = { prefix: 'host', path: '/', secure: true } as const;
const AUTHORIZE = 'https://github.com/login/oauth/authorize';
const TOKEN = 'https://github.com/login/oauth/access_token';

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

async function popupPage(
  c: Context,
  origin: string,
  message: string,
  text: string,
  status: 200 | 400 | 403 | 502,
) {
  // The opener must be /admin/ itself: the origin check alone would also accept any other page
  // of the editor's host, and the browser drops a message whose target origin is not the opener's.
  const script =
    `(()=>{const o=${JSON.stringify(origin)};const m=${JSON.stringify(message).replace(/</g, '\\u003c')};` +
    `const w=window.opener;if(!w)return;` +
    `try{if(w.location.origin!==o||!/^\\/admin\\/?$/.test(w.location.pathname))return;}catch(e){return;}` +
    `let sent=false;window.addEventListener('message',(e)=>{if(sent||e.origin!==o||e.source!==w)return;` +
    `sent=true;w.postMessage(m,o);});` +
    `w.postMessage('authorizing:github',o);})();`;
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

function notConfigured(missing: string): Response {
  return plainText(
    503,
    `Sign-in to the editor is not set up on this site: the Worker needs ${missing} ` +
      '(see docs/deploying.md).',
  );
}

/** Why a sign-in request is refused before it starts, or null to go on. */
async function signInRefusal(request: Request, env: CmsAuthEnv): Promise<Response | null> {
  const client = request.headers.get('CF-Connecting-IP') ?? 'unknown';
  const { success } = await env.QUOTE_RATE_LIMITER.limit({
    key: `cms:${rateLimitKey(client)}`,
  });
  if (!success)
    return plainText(429, 'Too many sign-in attempts: wait a minute and try again.', {
      'Retry-After': String(RATE_LIMIT_PERIOD_SECONDS),
    });
  // Without the editor's own host, a sign-in would hand the token to the public origin.
  const editor = editorOrigin(env);
  if (!editor) return notConfigured('the setting CMS_HOST, the editor’s own host');
  const url = new URL(request.url);
  if (url.origin !== editor)
    return plainText(
      403,
      `Sign-in refused: the editor signs in only on its own address, ${editor}/admin/.`,
    );
  // Only the editor's page starts a sign-in (login CSRF).
  if (url.pathname === '/api/cms/auth' && request.headers.get('Sec-Fetch-Site') !== 'same-origin')
    return plainText(403, `Sign-in refused: it starts from the editor’s page, ${editor}/admin/.`);
  if (!setting(env, 'CMS_GITHUB_CLIENT_ID') || !setting(env, 'CMS_GITHUB_CLIENT_SECRET'))
    return notConfigured('the secrets CMS_GITHUB_CLIENT_ID and CMS_GITHUB_CLIENT_SECRET');
  return null;
}

/** The user's token for GitHub's code; undefined (logged without the code) when GitHub refuses. */
async function exchangeCode(
  fetchToken: typeof fetch,
  env: CmsAuthEnv,
  code: string,
): Promise<string | undefined> {
  try {
    const response = await fetchToken(TOKEN, {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify({
        client_id: setting(env, 'CMS_GITHUB_CLIENT_ID'),
        client_secret: setting(env, 'CMS_GITHUB_CLIENT_SECRET'),
        code,
      }),
    });
    // The refresh_token (valid for months) never goes to the page: a stolen token lasts 8 hours.
    const body = (await response.json()) as { access_token?: unknown; error?: unknown };
    if (typeof body.access_token === 'string') return body.access_token;
    console.warn(`cms sign-in: GitHub refused the code (${String(body.error ?? response.status)})`);
  } catch (error) {
    console.warn(
      `cms sign-in: GitHub did not answer (${error instanceof Error ? error.name : 'error'})`,
    );
  }
  return undefined;
}

export function cmsAuthRoutes<E extends { Bindings: CmsAuthEnv }>(
  fetchToken: typeof fetch = (input, init) => fetch(input, init),
) {
  const app = new Hono<E>();

  // First, before any answer that would tell a prober something.
  app.use('/api/cms/*', async (c, next) => {
    const refusal = await signInRefusal(c.req.raw, c.env);
    if (refusal) return refusal;
    await next();
  });

  app.get('/api/cms/auth', (c) => {
    const editor = editorOrigin(c.env)!;
    const state = randomState();
    setCookie(c, STATE_COOKIE, state, {
      ...STATE_COOKIE_OPTIONS,
      httpOnly: true,
      sameSite: 'Lax',
      maxAge: 600,
    });
    // No scope: a GitHub App's token reaches only what the App is installed on.
    const authorize = new URL(AUTHORIZE);
    authorize.searchParams.set('client_id', setting(c.env, 'CMS_GITHUB_CLIENT_ID'));
    authorize.searchParams.set('redirect_uri', `${editor}/api/cms/callback`);
    authorize.searchParams.set('state', state);
    c.header('Cache-Control', 'no-store');
    return c.redirect(authorize.toString(), 302);
  });

  app.get('/api/cms/callback', async (c) => {
    const editor = editorOrigin(c.env)!;
    const refuse = (text: string, status: 400 | 403 | 502) =>
      popupPage(
        c,
        editor,
        `authorization:github:error:${JSON.stringify({ message: text })}`,
        text,
        status,
      );

    const expected = getCookie(c, STATE_COOKIE, STATE_COOKIE_OPTIONS.prefix);
    deleteCookie(c, STATE_COOKIE, STATE_COOKIE_OPTIONS);
    const state = c.req.query('state');
    const code = c.req.query('code');
    if (!expected || !state || !sameText(state, expected))
      return refuse(
        'Sign-in refused: this answer was not started from this browser. Try again.',
        403,
      );
    if (!code)
      return refuse(`Sign-in cancelled: ${c.req.query('error') ?? 'GitHub sent no code'}.`, 400);

    const token = await exchangeCode(fetchToken, c.env, code);
    if (!token) return refuse('Sign-in failed: GitHub did not accept the sign-in. Try again.', 502);
    const success = `authorization:github:success:${JSON.stringify({ token, provider: 'github' })}`;
    return popupPage(c, editor, success, 'Signed in. This window closes by itself.', 200);
  });

  return app;
}
