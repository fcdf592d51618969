import type { WorkerSettings } from '@/worker/settings';
import { editorOrigin, isEditorHost, plainText, redirectTo, siteOrigin } from './host';

/**
 * The editor's page (/admin/, the Decap CMS bundle in out/admin/) with headers of its own: its
 * sign-in is a popup that must keep its opener (so `same-origin-allow-popups`, not the site's
 * `same-origin`), it may not be framed at all, and search engines leave it out.
 */
export const ADMIN_CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  // Decap compiles its configuration's schema (ajv) and runs WebAssembly.
  "script-src 'self' 'unsafe-eval' 'wasm-unsafe-eval'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https://avatars.githubusercontent.com https://*.githubusercontent.com",
  "font-src 'self' data:",
  // GitHub's API in production; decap-server on the marketer's own machine in local mode
  // (Decap calls it only from a page on localhost).
  "connect-src 'self' https://api.github.com https://*.githubusercontent.com http://localhost:* http://127.0.0.1:*",
  "frame-src 'self' blob:",
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export const ADMIN_HEADERS: Record<string, string> = {
  'Content-Security-Policy': ADMIN_CONTENT_SECURITY_POLICY,
  'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
  'X-Frame-Options': 'DENY',
  'X-Robots-Tag': 'noindex, nofollow',
  'Cache-Control': 'no-cache',
};

export function isAdminPath(pathname: string): boolean {
  return pathname === '/admin' || pathname.startsWith('/admin/');
}

/**
 * The site's icons, which the editor's page names (public/admin/index.html): images, no page,
 * so the editor's host serves them too rather than send them to another origin, which the
 * page's img-src would refuse.
 */
const SITE_ICON = /^\/favicon[\w-]*\.(?:png|ico)$/;

/** The asset as the static host has it, with the editor's headers in place of the site's. */
export async function serveAdmin(request: Request, assets: Fetcher): Promise<Response> {
  const asset = await assets.fetch(request);
  const response = new Response(asset.body, asset);
  for (const [name, value] of Object.entries(ADMIN_HEADERS)) response.headers.set(name, value);
  return response;
}

/**
 * The two hosts, for every path but /api/cms/ (worker/cms/auth.ts): the editor's host serves
 * /admin/ and sends everything else to the public site, so that no public page (and none of
 * its third-party scripts) ever runs on the origin that holds the token; the public host sends
 * /admin/ to the editor's host. Undefined: a public path, which the Worker serves as usual.
 */
export function routeEditorHosts(
  request: Request,
  env: WorkerSettings & { ASSETS?: Fetcher },
): Promise<Response> | Response | undefined {
  const url = new URL(request.url);
  const editor = editorOrigin(env);
  if (isEditorHost(url, editor)) {
    // The editor over plain http would lose its Secure cookie and expose the token on the wire.
    if (url.origin !== editor) return redirectTo(`${editor}${url.pathname}${url.search}`);
    if (isAdminPath(url.pathname) && env.ASSETS) return serveAdmin(request, env.ASSETS);
    if (SITE_ICON.test(url.pathname) && env.ASSETS) return env.ASSETS.fetch(request);
    const site = siteOrigin(env);
    if (site && site !== editor) return redirectTo(`${site}${url.pathname}${url.search}`);
    return plainText(404, 'Not found: this address serves the content editor only, at /admin/.');
  }
  if (!isAdminPath(url.pathname)) return undefined;
  if (editor) return redirectTo(`${editor}/admin/`);
  // Without CMS_HOST the page still loads, but nothing signs in (worker/cms/auth.ts).
  return env.ASSETS ? serveAdmin(request, env.ASSETS) : undefined;
}
