/**
 * The local server behind `npm start`: it serves the static export the way a CDN would and
 * answers POST /api/submitQuote, the endpoint the quote wizard posts to (docs/quote-api.md).
 * None of this ships: a production deployment uploads `out/` alone.
 */
import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import http, {
  type IncomingMessage,
  type OutgoingHttpHeaders,
  type ServerResponse,
} from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import sirv from 'sirv';
import * as z from 'zod/mini';
import { quotePayloadSchema } from '@/lib/quote/schema';
import { headersForPath, parseHeadersFile, type HeaderRule } from './headers-file';
import { appendQuote, quotesFileFromEnv, type StoredQuote } from './inbox';

export const QUOTE_API_PATH = '/api/submitQuote';
export const MAX_BODY_BYTES = 16 * 1024;
export const DEFAULT_RATE_LIMIT_PER_MINUTE = 10;
const RATE_WINDOW_MS = 60_000;
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** HTML and the rest may change with every build: cache, but ask again each time. */
const REVALIDATE = 'public, max-age=0, must-revalidate';
/** Below this, gzip saves less than its own headers cost. */
const MIN_GZIP_BYTES = 1024;

export interface ServerOptions {
  /** The static export to serve; default `out` (env OUT_DIR is read by server/main.ts). */
  outDir?: string;
  /** false answers only the quote endpoint (the receiver beside `next dev`). */
  serveStatic?: boolean;
  /** default env QUOTES_FILE, else data/quotes.jsonl */
  quotesFile?: string;
  /** POSTs per client IP per minute; default env QUOTE_RATE_LIMIT_PER_MINUTE, else 10. */
  rateLimitPerMinute?: number;
  /** Cross-origin callers allowed to post; default env QUOTE_ALLOWED_ORIGINS (comma-separated). */
  allowedOrigins?: readonly string[];
  /** The clock, replaceable so tests can move time. */
  now?: () => number;
}

export interface ServerSettings {
  outDir: string;
  serveStatic: boolean;
  quotesFile: string;
  rateLimitPerMinute: number;
  allowedOrigins: readonly string[];
  now: () => number;
}

export function resolveServerSettings(options: ServerOptions = {}): ServerSettings {
  return {
    outDir: options.outDir ?? 'out',
    serveStatic: options.serveStatic ?? true,
    quotesFile: options.quotesFile ?? quotesFileFromEnv(),
    rateLimitPerMinute:
      options.rateLimitPerMinute ??
      positiveIntegerOr(process.env.QUOTE_RATE_LIMIT_PER_MINUTE, DEFAULT_RATE_LIMIT_PER_MINUTE),
    allowedOrigins: (options.allowedOrigins ?? splitList(process.env.QUOTE_ALLOWED_ORIGINS)).map(
      normalizeOrigin,
    ),
    now: options.now ?? Date.now,
  };
}

/** The server, not yet listening. */
export function createServer(options: ServerOptions = {}): http.Server {
  const settings = resolveServerSettings(options);
  const answerQuote = createQuoteHandler(settings);
  const answerStatic = settings.serveStatic
    ? createStaticHandler(settings.outDir)
    : answerNotFoundJson;
  return http.createServer((req, res) => {
    const { pathname } = splitUrl(req.url);
    const respond = isQuoteApiPath(pathname) ? answerQuote : answerStatic;
    respond(req, res).catch((error: unknown) => answerInternalError(res, error));
  });
}

type Handler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

function isQuoteApiPath(pathname: string): boolean {
  return pathname === QUOTE_API_PATH || pathname === `${QUOTE_API_PATH}/`;
}

/* ------------------------------------------------------------------------------------------
 * The quote endpoint
 * ---------------------------------------------------------------------------------------- */

