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

/** The asset as the static host has it, with the editor's headers in place of the site's. */
export async function serveAdmin(request: Request, assets: Fetcher): Promise<Response> {
  const asset = await assets.fetch(request);
  const response = new Response(asset.body, asset);
  for (const [name, value] of Object.entries(ADMIN_HEADERS)) response.headers.set(name, value);
  return response;
}
