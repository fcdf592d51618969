/**
 * The static export, served as a CDN serves it: trailing-slash redirects, `404.html`, the
 * precompressed `.br` and `.gz` files that `scripts/precompress.ts` writes beside the others,
 * a year of caching for `/_next/static/`, and the rules of `_headers`.
 *
 * Every request path is normalised once (server/paths.ts) and resolved here to one file and
 * one canonical address; the `_headers` rules are matched on that address, so a page gets
 * the same headers under any spelling, and sirv is handed exactly the file that was chosen.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import sirv from 'sirv';
import { headersForPath, parseHeadersFile, type HeaderRule } from './headers-file';
import { encodePathname } from './paths';
import { sendText } from './respond';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** HTML and the rest may change with every build: cache, but ask again each time. */
const REVALIDATE = 'public, max-age=0, must-revalidate';

/** Files a CDN reads as configuration and never serves (compared without case). */
const CDN_CONFIG_FILES = new Set(['_headers', '_redirects', '_routes.json']);
/** The precompressed variants, best first, and the coding each one is. */
const VARIANTS = [
  { suffix: '.br', coding: 'br' },
  { suffix: '.gz', coding: 'gzip' },
] as const;

export type StaticHandler = (
  req: IncomingMessage,
  res: ServerResponse,
  target: { pathname: string; search: string },
) => void;

/** What a normalised path resolves to. */
export type Resolution =
  | { kind: 'file'; file: string; canonical: string }
  | { kind: 'redirect'; location: string }
  | { kind: 'not-found' };

export interface ExportIndex {
  /** Every servable file, as "/contact/index.html". */
  files: ReadonlySet<string>;
  /** The files that have at least one precompressed variant beside them. */
  precompressed: ReadonlySet<string>;
}

/** `headersFile`: the `_headers` whose rules the answers carry, null for none. */
export function createStaticHandler(outDir: string, headersFile: string | null): StaticHandler {
  const root = path.resolve(outDir);
  // Read once at startup, as sirv (dev: false) indexes the files once: restart after a build.
  const headerRules = headersFile === null ? [] : readHeaderRules(headersFile);
  const index = indexExport(root);
  const notFoundPage = readNotFoundPage(root);
  const servedFile = new WeakMap<ServerResponse, string>();
  const serveFile = sirv(root, {
    dev: false,
    etag: true,
    gzip: true,
    brotli: true,
    // The file is resolved before sirv sees the request: no guessing of extensions.
    extensions: [],
    setHeaders: (res) => {
      // sirv varies every answer on Accept-Encoding; only a file with variants does.
      const file = servedFile.get(res);
      if (file === undefined || !index.precompressed.has(file)) res.removeHeader('Vary');
    },
    onNoMatch: (req, res) => sendNotFoundPage(req, res, notFoundPage),
  });

  return (req, res, { pathname, search }) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      return sendText(res, 405, 'Method not allowed', { Allow: 'GET, HEAD' });
    }
    const resolution = resolvePath(index, pathname);
    const canonical = resolution.kind === 'file' ? resolution.canonical : pathname;
    res.setHeader('Cache-Control', canonical.startsWith('/_next/static/') ? IMMUTABLE : REVALIDATE);
    // After the defaults, so that the project's _headers has the last word, as on the CDN.
    applyHeaderRules(res, headerRules, canonical);
    // What sirv may send depends on what the client accepts, read properly (q=0 is a no).
    req.headers['accept-encoding'] = acceptedCodings(req.headers['accept-encoding']).join(', ');

    if (resolution.kind === 'redirect') {
      res.writeHead(308, { Location: `${resolution.location}${search}` });
      return void res.end();
    }
    if (resolution.kind === 'not-found') return sendNotFoundPage(req, res, notFoundPage);
    servedFile.set(res, resolution.file);
    req.url = encodePathname(resolution.file);
    serveFile(req, res);
  };
}

/**
 * Every file under the export that may be served: not a dotfile (but `.well-known`), not a
 * CDN configuration file, not a precompressed variant of another file.
 */
export function indexExport(root: string): ExportIndex {
  const all = new Set<string>();
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const relative = path.relative(root, path.join(entry.parentPath, entry.name));
    all.add(`/${relative.split(path.sep).join('/')}`);
  }
  const files = new Set<string>();
  const precompressed = new Set<string>();
  for (const file of all) {
    const variantOf = VARIANTS.map(({ suffix }) =>
      file.endsWith(suffix) ? file.slice(0, -suffix.length) : null,
    ).find((base) => base !== null && all.has(base));
    if (variantOf) {
      precompressed.add(variantOf);
      continue;
    }
    if (isServable(file)) files.add(file);
  }
  return { files, precompressed };
}