function createQuoteHandler(settings: ServerSettings): Handler {
  const rateLimiter = createRateLimiter(settings.rateLimitPerMinute, settings.now);

  return async (req, res) => {
    const originAllowed = applyCors(req, res, settings.allowedOrigins);
    if (req.method === 'OPTIONS') return answerPreflight(res, originAllowed);
    if (req.method !== 'POST') {
      return sendJson(res, 405, { error: 'Method not allowed' }, { Allow: 'POST, OPTIONS' });
    }

    const retryAfterSeconds = rateLimiter.take(clientAddress(req));
    if (retryAfterSeconds > 0) {
      return sendJson(
        res,
        429,
        { error: 'Too many requests' },
        { 'Retry-After': String(retryAfterSeconds) },
      );
    }
    if (!isJsonContentType(req.headers['content-type'])) {
      return sendJson(res, 415, { error: 'Content-Type must be application/json' });
    }

    const body = await readBodyWithLimit(req, MAX_BODY_BYTES);
    if (body === TOO_LARGE) {
      // The rest of the body is never read: closing the connection is cheaper than draining it.
      return sendJson(res, 413, { error: 'Payload too large' }, { Connection: 'close' });
    }
    const json = parseJson(body);
    if (json === INVALID_JSON) return sendJson(res, 400, { error: 'Invalid JSON' });

    const result = quotePayloadSchema.safeParse(json, { error: englishMessages });
    if (!result.success) {
      return sendJson(res, 400, {
        error: 'Invalid quote request',
        fields: fieldErrors(result.error.issues),
      });
    }

    const quote: StoredQuote = {
      id: randomUUID(),
      receivedAt: new Date(settings.now()).toISOString(),
      ...result.data,
    };
    await appendQuote(settings.quotesFile, quote);
    sendJson(res, 201, { id: quote.id });
  };
}

/**
 * The schema's own messages are the wizard's, word for word; English defaults cover the
 * checks that have none (a wrong type, a too long pageurl), without touching zod's global
 * configuration.
 */
const englishMessages = z.locales.en().localeError;

/** Field name to messages; problems with the body as a whole go under "_root". */
function fieldErrors(issues: readonly z.core.$ZodIssue[]): Record<string, string[]> {
  // A Map, then fromEntries: a key such as "__proto__" becomes a plain own property.
  const fields = new Map<string, string[]>();
  const add = (key: string, message: string) =>
    fields.set(key, [...(fields.get(key) ?? []), message]);
  for (const issue of issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) add(key, 'Unknown field.');
    } else {
      const key = issue.path[0];
      add(key === undefined ? '_root' : String(key), issue.message);
    }
  }
  return Object.fromEntries(fields);
}

/** application/json, with at most a UTF-8 charset: the body is decoded as UTF-8. */
export function isJsonContentType(header: string | undefined): boolean {
  if (!header) return false;
  const [type = '', ...parameters] = header.split(';').map((part) => part.trim().toLowerCase());
  if (type !== 'application/json') return false;
  return parameters.every((parameter) => {
    const [name, value = ''] = parameter.split('=').map((part) => part.trim());
    return name !== 'charset' || ['utf-8', 'utf8'].includes(value.replace(/^"|"$/g, ''));
  });
}

const TOO_LARGE = Symbol('too large');

/** The whole body, or TOO_LARGE as soon as it passes the limit (nothing more is kept). */
function readBodyWithLimit(
  req: IncomingMessage,
  limit: number,
): Promise<Buffer | typeof TOO_LARGE> {
  if (Number(req.headers['content-length']) > limit) return Promise.resolve(TOO_LARGE);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const stopListening = () => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onError);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) return void chunks.push(chunk);
      stopListening();
      resolve(TOO_LARGE);
    };
    const onEnd = () => {
      stopListening();
      resolve(Buffer.concat(chunks));
    };
    const onError = (error: Error) => {
      stopListening();
      reject(error);
    };
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onError);
  });
}

const INVALID_JSON = Symbol('invalid JSON');

function parseJson(body: Buffer): unknown {
  try {
    // fatal: bytes that are not UTF-8 are a broken body, not text with replacement marks.
    return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(body));
  } catch {
    return INVALID_JSON;
  }
}

