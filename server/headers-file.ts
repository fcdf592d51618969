/**
 * The `_headers` file of Netlify and Cloudflare Pages, so that the local server answers with
 * the same headers the CDN will:
 *
 *   # a comment
 *   /*
 *     X-Frame-Options: DENY
 *   /contact/
 *     ! X-Frame-Options
 *
 * A line starting at column 0 opens a block for a path pattern (`*` matches anything,
 * including slashes; a `/:name` segment matches one segment). Indented lines are
 * `Name: value` (repeated names join with ", ", as both CDNs do) or `! Name`, which removes
 * a header that a less specific block set (Cloudflare's "detach").
 */

export interface HeaderLine {
  name: string;
  /** null removes the header. */
  value: string | null;
}

export interface HeaderRule {
  pattern: string;
  headers: HeaderLine[];
}

export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const rawLine of text.split(/\r?\n/)) {
    const line = rawLine.trim();
    if (line === '' || line.startsWith('#')) continue;
    const opensBlock = !/^\s/.test(rawLine);
    if (opensBlock) {
      rules.push({ pattern: line, headers: [] });
      continue;
    }
    // A header line before any path has nothing to belong to; the CDNs ignore it too.
    const current = rules.at(-1);
    const header = parseHeaderLine(line);
    if (current && header) addHeader(current.headers, header);
  }
  return rules;
}

function parseHeaderLine(line: string): HeaderLine | null {
  if (line.startsWith('!')) {
    const name = line.slice(1).trim();
    return name ? { name, value: null } : null;
  }
  const colon = line.indexOf(':');
  if (colon <= 0) return null;
  const name = line.slice(0, colon).trim();
  return name ? { name, value: line.slice(colon + 1).trim() } : null;
}

function addHeader(headers: HeaderLine[], header: HeaderLine): void {
  const existing = headers.find((h) => sameName(h.name, header.name));
  if (existing && existing.value !== null && header.value !== null) {
    existing.value = `${existing.value}, ${header.value}`;
  } else if (existing) {
    existing.value = header.value;
  } else {
    headers.push({ ...header });
  }
}

/**
 * The headers for one request path: every matching block, least specific first, so that a
 * more specific block overrides (or detaches) what a broader one set. Ties keep file order.
 */
export function headersForPath(rules: readonly HeaderRule[], pathname: string): HeaderLine[] {
  const matching = rules
    .map((rule, order) => ({ rule, order }))
    .filter(({ rule }) => patternMatches(rule.pattern, pathname))
    .sort((a, b) => specificity(a.rule.pattern) - specificity(b.rule.pattern) || a.order - b.order);

  const result = new Map<string, HeaderLine>();
  for (const { rule } of matching) {
    for (const header of rule.headers) result.set(header.name.toLowerCase(), header);
  }
  return [...result.values()];
}

/** Only path patterns apply locally; absolute-URL patterns (a CDN host name) never match. */
export function patternMatches(pattern: string, pathname: string): boolean {
  if (!pattern.startsWith('/')) return false;
  return patternToRegExp(pattern).test(pathname);
}

function patternToRegExp(pattern: string): RegExp {
  const source = pattern
    .split(/(\*|\/:[A-Za-z_]\w*)/)
    .map((part) => {
      if (part === '*') return '.*';
      if (part.startsWith('/:')) return '/[^/]+';
      return escapeRegExp(part);
    })
    .join('');
  return new RegExp(`^${source}$`);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * An exact path beats any pattern with a wildcard; among patterns, more literal characters
 * mean more specific (`/blog/*` over `/*`).
 */
function specificity(pattern: string): number {
  const literal = pattern.replace(/\*|\/:[A-Za-z_]\w*/g, '');
  const isExact = literal.length === pattern.length;
  return (isExact ? 1_000_000 : 0) + literal.length;
}

function sameName(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase();
}