function isServable(file: string): boolean {
  const segments = file.split('/').slice(1);
  if (segments.some((segment) => segment.startsWith('.') && segment !== '.well-known')) {
    return false;
  }
  return !CDN_CONFIG_FILES.has((segments.at(-1) ?? '').toLowerCase());
}

/**
 * Where a normalised path leads, as on Cloudflare Pages:
 * - `/contact/` serves contact/index.html; `/contact`, `/contact/index` and
 *   `/contact/index.html` redirect to `/contact/` (308), so a page has one address;
 * - any other file is served at its own path (`/robots.txt`, `/404.html`), and `/name` also
 *   serves `name.html`, under the headers of `/name.html`;
 * - anything else, configuration files and dotfiles included, is not found.
 */
export function resolvePath(index: ExportIndex, pathname: string): Resolution {
  const { files } = index;
  if (pathname.endsWith('/')) {
    const file = `${pathname}index.html`;
    return files.has(file) ? { kind: 'file', file, canonical: pathname } : { kind: 'not-found' };
  }
  const indexForm = /^(.*\/)index(?:\.html)?$/.exec(pathname);
  if (indexForm?.[1] !== undefined && files.has(`${indexForm[1]}index.html`)) {
    return { kind: 'redirect', location: encodePathname(indexForm[1]) };
  }
  if (files.has(`${pathname}/index.html`)) {
    return { kind: 'redirect', location: encodePathname(`${pathname}/`) };
  }
  if (files.has(pathname)) return { kind: 'file', file: pathname, canonical: pathname };
  const html = `${pathname}.html`;
  if (files.has(html)) return { kind: 'file', file: html, canonical: html };
  return { kind: 'not-found' };
}

function readHeaderRules(file: string): HeaderRule[] {
  return existsSync(file) ? parseHeadersFile(readFileSync(file, 'utf8')) : [];
}

function applyHeaderRules(
  res: ServerResponse,
  rules: readonly HeaderRule[],
  pathname: string,
): void {
  for (const { name, value } of headersForPath(rules, pathname)) {
    if (value === null) res.removeHeader(name);
    else res.setHeader(name, value);
  }
}

/* ------------------------------------------------------------------------------------------
 * Content codings
 * ---------------------------------------------------------------------------------------- */

/**
 * The codings of VARIANTS the client accepts, best first: listed by name or by `*`, and not
 * with q=0 (`gzip;q=0` is a refusal; a bare substring test would read it as a yes).
 */
export function acceptedCodings(header: string | undefined): string[] {
  const qualities = new Map<string, number>();
  for (const entry of (header ?? '').split(',')) {
    const [coding = '', ...parameters] = entry.split(';').map((part) => part.trim().toLowerCase());
    if (!coding) continue;
    const quality = parameters.find((parameter) => parameter.startsWith('q='));
    qualities.set(coding, quality === undefined ? 1 : Number(quality.slice(2)) || 0);
  }
  return VARIANTS.map(({ coding }) => coding).filter(
    (coding) => (qualities.get(coding) ?? qualities.get('*') ?? 0) > 0,
  );
}

/* ------------------------------------------------------------------------------------------
 * 404.html
 * ---------------------------------------------------------------------------------------- */

interface NotFoundPage {
  identity: Buffer;
  /** Precompressed copies by coding, when the build wrote them. */
  variants: Map<string, Buffer>;
}

function readNotFoundPage(root: string): NotFoundPage | null {
  const file = path.join(root, '404.html');
  if (!existsSync(file)) return null;
  const variants = new Map<string, Buffer>();
  for (const { suffix, coding } of VARIANTS) {
    if (existsSync(file + suffix)) variants.set(coding, readFileSync(file + suffix));
  }
  return { identity: readFileSync(file), variants };
}

function sendNotFoundPage(
  req: IncomingMessage,
  res: ServerResponse,
  page: NotFoundPage | null,
): void {
  if (!page) return sendText(res, 404, 'Not found');
  const coding = acceptedCodings(req.headers['accept-encoding']).find((name) =>
    page.variants.has(name),
  );
  const body = (coding && page.variants.get(coding)) || page.identity;
  res.writeHead(404, {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Length': body.length,
    ...(page.variants.size > 0 ? { Vary: 'Accept-Encoding' } : {}),
    ...(coding ? { 'Content-Encoding': coding } : {}),
  });
  res.end(body);
}