function clientAddress(req: IncomingMessage): string {
  return req.socket.remoteAddress ?? 'unknown';
}

export interface RateLimiter {
  /** Counts one request; 0 when it is allowed, else the seconds until the next one will be. */
  take(client: string): number;
}

/** A sliding window per client: at most `limit` requests in any 60 seconds. */
export function createRateLimiter(limit: number, now: () => number = Date.now): RateLimiter {
  const recentByClient = new Map<string, number[]>();
  let lastSweep = now();

  // Clients that went quiet are forgotten once a window has passed, so the map cannot grow
  // without bound on a long-running server.
  const forgetIdleClients = (time: number) => {
    if (time - lastSweep < RATE_WINDOW_MS) return;
    lastSweep = time;
    for (const [client, times] of recentByClient) {
      if (times.every((t) => time - t >= RATE_WINDOW_MS)) recentByClient.delete(client);
    }
  };

  return {
    take(client) {
      const time = now();
      forgetIdleClients(time);
      const recent = (recentByClient.get(client) ?? []).filter((t) => time - t < RATE_WINDOW_MS);
      recentByClient.set(client, recent);
      if (recent.length < limit) {
        recent.push(time);
        return 0;
      }
      const oldest = recent[0] ?? time;
      return Math.max(1, Math.ceil((oldest + RATE_WINDOW_MS - time) / 1000));
    },
  };
}

/* ------------------------------------------------------------------------------------------
 * CORS
 * ---------------------------------------------------------------------------------------- */

/** Sets the CORS headers for an allowed origin; returns whether the caller may post. */
function applyCors(
  req: IncomingMessage,
  res: ServerResponse,
  allowedOrigins: readonly string[],
): boolean {
  // The answer depends on Origin whatever it is, so caches must key on it.
  res.setHeader('Vary', 'Origin');
  const origin = req.headers.origin;
  if (origin === undefined || isSameOrigin(req, origin)) return true;
  if (!allowedOrigins.includes(normalizeOrigin(origin))) return false;
  res.setHeader('Access-Control-Allow-Origin', origin);
  return true;
}

function isSameOrigin(req: IncomingMessage, origin: string): boolean {
  const host = req.headers.host?.toLowerCase();
  const normalized = normalizeOrigin(origin);
  return (
    host !== undefined && (normalized === `http://${host}` || normalized === `https://${host}`)
  );
}

async function answerPreflight(res: ServerResponse, originAllowed: boolean): Promise<void> {
  if (!originAllowed) return sendJson(res, 403, { error: 'Origin not allowed' });
  res.writeHead(204, {
    Allow: 'POST, OPTIONS',
    'Access-Control-Allow-Methods': 'POST, OPTIONS',
    'Access-Control-Allow-Headers': 'Content-Type',
    'Access-Control-Max-Age': '600',
  });
  res.end();
}

function normalizeOrigin(origin: string): string {
  return origin.trim().replace(/\/+$/, '').toLowerCase();
}

/* ------------------------------------------------------------------------------------------
 * The static export
 * ---------------------------------------------------------------------------------------- */

/** Files a CDN reads as configuration and never serves. */
const CDN_CONFIG_FILES = new Set(['/_headers', '/_redirects']);

