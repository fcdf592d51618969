// What every answer of the inbox passes through: its security headers, the refusal of other
// origins, Access's check and the same-origin check of a change. docs/security.md says why.
import type { MiddlewareHandler } from 'hono';
import type { Env } from '@/worker/env';
import { checkAccess, type Identity } from './access';
import { refusedPage } from './views/layout';

export type Inbox = { Bindings: Env; Variables: { identity: Identity } };

const INBOX_CSP =
  "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; connect-src 'self'; " +
  "form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

const INBOX_HEADERS: Record<string, string> = {
  'Content-Security-Policy': INBOX_CSP,
  'Cache-Control': 'no-store',
  'X-Robots-Tag': 'noindex, nofollow',
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  // same-origin, not no-referrer: under no-referrer a form's POST carries `Origin: null`, which
  // the CSRF check below would refuse.
  'Referrer-Policy': 'same-origin',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
};

const withHeaders: MiddlewareHandler<Inbox> = async (c, next) => {
  await next();
  for (const [name, value] of Object.entries(INBOX_HEADERS)) c.res.headers.set(name, value);
};

/**
 * Another origin may open a page here (Access's sign-in coming back) but not read or embed one,
 * even where the browser would send Access's cookie along (a sibling host of the same site).
 */
const isolated: MiddlewareHandler<Inbox> = async (c, next) => {
  const site = c.req.header('Sec-Fetch-Site');
  const navigation = c.req.header('Sec-Fetch-Mode') === 'navigate';
  if (site && site !== 'same-origin' && site !== 'none' && !navigation) {
    return c.text('Refused: the inbox answers its own pages only.', 403);
  }
  await next();
};

const requireAccess: MiddlewareHandler<Inbox> = async (c, next) => {
  const access = await checkAccess(c.req.raw, c.env);
  if (!access.ok) {
    if (c.req.path.startsWith('/api/')) return c.json({ error: access.reason }, 403);
    return c.html(refusedPage(access.reason), 403);
  }
  c.set('identity', access.identity);
  await next();
};

/** Access's cookie would otherwise ride along on a form another site posts here. */
const sameOriginPost: MiddlewareHandler<Inbox> = async (c, next) => {
  if (c.req.method !== 'POST') return next();
  const origin = c.req.header('Origin');
  const site = c.req.header('Sec-Fetch-Site');
  const same = origin !== undefined ? origin === new URL(c.req.url).origin : site === 'same-origin';
  if (!same) return c.text('Refused: a change must come from the inbox itself.', 403);
  await next();
};

/** In this order: the headers go on every answer, the refusals included. */
export const inboxGuards = [withHeaders, isolated, requireAccess, sameOriginPost] as const;
