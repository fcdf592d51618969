import { type Context, Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import {
  HONEYPOT_HEADER,
  IDEMPOTENCY_KEY_HEADER,
  LEAD_SOURCE_HEADER,
  QUOTE_API_PATH,
  TURNSTILE_HEADER,
} from '@/lib/quote/api';
import { parseLeadSource } from '@/lib/quote/lead-source';
import { corsFor } from '@/worker/http/cors';
import { errorText } from '@/worker/http/log-text';
import { rateLimitKey } from '@/worker/http/rate-limit-key';
import type { NewQuote, SpamReason } from '@/worker/lead-logic/new-quote';
import {
  checkQuote,
  INVALID_JSON,
  isJsonContentType,
  isValidIdempotencyKey,
  MAX_BODY_BYTES,
  parseJson,
} from './contract';
import type { EndpointDeps } from './ports';

const ALLOW = 'POST, OPTIONS';

type Checked = { Variables: { deps: EndpointDeps; originAllowed: boolean } };

function answer(
  c: Context,
  status: ContentfulStatusCode,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
): Response {
  return c.json(body, status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
    ...headers,
  });
}

const ORIGIN_NOT_ALLOWED = { error: 'Origin not allowed' };

/** A POST meets the checks of docs/quote-api.md in its order, one middleware each. */
export function createQuoteApp<Env extends object = object>(
  deps: (c: Context<{ Bindings: Env } & Checked>) => EndpointDeps,
) {
  const app = new Hono<{ Bindings: Env } & Checked>();

  // On every answer, errors included, or the browser hides the status from the site. Not Hono's
  // cors, which answers every preflight 204 and adds to Vary: the contract wants a 403 for a
  // foreign origin and Vary: Origin alone.
  app.use(QUOTE_API_PATH, async (c, next) => {
    const settings = deps(c);
    const cors = corsFor(c.req.raw, settings.allowedOrigins);
    c.set('deps', settings);
    c.set('originAllowed', cors.allowed);
    for (const [name, value] of Object.entries(cors.headers)) c.header(name, value);
    await next();
  });

  app.options(QUOTE_API_PATH, (c) => {
    if (!c.get('originAllowed')) return answer(c, 403, ORIGIN_NOT_ALLOWED);
    return c.body(null, 204, {
      Allow: ALLOW,
      'Access-Control-Allow-Methods': ALLOW,
      'Access-Control-Allow-Headers': `Content-Type, ${IDEMPOTENCY_KEY_HEADER}, ${HONEYPOT_HEADER}, ${TURNSTILE_HEADER}, ${LEAD_SOURCE_HEADER}`,
      'Access-Control-Max-Age': '600',
      'Cache-Control': 'no-store',
    });
  });

  app.post(
    QUOTE_API_PATH,
    refuseForeignOrigin,
    limitRate,
    requireJson,
    checkIdempotencyKey,
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: (c) => answer(c, 413, { error: 'Payload too large' }),
    }),
    storeQuote,
  );

  app.all(QUOTE_API_PATH, (c) => answer(c, 405, { error: 'Method not allowed' }, { Allow: ALLOW }));
  app.all('/api/*', (c) => answer(c, 404, { error: 'Not found' }));

  app.onError((error, c) => {
    // The frames say where; the message goes through errorText, as it may quote a value.
    const frames = error.stack?.split('\n').slice(1, 8).join('\n') ?? '';
    console.error(`[quote endpoint] ${errorText(error)}\n${frames}`);
    return answer(c, 500, { error: 'Internal server error' });
  });
  return app;
}

/** A client that is no browser sends no preflight: the post itself is refused too. */
const refuseForeignOrigin: MiddlewareHandler<Checked> = async (c, next) => {
  if (!c.get('originAllowed')) return answer(c, 403, ORIGIN_NOT_ALLOWED);
  await next();
};

const clientOf = (c: Context) => c.req.header('CF-Connecting-IP') ?? 'unknown';

const limitRate: MiddlewareHandler<Checked> = async (c, next) => {
  if (!(await c.get('deps').rateLimiter.allow(rateLimitKey(clientOf(c))))) {
    return answer(
      c,
      429,
      { error: 'Too many requests' },
      { 'Retry-After': String(c.get('deps').rateLimiter.windowSeconds) },
    );
  }
  await next();
};

const requireJson: MiddlewareHandler<Checked> = async (c, next) => {
  if (!isJsonContentType(c.req.header('Content-Type'))) {
    return answer(c, 415, { error: 'Content-Type must be application/json' });
  }
  await next();
};

const checkIdempotencyKey: MiddlewareHandler<Checked> = async (c, next) => {
  const key = c.req.header(IDEMPOTENCY_KEY_HEADER);
  if (key !== undefined && !isValidIdempotencyKey(key)) {
    return answer(c, 400, {
      error: 'Idempotency-Key must be 1 to 200 printable ASCII characters',
    });
  }
  await next();
};

async function storeQuote(c: Context<Checked>): Promise<Response> {
  const json = parseJson(new Uint8Array(await c.req.arrayBuffer()));
  if (json === INVALID_JSON) return answer(c, 400, { error: 'Invalid JSON' });
  const checked = checkQuote(json);
  if (!checked.ok) {
    return answer(c, 400, { error: 'Invalid quote request', fields: checked.fields });
  }

  const deps = c.get('deps');
  const quote: NewQuote = {
    id: crypto.randomUUID(),
    receivedAt: new Date((deps.now ?? Date.now)()).toISOString(),
    ...checked.quote,
    idempotencyKey: c.req.header(IDEMPOTENCY_KEY_HEADER) ?? null,
    spam: await spamReason(c, deps),
    source: parseLeadSource(c.req.header(LEAD_SOURCE_HEADER) ?? null),
  };
  let saved: { id: string; repeated: boolean };
  try {
    saved = await deps.store.save(quote);
  } catch (error) {
    return holdQuote(c, deps, quote, error);
  }
  if (!saved.repeated && quote.spam === null) deps.onStored(quote);
  return answer(c, saved.repeated ? 200 : 201, { id: saved.id });
}

/**
 * Held, the quote is answered as stored: the host moves it, and notifies, once the store answers
 * again. Refused, the visitor's form stays filled for a retry. The log names the quote by its id.
 */
async function holdQuote(
  c: Context<Checked>,
  deps: EndpointDeps,
  quote: NewQuote,
  storeError: unknown,
): Promise<Response> {
  if (deps.fallback) {
    try {
      await deps.fallback.hold(quote);
      console.error(
        `[quote endpoint] quote ${quote.id} held in the fallback store: ${errorText(storeError)}`,
      );
      return answer(c, 201, { id: quote.id });
    } catch (fallbackError) {
      console.error(
        `[quote endpoint] quote ${quote.id} not stored: ${errorText(storeError)}; ` +
          `the fallback store: ${errorText(fallbackError)}`,
      );
    }
  } else {
    console.error(`[quote endpoint] quote ${quote.id} not stored: ${errorText(storeError)}`);
  }
  return answer(c, 503, { error: 'The quote could not be stored. Please try again.' });
}

/** Suspected spam is kept, marked, and not notified: nothing a person sent is dropped. */
async function spamReason(c: Context, deps: EndpointDeps): Promise<SpamReason> {
  if (c.req.header(HONEYPOT_HEADER)) return 'honeypot';
  if (deps.humanCheck) {
    const token = c.req.header(TURNSTILE_HEADER);
    if (!(await deps.humanCheck.verify(token, clientOf(c)))) return 'turnstile';
  }
  return null;
}