function createStaticHandler(outDir: string): Handler {
  const root = path.resolve(outDir);
  // Read once at startup, as sirv (dev: false) indexes the files once: restart after a build.
  const headerRules = readHeaderRules(root);
  const pageDirectories = listPageDirectories(root);
  const notFoundPage = readNotFoundPage(root);
  const sendNotFound = (res: ServerResponse) => sendNotFoundPage(res, notFoundPage);
  const serveFile = sirv(root, {
    dev: false,
    etag: true,
    gzip: true,
    brotli: false,
    extensions: ['html'],
    onNoMatch: (_req, res) => sendNotFound(res),
  });

  return async (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      return sendText(res, 405, 'Method not allowed', { Allow: 'GET, HEAD' });
    }
    const { pathname, search } = splitUrl(req.url);
    res.setHeader('Cache-Control', pathname.startsWith('/_next/static/') ? IMMUTABLE : REVALIDATE);
    // After the defaults, so that the project's _headers has the last word, as on the CDN.
    applyHeaderRules(res, headerRules, pathname);
    gzipWhenAccepted(req, res);

    if (CDN_CONFIG_FILES.has(pathname)) return sendNotFound(res);
    if (pageDirectories.has(safeDecode(pathname))) {
      res.writeHead(308, { Location: `${pathname}/${search}` });
      return void res.end();
    }
    serveFile(req, res);
  };
}

