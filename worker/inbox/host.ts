// Access's session is a cookie every script of its origin may use, and the public pages load
// third-party scripts: so the leads answer on a staff host alone (docs/inbox.md).
import { editorOrigin, isHostOf, plainText, redirectTo, siteOrigin } from '@/worker/http/hosts';
import { inboxOrigin } from '@/worker/http/inbox-address';
import type { WorkerSettings } from '@/worker/settings';

function isInboxPath(pathname: string): boolean {
  return (
    pathname === '/inbox' ||
    pathname.startsWith('/inbox/') ||
    pathname === '/api/leads' ||
    pathname.startsWith('/api/leads/')
  );
}

/**
 * Only a navigation (a bookmark) is sent to the inbox's host: Sec-Fetch-Dest, which a page's
 * script cannot set, tells it; a client without Sec-Fetch headers (curl) is redirected too.
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
 * The inbox's host serves nothing else, unless it is the editor's too: then worker/editor/admin.ts
 * decides the rest. Undefined: not the inbox's business.
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
