// Decap keeps the GitHub token in localStorage, which every script of its origin can read, and
// the public pages load third-party scripts: so the editor has a host of its own (CMS_HOST).
import { setting, type WorkerSettings } from '@/worker/settings';

/** The local run's hosts, which have no certificate. */
const LOOPBACK_HOST = /^(?:localhost|127\.0\.0\.1|\[::1\])(?::\d+)?$/;

/** Undefined when CMS_HOST is not a bare host: nothing signs in, rather than guess an origin. */
export function editorOrigin(env: WorkerSettings): string | undefined {
  return staffHostOrigin(env, 'CMS_HOST');
}

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
