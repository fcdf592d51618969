import { Hono, type Context } from 'hono';
import {
  checkQuote,
  INVALID_JSON,
  isJsonContentType,
  isValidIdempotencyKey,
  MAX_BODY_BYTES,
  parseJson,
} from './contract';
import { corsFor } from './cors';
import type { EndpointDeps, NewQuote, SpamReason } from './ports';
import {
  HONEYPOT_HEADER,
  IDEMPOTENCY_KEY_HEADER,
  LEAD_SOURCE_HEADER,
  QUOTE_API_PATH,
  TURNSTILE_HEADER,
} from '@/lib/quote/api';
import { parseLeadSource } from '@/lib/quote/lead-source';

type Answer = { status: number; body: Record<string, unknown> | null; headers?: HeadersInit };

/**
 * The quote endpoint of docs/quote-api.md as a Web-standard app. `deps` gives each request
 * its host's storage, limiter and notifier.
 */
export function createQuoteApp<Env extends object = object>(
  deps: (c: Context<{ Bindings: Env }>) => EndpointDeps,
) {
  const app = new Hono<{ Bindings: Env }>();

  app.all(QUOTE_API_PATH, async (c) => {
    const request = c.req.raw;
    const settings = deps(c);
    const cors = corsFor(request, settings.allowedOrigins);
    let answer: Answer;
    try {
      answer = await answerQuote(request, settings, cors.allowed);
    } catch (error) {
      console.error('[quote endpoint]', error);
      answer = { status: 500, body: { error: 'Internal server error' } };
    }
    return respond(answer, cors.headers);
  });

  app.all('/api/*', () => respond({ status: 404, body: { error: 'Not found' } }, {}));
  return app;
}

const ORIGIN_NOT_ALLOWED: Answer = { status: 403, body: { error: 'Origin not allowed' } };

async function answerQuote(
  request: Request,
  deps: EndpointDeps,
  originAllowed: boolean,
): Promise<Answer> {
  if (request.method === 'OPTIONS') {
    if (!originAllowed) return ORIGIN_NOT_ALLOWED;
    return {
      status: 204,
      body: null,
      headers: {
        Allow: 'POST, OPTIONS',
        'Access-Control-Allow-Methods': 'POST, OPTIONS',
        'Access-Control-Allow-Headers': `Content-Type, ${IDEMPOTENCY_KEY_HEADER}, ${HONEYPOT_HEADER}, ${TURNSTILE_HEADER}, ${LEAD_SOURCE_HEADER}`,
        'Access-Control-Max-Age': '600',
      },
    };
  }
  if (request.method !== 'POST') {
    return {
      status: 405,
      body: { error: 'Method not allowed' },
      headers: { Allow: 'POST, OPTIONS' },
    };
  }
  // A client that is no browser sends no preflight: the post itself is refused too.
  if (!originAllowed) return ORIGIN_NOT_ALLOWED;
  const client = request.headers.get('CF-Connecting-IP') ?? 'unknown';
  if (!(await deps.rateLimiter.allow(client))) {
    return {
      status: 429,
      body: { error: 'Too many requests' },
      headers: { 'Retry-After': String(deps.rateLimiter.windowSeconds) },
    };
  }
  if (!isJsonContentType(request.headers.get('Content-Type'))) {
    return { status: 415, body: { error: 'Content-Type must be application/json' } };
  }
  const idempotencyKey = request.headers.get(IDEMPOTENCY_KEY_HEADER);
  if (idempotencyKey !== null && !isValidIdempotencyKey(idempotencyKey)) {
    return {
      status: 400,
      body: { error: 'Idempotency-Key must be 1 to 200 printable ASCII characters' },
    };
  }
  const body = await readBody(request, MAX_BODY_BYTES);
  if (body === null) return { status: 413, body: { error: 'Payload too large' } };
  const json = parseJson(body);
  if (json === INVALID_JSON) return { status: 400, body: { error: 'Invalid JSON' } };
  const checked = checkQuote(json);
  if (!checked.ok) {
    return { status: 400, body: { error: 'Invalid quote request', fields: checked.fields } };
  }

  const quote: NewQuote = {
    id: crypto.randomUUID(),
    receivedAt: new Date((deps.now ?? Date.now)()).toISOString(),
    ...checked.quote,
    idempotencyKey,
    spam: await spamReason(request, deps, client),
    source: parseLeadSource(request.headers.get(LEAD_SOURCE_HEADER)),
  };
  let saved: { id: string; repeated: boolean };
  try {
    saved = await deps.store.save(quote);
  } catch (error) {
    // The visitor's form stays filled and they may retry with the same key; the log keeps
    // the quote meanwhile.
    console.error(`UNSTORED QUOTE ${JSON.stringify(quote)}`, error);
    return { status: 503, body: { error: 'The quote could not be stored. Please try again.' } };
  }
  if (!saved.repeated && quote.spam === null) deps.onStored(quote);
  return { status: saved.repeated ? 200 : 201, body: { id: saved.id } };
}

/** Suspected spam is kept, marked, and not notified: nothing a person sent is dropped. */
async function spamReason(
  request: Request,
  deps: EndpointDeps,
  client: string,
): Promise<SpamReason> {
  if (request.headers.get(HONEYPOT_HEADER)) return 'honeypot';
  if (deps.humanCheck) {
    const token = request.headers.get(TURNSTILE_HEADER) ?? undefined;
    if (!(await deps.humanCheck.verify(token, client))) return 'turnstile';
  }
  return null;
}

/** The body, or null once it passes `limit` bytes. */
async function readBody(request: Request, limit: number): Promise<Uint8Array | null> {
  if (Number(request.headers.get('Content-Length')) > limit) return null;
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

function respond(answer: Answer, cors: HeadersInit): Response {
  const headers = new Headers(cors);
  for (const [name, value] of new Headers(answer.headers)) headers.set(name, value);
  headers.set('Cache-Control', 'no-store');
  if (answer.body === null) return new Response(null, { status: answer.status, headers });
  headers.set('Content-Type', 'application/json; charset=utf-8');
  return new Response(JSON.stringify(answer.body), { status: answer.status, headers });
}
