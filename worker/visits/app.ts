// POST /api/events: the pages' visit counts (docs/privacy.md), kept in a database of their own
// (VISITS). A batch is counted whole or not at all, in one D1 batch; the visitor's address serves
// the rate limit, the user agent the bot filter and the device class, the country comes from
// Cloudflare: only counts per day are kept, neither the address nor the user agent.
import { type Context, Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { visitChannel } from '@/lib/funnel/channel';
import {
  EVENTS_PATH,
  isVisitEvent,
  MAX_EVENTS_BODY_BYTES,
  MAX_EVENTS_PER_BATCH,
  startsVisit,
  type VisitEvent,
} from '@/lib/funnel/events';
import { countedSourceLabel } from '@/lib/funnel/source-label';
import { sourceLabel, toLeadSource } from '@/lib/quote/lead-source';
import { corsFor, normalizeOrigin } from '@/worker/http/cors';
import { errorText } from '@/worker/http/log-text';
import { rateLimitKey } from '@/worker/http/rate-limit-key';
import { retryTransientD1 } from '@/worker/storage/d1-retry';
import type { SqlDatabase } from '@/worker/storage/sql-database';
import { countVisitEvents, VISIT_STARTED } from '@/worker/storage/visit-counts';
import { requestCountry, requestDevice } from './facets';

export interface VisitsDeps {
  /** The visits' own database, never the leads'. */
  db: SqlDatabase;
  /** Whether `path` (already shaped as a page's) is one of the site's own pages. */
  isSitePage(path: string): Promise<boolean>;
  rateLimiter: { allow(key: string): Promise<boolean>; windowSeconds: number };
  /** SITE_URL's and QUOTE_ALLOWED_ORIGINS'; the request's own origin is always allowed. */
  allowedOrigins: readonly string[];
  now(): Date;
}

/** Read before the body limit, which may put a copy of the request without Cloudflare's `cf`. */
type Vars = { Variables: { deps: VisitsDeps; country: string } };

/** Declared crawlers and audit tools. Not headless Chromium: the browser tests count through it. */
const BOT = /bot|crawl|spider|slurp|lighthouse/i;
/** The export's pages all end in a slash (trailingSlash: true); /404.html is no visit's page. */
const PAGE_PATH = /^\/(?:[a-z0-9-]+\/)*$/;
const NOT_PAGES = /^\/(?:admin|api|inbox)\//;
const BASE = 'https://site.invalid';

interface Batch {
  /** The page that sends: always one of the site's. */
  page: string;
  /** Counted under it when it is a page of the site too (a visit may land on a missing page). */
  landing: string | null;
  /** countedSourceLabel's: short, plain, `other` for an address-like one. */
  source: string;
  /** visitChannel's, from the same note. */
  channel: string;
  /** Each name once, in the order first sent (countedEvents). */
  events: VisitEvent[];
  /** Whether the batch starts a visit (startsVisit: `v` 1 on a batch that opens with `view`). */
  visit: boolean;
}

/**
 * Each event counts at most once a batch. A page sends its queue when the browser is idle after
 * the load or when it is hidden, so an honest batch rarely names an event twice (two route changes
 * before the idle moment); a forged batch of 20 views counts one, as 20 batches of one would
 * meet the rate limit.
 */
export function countedEvents(events: readonly VisitEvent[]): VisitEvent[] {
  return [...new Set(events)];
}

type Status = 400 | 403 | 405 | 413 | 429 | 503;

function refuse(c: Context, status: Status, error: string, headers: Record<string, string> = {}) {
  return c.json({ error }, status, { 'Cache-Control': 'no-store', ...headers });
}

const noContent = (c: Context) => c.body(null, 204, { 'Cache-Control': 'no-store' });

/** A path of this origin, without query or hash; null for another origin's address. */
function pathOf(value: unknown): string | null {
  if (typeof value !== 'string' || !value.startsWith('/')) return null;
  try {
    const url = new URL(value, BASE);
    // "//host/" and "/\host/" both leave the origin.
    return url.origin === BASE ? url.pathname : null;
  } catch {
    return null;
  }
}

/** The batch as counted, or why it is refused. */
function readBatch(text: string): Batch | string {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return 'Invalid JSON';
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return 'Invalid batch';
  const { s, p, e } = json as Record<string, unknown>;
  if (typeof p !== 'string') return 'Invalid batch';
  if (!Array.isArray(e) || e.length === 0 || e.length > MAX_EVENTS_PER_BATCH) {
    return `Between 1 and ${MAX_EVENTS_PER_BATCH} events`;
  }
  if (!e.every(isVisitEvent)) return 'Unknown event';
  const note = typeof s === 'object' && s !== null && !Array.isArray(s) ? s : {};
  const source = toLeadSource(note as Record<string, unknown>);
  const shaped = (path: string | null) =>
    path && PAGE_PATH.test(path) && !NOT_PAGES.test(path) ? path : null;
  const page = shaped(pathOf(p));
  if (!page) return 'Not a page of this site';
  return {
    page,
    landing: shaped(pathOf(source?.landingPage)),
    source: countedSourceLabel(sourceLabel(source)),
    channel: visitChannel(source),
    events: countedEvents(e),
    visit: startsVisit(json),
  };
}

export function createVisitsApp<Env extends object = object>(
  deps: (c: Context<{ Bindings: Env } & Vars>) => VisitsDeps,
) {
  const app = new Hono<{ Bindings: Env } & Vars>();
  app.post(
    EVENTS_PATH,
    async (c, next) => {
      c.set('deps', deps(c));
      c.set('country', requestCountry(c.req.raw));
      await next();
    },
    refuseForeignOrigin,
    skipBots,
    limitRate,
    bodyLimit({
      maxSize: MAX_EVENTS_BODY_BYTES,
      onError: (c) => refuse(c, 413, 'Payload too large'),
    }),
    countBatch,
  );
  app.all(EVENTS_PATH, (c) => refuse(c, 405, 'Method not allowed', { Allow: 'POST' }));
  return app;
}

/**
 * A beacon always carries Origin. Sec-Fetch-Site, which no script can set, tells a browser on
 * another site's page apart; same-site passes for a listed sibling host only.
 */
const refuseForeignOrigin: MiddlewareHandler<Vars> = async (c, next) => {
  const origin = c.req.header('Origin');
  const { allowedOrigins } = c.get('deps');
  const listed =
    origin !== undefined && allowedOrigins.map(normalizeOrigin).includes(normalizeOrigin(origin));
  const site = c.req.header('Sec-Fetch-Site');
  if (
    origin === undefined ||
    !corsFor(c.req.raw, allowedOrigins).allowed ||
    (site !== undefined && site !== 'same-origin' && !(site === 'same-site' && listed))
  ) {
    return refuse(c, 403, 'Origin not allowed');
  }
  await next();
};

const skipBots: MiddlewareHandler<Vars> = async (c, next) => {
  if (BOT.test(c.req.header('User-Agent') ?? '')) return noContent(c);
  await next();
};

const limitRate: MiddlewareHandler<Vars> = async (c, next) => {
  const { rateLimiter } = c.get('deps');
  if (!(await rateLimiter.allow(rateLimitKey(c.req.header('CF-Connecting-IP') ?? 'unknown')))) {
    return refuse(c, 429, 'Too many requests', {
      'Retry-After': String(rateLimiter.windowSeconds),
    });
  }
  await next();
};

/** sendBeacon posts text/plain: the body is read as text whatever its type says. */
async function countBatch(c: Context<Vars>): Promise<Response> {
  const { db, isSitePage, now } = c.get('deps');
  const batch = readBatch(await c.req.text());
  if (typeof batch === 'string') return refuse(c, 400, batch);
  try {
    if (!(await isSitePage(batch.page))) return refuse(c, 400, 'Not a page of this site');
    const path = batch.landing && (await isSitePage(batch.landing)) ? batch.landing : batch.page;
    const day = now().toISOString().slice(0, 10);
    const { source, channel } = batch;
    const events = batch.visit ? [VISIT_STARTED, ...batch.events] : batch.events;
    const country = c.get('country');
    const device = requestDevice(c.req.raw);
    // A try whose answer was lost may count its batch twice: a count may be off by one, not lost.
    await retryTransientD1(() =>
      countVisitEvents(db, { day, path, source, channel, events, country, device }),
    );
  } catch (error) {
    console.error(`[visit counts] not counted: ${errorText(error)}`);
    return refuse(c, 503, 'Not counted');
  }
  return noContent(c);
}

const PAGE_CACHE_SIZE = 500;
const knownPages = new Map<string, boolean>();

/**
 * Asks the static assets: a page is an HTML document answered 200 at exactly that path. The
 * answers stay for the isolate's life (a deploy brings a new one), the oldest dropped first.
 */
export async function isAssetPage(
  assets: { fetch(request: Request): Promise<Response> },
  path: string,
  base: string,
): Promise<boolean> {
  const known = knownPages.get(path);
  if (known !== undefined) return known;
  const response = await assets.fetch(new Request(new URL(path, base), { method: 'HEAD' }));
  const page =
    response.status === 200 && /^text\/html\b/i.test(response.headers.get('Content-Type') ?? '');
  if (knownPages.size >= PAGE_CACHE_SIZE) knownPages.delete(knownPages.keys().next().value!);
  knownPages.set(path, page);
  return page;
}
