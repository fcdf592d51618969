/**
 * The local server behind `npm start`: it serves the static export the way a CDN would
 * (server/static.ts) and answers POST /api/submitQuote, the endpoint the quote wizard posts
 * to (docs/quote-api.md). None of this ships: a production deployment uploads `out/` alone.
 */
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import { isIP as isIPAddress } from 'node:net';
import type { Socket } from 'node:net';
import * as z from 'zod/mini';
import { isIP as isSchemaIP } from '@/lib/quote/ip';
import { PAGE_URL_MAX_LENGTH, quotePayloadSchema } from '@/lib/quote/schema';
import { appendQuote, quotesFileFromEnv, readQuotes, spoolQuote, type StoredQuote } from './inbox';
import { normalizePathname, splitUrl } from './paths';
import { sendJson, sendText } from './respond';
import { createStaticHandler } from './static';

export const QUOTE_API_PATH = '/api/submitQuote';
export const MAX_BODY_BYTES = 16 * 1024;
/**
 * How much of an oversized body is read (and thrown away) before the 413 goes out: a client
 * still sending when the connection closes may see a reset instead of the answer.
 */
export const MAX_DRAIN_BYTES = 1024 * 1024;
/** After a 413, how long the client may go on sending (discarded) before the socket closes. */
const LINGER_MS = 2_000;
export const DEFAULT_RATE_LIMIT_PER_MINUTE = 10;
/** The whole request, headers and body, must arrive within this. */
export const DEFAULT_REQUEST_TIMEOUT_MS = 30_000;
const RATE_WINDOW_MS = 60_000;
/** 1 to 200 printable ASCII characters; the wizard sends a UUID. */
const IDEMPOTENCY_KEY = /^[\x20-\x7e]{1,200}$/;

export interface ServerOptions {
  /** The static export to serve; default `out` (env OUT_DIR is read by server/main.ts). */
  outDir?: string;
  /** false answers only the quote endpoint (the receiver beside `next dev`). */
  serveStatic?: boolean;
  /** The `_headers` file for static answers; default the export's own, null for none. */
  headersFile?: string | null;
  /** default env QUOTES_FILE, else data/quotes.jsonl */
  quotesFile?: string;
  /** POSTs per client IP per minute; default env QUOTE_RATE_LIMIT_PER_MINUTE, else 10. */
  rateLimitPerMinute?: number;
  /** Cross-origin callers allowed to post; default env QUOTE_ALLOWED_ORIGINS (comma-separated). */
  allowedOrigins?: readonly string[];
  /** Time for a whole request (headers and body) before 408; default 30 s. */
  requestTimeoutMs?: number;
  /** The clock, replaceable so tests can move time. */
  now?: () => number;
}

export interface ServerSettings {
  outDir: string;
  serveStatic: boolean;
  /** The `_headers` whose rules static answers carry, or null for none. */
  headersFile: string | null;
  quotesFile: string;
  rateLimitPerMinute: number;
  allowedOrigins: readonly string[];
  requestTimeoutMs: number;
  now: () => number;
}

export function resolveServerSettings(options: ServerOptions = {}): ServerSettings {
  return {
    outDir: options.outDir ?? 'out',
    serveStatic: options.serveStatic ?? true,
    headersFile:
      options.headersFile === undefined
        ? path.join(options.outDir ?? 'out', '_headers')
        : options.headersFile,
    quotesFile: options.quotesFile ?? quotesFileFromEnv(),
    rateLimitPerMinute:
      options.rateLimitPerMinute ??
      positiveIntegerOr(process.env.QUOTE_RATE_LIMIT_PER_MINUTE, DEFAULT_RATE_LIMIT_PER_MINUTE),
    allowedOrigins: (options.allowedOrigins ?? splitList(process.env.QUOTE_ALLOWED_ORIGINS)).map(
      normalizeOrigin,
    ),
    requestTimeoutMs: options.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS,
    now: options.now ?? Date.now,
  };
}

/** The server, not yet listening. */
export function createServer(options: ServerOptions = {}): http.Server {
  const settings = resolveServerSettings(options);
  const answerQuote = createQuoteHandler(settings);
  const answerStatic = settings.serveStatic
    ? createStaticHandler(settings.outDir, settings.headersFile)
    : null;
  const timeout = settings.requestTimeoutMs;
  const server = http.createServer(
    {
      requestTimeout: timeout,
      headersTimeout: timeout,
      // Node looks for requests over their time at this interval (default 30 s, which would
      // let a slow body hold a connection for up to twice the timeout).
      connectionsCheckingInterval: Math.max(10, Math.min(1_000, Math.floor(timeout / 4))),
    },
    (req, res) => {
      const { pathname: rawPathname, search } = splitUrl(req.url);
      // Decoded and normalised once: routing, _headers and the file lookup all use this.
      const pathname = normalizePathname(rawPathname);
      if (pathname === null) return sendText(res, 400, 'Bad request');
      if (isQuoteApiPath(pathname)) {
        answerQuote(req, res).catch((error: unknown) => answerInternalError(req, res, error));
      } else if (answerStatic) {
        answerStatic(req, res, { pathname, search });
      } else {
        sendJson(res, 404, { error: 'Not found' });
      }
    },
  );
  server.on('clientError', answerClientError);
  return server;
}

