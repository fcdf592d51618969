import { editorOrigin, isEditorHost, plainText, redirectTo, siteOrigin } from '@/worker/http/hosts';
import type { WorkerSettings } from '@/worker/settings';

const ADMIN_CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  // Decap compiles its configuration's schema (ajv) and runs WebAssembly.
  "script-src 'self' 'unsafe-eval' 'wasm-unsafe-eval'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https://avatars.githubusercontent.com https://*.githubusercontent.com",
  "font-src 'self' data:",
  // Local: decap-server on the marketer's own machine (Decap calls it only from localhost).
  "connect-src 'self' https://api.github.com https://*.githubusercontent.com http://localhost:* http://127.0.0.1:*",
  "frame-src 'self' blob:",
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

const ADMIN_HEADERS: Record<string, string> = {
  'Content-Security-Policy': ADMIN_CONTENT_SECURITY_POLICY,
  // The sign-in popup must keep its opener.
  'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
  'X-Frame-Options': 'DENY',
  'X-Robots-Tag': 'noindex, nofollow',
  'Cache-Control': 'no-cache',
};

export function isAdminPath(pathname: string): boolean {
  return pathname === '/admin' || pathname.startsWith('/admin/');
}

/** Named by public/admin/index.html: sent to the public origin, img-src would refuse them. */
const SITE_ICON = /^\/favicon[\w-]*\.(?:png|ico)$/;

export async function serveAdmin(request: Request, assets: Fetcher): Promise<Response> {
  const asset = await assets.fetch(request);
  const response = new Response(asset.body, asset);
  for (const [name, value] of Object.entries(ADMIN_HEADERS)) response.headers.set(name, value);
  return response;
}

/**
 * No public page (nor its third-party scripts) ever runs on the origin that holds the token.
 * Undefined: a public path, which the Worker serves as usual.
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
  // Without CMS_HOST the page still loads, but nothing signs in (worker/editor/auth.ts).
  return env.ASSETS ? serveAdmin(request, env.ASSETS) : undefined;
}
