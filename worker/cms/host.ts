/**
 * The editor's own origin. Decap keeps the GitHub token in its page's localStorage, which every
 * script of that origin can read; the public pages load third-party scripts (chat, analytics,
 * scheduler), so the editor lives on a host of its own (CMS_HOST, a custom domain of this same
 * Worker) where no public page is ever served, and the public host never hands out a token.
 */
import { setting, type WorkerSettings } from '@/worker/settings';

/** The local run's hosts (scripts/local/local-worker.ts), which have no certificate. */
const LOOPBACK_HOST = /^(?:localhost|127\.0\.0\.1|\[::1\])(?::\d+)?$/;

/**
 * `https://<CMS_HOST>` (plain http only for a loopback host, the local run's), or undefined when
 * CMS_HOST is unset or not a bare host: then nothing signs in, rather than guessing an origin.
 */
export function editorOrigin(env: WorkerSettings): string | undefined {
  return staffHostOrigin(env, 'CMS_HOST');
}

/** The origin of a staff host's setting (CMS_HOST, INBOX_HOST), as editorOrigin reads it. */
export function staffHostOrigin(
  env: WorkerSettings,
  name: 'CMS_HOST' | 'INBOX_HOST',
): string | undefined {
  const host = setting(env, name).toLowerCase();
  if (!host) return undefined;
  const scheme = LOOPBACK_HOST.test(host) ? 'http' : 'https';
  try {
    const url = new URL(`${scheme}://${host}`);
    return url.host === host && url.pathname === '/' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/** The public site's origin (SITE_URL), or undefined when it is unset or not an http(s) URL. */
export function siteOrigin(env: WorkerSettings): string | undefined {
  try {
    const url = new URL(setting(env, 'SITE_URL'));
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

export function isEditorHost(url: URL, editor: string | undefined): editor is string {
  return isHostOf(url, editor);
}

/** Whether the request's host is that origin's (whatever its scheme). */
export function isHostOf(url: URL, origin: string | undefined): origin is string {
  return origin !== undefined && url.host === new URL(origin).host;
}

/** Temporary, so that a browser never keeps a local run's redirect between two projects. */
export function redirectTo(location: string): Response {
  return new Response(null, {
    status: 302,
    headers: { Location: location, 'Cache-Control': 'no-store' },
  });
}

export function plainText(status: number, text: string, headers: Record<string, string> = {}) {
  return new Response(`${text}\n`, {
    status,
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-store',
      'X-Robots-Tag': 'noindex',
      ...headers,
    },
  });
}