function isQuoteApiPath(pathname: string): boolean {
  return pathname === QUOTE_API_PATH || pathname === `${QUOTE_API_PATH}/`;
}

/**
 * Node's own answers to a request it cannot hand on (408 when a request runs over its
 * time, 400 for a malformed one), with the endpoint's JSON body. Written to the socket
 * directly: no response object exists yet, or the one that exists has sent nothing.
 */
function answerClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  const response = (socket as Socket & { _httpMessage?: ServerResponse })._httpMessage;
  if (socket.writable && !response?.headersSent) {
    const [status, reason, message] =
      error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'Request Timeout', 'Request timeout']
        : error.code === 'HPE_HEADER_OVERFLOW'
          ? [431, 'Request Header Fields Too Large', 'Request headers too large']
          : [400, 'Bad Request', 'Bad request'];
    const body = JSON.stringify({ error: message });
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nCache-Control: no-store\r\n` +
        `Connection: close\r\n\r\n${body}`,
    );
  }
  socket.destroySoon();
}

type Handler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

/* ------------------------------------------------------------------------------------------
 * The quote endpoint
 * ---------------------------------------------------------------------------------------- */

function createQuoteHandler(settings: ServerSettings): Handler {
  const rateLimiter = createRateLimiter(settings.rateLimitPerMinute, settings.now);
  const idempotency = createIdempotencyKeys(settings.quotesFile);

  return async (req, res) => {
    const originAllowed = applyCors(req, res, settings.allowedOrigins);
    if (req.method === 'OPTIONS') return answerPreflight(res, originAllowed);
    if (req.method !== 'POST') {
      return sendJson(res, 405, { error: 'Method not allowed' }, { Allow: 'POST, OPTIONS' });
    }
    // The preflight already refuses, but a simple request (or a client that is no browser)
    // needs none: the post itself is refused too, before anything is read or stored.
    if (!originAllowed) return sendJson(res, 403, { error: 'Origin not allowed' });

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
    const idempotencyKey = headerValue(req.headers['idempotency-key']);
    if (idempotencyKey !== undefined && !IDEMPOTENCY_KEY.test(idempotencyKey)) {
      return sendJson(res, 400, {
        error: 'Idempotency-Key must be 1 to 200 printable ASCII characters',
      });
    }

    const body = await readBodyWithLimit(req, MAX_BODY_BYTES, MAX_DRAIN_BYTES);
    if (body === TOO_LARGE) {
      closeAfterAnswer(req);
      return sendJson(res, 413, { error: 'Payload too large' }, { Connection: 'close' });
    }
    const json = parseJson(body);
    if (json === INVALID_JSON) return sendJson(res, 400, { error: 'Invalid JSON' });

    const result = quotePayloadSchema.safeParse(tolerateMetadata(json), {
      error: englishMessages,
    });
    if (!result.success) {
      return sendJson(res, 400, {
        error: 'Invalid quote request',
        fields: fieldErrors(result.error.issues),
      });
    }

    const store = async (): Promise<string> => {
      const quote: StoredQuote = {
        id: randomUUID(),
        receivedAt: new Date(settings.now()).toISOString(),
        ...result.data,
        ...(idempotencyKey === undefined ? {} : { idempotencyKey }),
      };
      try {
        await appendQuote(settings.quotesFile, quote);
      } catch (error) {
        const keptIn = await spoolQuote(settings.quotesFile, quote);
        throw new NotStoredError(settings.quotesFile, keptIn, error);
      }
      return quote.id;
    };

    try {
      if (idempotencyKey === undefined) return sendJson(res, 201, { id: await store() });
      const { id, repeated } = await idempotency.storeOnce(idempotencyKey, store);
      sendJson(res, repeated ? 200 : 201, { id });
    } catch (error) {
      if (!(error instanceof NotStoredError)) throw error;
      console.error(`[server] ${error.message}`);
      sendJson(res, 503, { error: 'The quote could not be stored. Please try again.' });
    }
  };
}

/** The inbox refused a quote; it was kept in the spool file or on stderr instead. */
class NotStoredError extends Error {
  constructor(file: string, keptIn: 'spool' | 'stderr', cause: unknown) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    const where = keptIn === 'spool' ? 'the spool file beside it' : 'stderr';
    super(`could not append to ${file} (${reason}); the quote was kept in ${where}`, { cause });
  }
}

/**
 * userip and pageurl are metadata about the lead, not the lead: a bad value must not cost
 * the quote. An address that is not one (for node:net and for the schema alike) becomes "";
 * a page address over the limit loses its query and fragment, then is cut to the limit.
 */
export function tolerateMetadata(json: unknown): unknown {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return json;
  const body = { ...(json as Record<string, unknown>) };
  if (Object.hasOwn(body, 'userip')) {
    const { userip } = body;
    if (typeof userip !== 'string' || !(isIPAddress(userip) && isSchemaIP(userip))) {
      body.userip = '';
    }
  }
  if (typeof body.pageurl === 'string') body.pageurl = shortenPageUrl(body.pageurl);
  return body;
}

export function shortenPageUrl(url: string): string {
  if (url.length <= PAGE_URL_MAX_LENGTH) return url;
  const withoutQuery = url.replace(/[?#][\s\S]*$/, '');
  let cut = withoutQuery.slice(0, PAGE_URL_MAX_LENGTH);
  // Never half a surrogate pair.
  if (/[\uD800-\uDBFF]$/.test(cut)) cut = cut.slice(0, -1);
  return cut;
}

/* ------------------------------------------------------------------------------------------
 * Idempotency keys
 * ---------------------------------------------------------------------------------------- */

export interface IdempotencyKeys {
  /**
   * Runs `store` unless a quote with this key is stored or being stored; then waits for that
   * one. The id of the quote, and whether it was stored before this call.
   */
  storeOnce(key: string, store: () => Promise<string>): Promise<{ id: string; repeated: boolean }>;
}

/**
 * The keys of the quotes in the inbox, read back from it at start, so a retry after a
 * restart is still recognised. A store that fails forgets its key: the retry the client
 * makes after the 503 may then land in the inbox.
 */
export function createIdempotencyKeys(file: string): IdempotencyKeys {
  const ids = new Map<string, Promise<string>>();
  const loaded = readQuotes(file).then(
    ({ quotes }) => {
      for (const { id, idempotencyKey } of quotes) {
        if (typeof idempotencyKey === 'string' && !ids.has(idempotencyKey)) {
          ids.set(idempotencyKey, Promise.resolve(id));
        }
      }
    },
    (error: unknown) => {
      console.error(`[server] could not read ${file} for its idempotency keys:`, error);
    },
  );

  return {
    async storeOnce(key, store) {
      await loaded;
      for (;;) {
        const pending = ids.get(key);
        if (pending === undefined) break;
        try {
          return { id: await pending, repeated: true };
        } catch {
          // That attempt failed and dropped its key: look again (another waiter may have
          // started the next attempt already).
        }
      }
      const attempt = store();
      ids.set(key, attempt);
      attempt.catch(() => {
        if (ids.get(key) === attempt) ids.delete(key);
      });
      return { id: await attempt, repeated: false };
    },
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

/**
 * The whole body, or TOO_LARGE once it passes the limit. An oversized body is still read,
 * and thrown away, up to `drainLimit` bytes in all, so that a client that sends it in one go
 * has usually finished sending when the 413 goes out.
 */
function readBodyWithLimit(
  req: IncomingMessage,
  limit: number,
  drainLimit: number,
): Promise<Buffer | typeof TOO_LARGE> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let tooLarge = Number(req.headers['content-length']) > limit;
    const finish = (result: Buffer | typeof TOO_LARGE | Error) => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onError);
      req.off('close', onClose);
      if (result instanceof Error) reject(result);
      else resolve(result);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (!tooLarge && size <= limit) return void chunks.push(chunk);
      tooLarge = true;
      chunks.length = 0;
      if (size > drainLimit) finish(TOO_LARGE);
    };
    const onEnd = () => finish(tooLarge ? TOO_LARGE : Buffer.concat(chunks));
    const onError = (error: Error) => finish(error);
    // The client went away (or the request timed out) before the end of the body.
    const onClose = () => finish(new Error('The request was aborted'));
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onError);
    req.on('close', onClose);
  });
}

/**
 * After a 413 sent while the client may still be sending: node would close the socket as
 * soon as the answer is out, and a close with unread bytes is a reset, which can reach the
 * client before it reads the answer. Instead, end our side first (the client reads the 413
 * and an end of stream), go on reading and discarding, and close once the client does or
 * after LINGER_MS: the "lingering close" of Apache and nginx.
 */
function closeAfterAnswer(req: IncomingMessage): void {
  req.resume();
  const socket = req.socket;
  // node's own close after a `Connection: close` answer, replaced for this socket only.
  socket.destroySoon = function lingeringClose(this: Socket) {
    this.end();
    const timer = setTimeout(() => this.destroy(), LINGER_MS);
    timer.unref();
    this.once('close', () => clearTimeout(timer));
    this.once('end', () => this.destroy());
  };
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
    'Access-Control-Allow-Headers': 'Content-Type, Idempotency-Key',
    'Access-Control-Max-Age': '600',
  });
  res.end();
}

function normalizeOrigin(origin: string): string {
  return origin.trim().replace(/\/+$/, '').toLowerCase();
}

/* ------------------------------------------------------------------------------------------
 * Small helpers
 * ---------------------------------------------------------------------------------------- */

function answerInternalError(req: IncomingMessage, res: ServerResponse, error: unknown): void {
  // A client that went away mid-request is no server error, and there is no one to answer.
  if (req.socket.destroyed || !req.socket.writable) return;
  console.error('[server]', error);
  if (res.headersSent) return void res.destroy();
  sendJson(res, 500, { error: 'Internal server error' });
}

/** node joins a repeated header it does not know with ", "; the type still allows a list. */
function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value.join(', ') : value;
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
