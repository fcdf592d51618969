/**
 * One reading of a request path, shared by routing, the `_headers` rules and the file
 * lookup, so that no spelling of an address (`/%63ontact/`, `//contact/`, `/a/../contact/`)
 * is routed one way and matched against the header rules another.
 */

/**
 * The path of a request target, percent-decoded once, with `\` read as `/`, empty and `.`
 * segments dropped and `..` segments applied (never above the root). A trailing slash, or a
 * last segment of `.` or `..`, keeps the result ending in `/`, as URL resolution does.
 * null for a target that is not a path (`*`, an absolute URL), a malformed percent escape
 * or a NUL byte: the caller answers 400.
 */
export function normalizePathname(pathname: string): string | null {
  if (!pathname.startsWith('/')) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const rawSegments = decoded.replace(/\\/g, '/').split('/');
  const segments: string[] = [];
  for (const segment of rawSegments) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') segments.pop();
    else segments.push(segment);
  }
  const last = rawSegments.at(-1);
  const endsAsFolder = last === '' || last === '.' || last === '..';
  if (segments.length === 0) return '/';
  return `/${segments.join('/')}${endsAsFolder ? '/' : ''}`;
}

/**
 * A normalised path as a request target again, for a Location header or for handing the
 * request on: each segment percent-encoded where it must be, so that decoding it once gives
 * the path back.
 */
export function encodePathname(pathname: string): string {
  return pathname
    .split('/')
    .map((segment) =>
      encodeURIComponent(segment).replace(/%40|%24|%26|%2B|%2C|%3B|%3D|%3A/gi, decodeURIComponent),
    )
    .join('/');
}

/** The target split at its query: `/a?b` gives `/a` and `?b`. */
export function splitUrl(url: string | undefined): { pathname: string; search: string } {
  const target = url ?? '/';
  const queryStart = target.indexOf('?');
  return queryStart === -1
    ? { pathname: target, search: '' }
    : { pathname: target.slice(0, queryStart), search: target.slice(queryStart) };
}
