/**
 * The inbox's own host (INBOX_HOST). A salesperson's Access session is a cookie of the host the
 * inbox answers on, and every script of that origin may use it: the public pages load third-party
 * scripts, so the inbox and /api/leads/ answer on a staff host alone, where no public page is
 * served, and the public host, workers.dev and the previews answer nothing of the leads.
 */
import {
  editorOrigin,
  isHostOf,
  plainText,
  redirectTo,
  siteOrigin,
  staffHostOrigin,
} from '@/worker/cms/host';
import type { WorkerSettings } from '@/worker/settings';

export function isInboxPath(pathname: string): boolean {
  return (
    pathname === '/inbox' ||
    pathname.startsWith('/inbox/') ||
    pathname === '/api/leads' ||
    pathname.startsWith('/api/leads/')
  );
}

/**
 * `https://<INBOX_HOST>` (http for a loopback host), or undefined when it is unset, malformed or
 * the public site's own host, which would put the leads back beside the public pages.
 */
export function inboxOrigin(env: WorkerSettings): string | undefined {
  const staff = staffHostOrigin(env, 'INBOX_HOST');
  const site = siteOrigin(env);
  if (staff && site && new URL(staff).host === new URL(site).host) return undefined;
  return staff;
}

/**
 * A person who opens /inbox/ on another host (a bookmark of the old address) is sent to the
 * inbox's host; anything else asking there (a script's fetch, a form, an image) gets a 404 that
 * holds nothing of the leads. Navigations are told by Sec-Fetch-Dest, which a page's script
 * cannot set; a client that sends no Sec-Fetch headers at all (curl) is only redirected too.
 */
function elsewhere(request: Request, url: URL, staff: string | undefined): Response {
  const dest = request.headers.get('Sec-Fetch-Dest');
  const navigation =
    (request.method === 'GET' || request.method === 'HEAD') &&
    (dest === 'document' || (dest === null && !request.headers.has('Sec-Fetch-Mode')));
  if (staff && navigation && url.pathname.startsWith('/inbox')) {
    return redirectTo(`${staff}${url.pathname}`);
  }
  return plainText(404, 'Not found.');
}

type InboxFetch = (request: Request) => Response | Promise<Response>;

/**
 * The inbox's paths, on its host or nowhere; the inbox's host serves nothing else (the public
 * pages are sent to the site, unless the host is the editor's too: then the editor's routing,
 * worker/cms/admin.ts, decides the rest). Undefined: not the inbox's business.
 */
export function routeInboxHost(
  request: Request,
  env: WorkerSettings,
  inbox: InboxFetch,
): Response | Promise<Response> | undefined {
  const url = new URL(request.url);
  const staff = inboxOrigin(env);
  const onStaffHost = isHostOf(url, staff);
  if (!isInboxPath(url.pathname)) {
    if (!onStaffHost || staff === editorOrigin(env)) return undefined;
    const site = siteOrigin(env);
    if (site) return redirectTo(`${site}${url.pathname}${url.search}`);
    return plainText(404, 'Not found: this address serves the sales inbox only, at /inbox/.');
  }
  if (!onStaffHost) return elsewhere(request, url, staff);
  // Over plain http, Access's cookie and the leads would cross the wire in clear.
  if (url.origin !== staff) return redirectTo(`${staff}${url.pathname}`);
  return inbox(request);
}