function readHeaderRules(root: string): HeaderRule[] {
  const file = path.join(root, '_headers');
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

/**
 * Every folder with an index.html, as "/contact": a request for it without the trailing
 * slash is redirected, so relative links on the page resolve as they will on the CDN.
 */
function listPageDirectories(root: string): Set<string> {
  const directories = new Set<string>();
  for (const entry of readdirSync(root, { recursive: true })) {
    const relative = String(entry).split(path.sep).join('/');
    if (relative.endsWith('/index.html'))
      directories.add(`/${relative.slice(0, -'/index.html'.length)}`);
  }
  return directories;
}

function readNotFoundPage(root: string): Buffer | null {
  const file = path.join(root, '404.html');
  return existsSync(file) ? readFileSync(file) : null;
}

function sendNotFoundPage(res: ServerResponse, page: Buffer | null): void {
  if (!page) return sendText(res, 404, 'Not found');
  res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': page.length });
  res.end(page);
}

/* ------------------------------------------------------------------------------------------
 * On-the-fly gzip: the export holds no precompressed files, so sirv's own gzip option
 * finds nothing to send. This wraps the response, as the `compression` middleware does.
 * ---------------------------------------------------------------------------------------- */

type WriteHeadArguments = [statusCode: number, ...rest: unknown[]];
type WriteArguments = [chunk: unknown, encoding?: unknown, callback?: unknown];

function gzipWhenAccepted(req: IncomingMessage, res: ServerResponse): void {
  const clientAcceptsGzip = acceptsGzip(req.headers['accept-encoding']);
  const original = {
    writeHead: res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse,
    write: res.write.bind(res) as (...args: unknown[]) => boolean,
    end: res.end.bind(res) as (...args: unknown[]) => ServerResponse,
  };
  const patched = res as unknown as {
    writeHead: (...args: WriteHeadArguments) => ServerResponse;
    write: (...args: WriteArguments) => boolean;
    end: (...args: WriteArguments) => ServerResponse;
  };
  let gzip: zlib.Gzip | null = null;
  let headDecided = false;

  // Decided when the head goes out, once the status and every header are known.
  const decide = () => {
    headDecided = true;
    if (!hasCompressibleBody(res)) return;
    appendVary(res, 'Accept-Encoding');
    if (!clientAcceptsGzip) return;
    res.removeHeader('Content-Length');
    res.setHeader('Content-Encoding', 'gzip');
    const stream = zlib.createGzip();
    stream.on('data', (chunk: Buffer) => {
      if (!original.write(chunk)) stream.pause();
    });
    stream.on('end', () => original.end());
    // Whoever writes into the response (sirv's file stream) waits for 'drain' when the
    // gzip stream is full; the socket's own 'drain' lets the gzip stream go on.
    stream.on('drain', () => res.emit('drain'));
    res.on('drain', () => stream.resume());
    res.once('close', () => stream.destroy());
    gzip = stream;
  };

  patched.writeHead = (statusCode, ...rest) => {
    const statusMessage = typeof rest[0] === 'string' ? rest[0] : undefined;
    const headers = rest.find((arg): arg is OutgoingHttpHeaders => isHeaderObject(arg));
    // Headers handed to writeHead are merged only inside it; copy them first to decide.
    for (const [name, value] of Object.entries(headers ?? {})) {
      if (value !== undefined) res.setHeader(name, value);
    }
    res.statusCode = statusCode;
    if (!headDecided) decide();
    return statusMessage === undefined
      ? original.writeHead(statusCode)
      : original.writeHead(statusCode, statusMessage);
  };

  const ensureHead = () => {
    if (!headDecided) patched.writeHead(res.statusCode);
  };

  patched.write = (chunk, encoding, callback) => {
    ensureHead();
    if (!gzip) return original.write(chunk, encoding, callback);
    return gzip.write(chunk as Buffer, encoding as BufferEncoding, callback as () => void);
  };

  patched.end = (...args) => {
    ensureHead();
    if (!gzip) return original.end(...args);
    const callback = args.find((arg): arg is () => void => typeof arg === 'function');
    const [chunk, encoding] = args;
    if (callback) res.once('finish', callback);
    if (chunk !== undefined && chunk !== null && typeof chunk !== 'function') {
      gzip.end(
        chunk as Buffer,
        typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8',
      );
    } else {
      gzip.end();
    }
    return res;
  };
}

function isHeaderObject(value: unknown): value is OutgoingHttpHeaders {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** gzip (or *) listed without q=0. */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  return header.split(',').some((entry) => {
    const [coding = '', ...parameters] = entry.split(';').map((part) => part.trim().toLowerCase());
    if (coding !== 'gzip' && coding !== '*') return false;
    const quality = parameters.find((parameter) => parameter.startsWith('q='));
    return quality === undefined || Number(quality.slice(2)) > 0;
  });
}

const COMPRESSIBLE_TYPE =
  /^(?:text\/|image\/svg\+xml|application\/(?:[\w.+-]*\+)?(?:javascript|json|xml))/i;

function hasCompressibleBody(res: ServerResponse): boolean {
  const status = res.statusCode;
  if (status < 200 || status === 204 || status === 206 || status === 304) return false;
  if (res.getHeader('Content-Encoding') !== undefined) return false;
  const length = res.getHeader('Content-Length');
  if (length !== undefined && Number(length) < MIN_GZIP_BYTES) return false;
  return COMPRESSIBLE_TYPE.test(String(res.getHeader('Content-Type') ?? ''));
}

function appendVary(res: ServerResponse, name: string): void {
  const current = String(res.getHeader('Vary') ?? '');
  const names = current.split(',').map((part) => part.trim().toLowerCase());
  if (names.includes(name.toLowerCase()) || names.includes('*')) return;
  res.setHeader('Vary', current ? `${current}, ${name}` : name);
}

/* ------------------------------------------------------------------------------------------
 * Small helpers
 * ---------------------------------------------------------------------------------------- */

function splitUrl(url: string | undefined): { pathname: string; search: string } {
  const target = url ?? '/';
  const queryStart = target.indexOf('?');
  return queryStart === -1
    ? { pathname: target, search: '' }
    : { pathname: target.slice(0, queryStart), search: target.slice(queryStart) };
}

function safeDecode(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: OutgoingHttpHeaders = {},
): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    'Cache-Control': 'no-store',
    ...headers,
  });
  res.end(text);
}

function sendText(
  res: ServerResponse,
  status: number,
  text: string,
  headers: OutgoingHttpHeaders = {},
): void {
  res.writeHead(status, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    ...headers,
  });
  res.end(text);
}

async function answerNotFoundJson(_req: IncomingMessage, res: ServerResponse): Promise<void> {
  return sendJson(res, 404, { error: 'Not found' });
}

function answerInternalError(res: ServerResponse, error: unknown): void {
  console.error('[server]', error);
  if (res.headersSent) return void res.destroy();
  sendJson(res, 500, { error: 'Internal server error' });
}

function splitList(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

function positiveIntegerOr(value: string | undefined, fallback: number): number {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : fallback;
}
