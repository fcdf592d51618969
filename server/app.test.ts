import { appendFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@/lib/quote/messages';
import { PAGE_URL_MAX_LENGTH } from '@/lib/quote/schema';
import { precompressDirectory } from '@/scripts/precompress';
import { validPayload as quotePayload } from '@/tests/unit/quote-fixtures';
import { createServer, type ServerOptions } from './app';
import { warnWhenInboxIsNotWritable } from './main';
import {
  appendQuote,
  checkWritable,
  readQuotes,
  STDERR_SPOOL_PREFIX,
  type StoredQuote,
} from './inbox';

const validPayload = quotePayload({ pageurl: 'http://localhost:3000/contact/' });

/** Big enough to be worth compressing. */
const indexHtml = `<!doctype html><html><body>${'<p>Home of the site.</p>'.repeat(100)}</body></html>`;
const notFoundHtml = `<!doctype html><html><body><h1>Page not found</h1>${'<p>Sorry.</p>'.repeat(100)}</body></html>`;
const headersFile = `# security headers
/*
  X-Frame-Options: DENY
  X-Scope: site
/contact/
  X-Scope: contact
/_next/static/*
  X-Static: yes
`;

let tempDir: string;
let outDir: string;
let quotesFile: string;
let servers: http.Server[] = [];

beforeEach(async () => {
  tempDir = await mkdtemp(path.join(os.tmpdir(), 'quote-server-'));
  outDir = path.join(tempDir, 'out');
  quotesFile = path.join(tempDir, 'inbox', 'quotes.jsonl');
  await mkdir(path.join(outDir, 'contact'), { recursive: true });
  await mkdir(path.join(outDir, '_next', 'static'), { recursive: true });
  await writeFile(path.join(outDir, 'index.html'), indexHtml);
  await writeFile(path.join(outDir, '404.html'), notFoundHtml);
  await writeFile(
    path.join(outDir, 'contact', 'index.html'),
    '<!doctype html><title>Contact</title>',
  );
  await writeFile(path.join(outDir, '_next', 'static', 'x.js'), 'console.log("x");');
  await writeFile(path.join(outDir, '_headers'), headersFile);
  await writeFile(path.join(outDir, '.env'), 'SECRET=1');
  // As `npm run build` leaves the export: .br and .gz copies of the larger files.
  precompressDirectory(outDir);
});

afterEach(async () => {
  vi.restoreAllMocks();
  await Promise.all(servers.map(closeServer));
  servers = [];
  await rm(tempDir, { recursive: true, force: true });
});

async function start(options: ServerOptions = {}): Promise<string> {
  const server = createServer({ outDir, quotesFile, allowedOrigins: [], ...options });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

function closeServer(server: http.Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}

interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** Plain node:http, so that nothing follows redirects or decompresses behind the test's back. */
function request(
  url: string,
  options: { method?: string; headers?: http.OutgoingHttpHeaders; body?: string | Buffer } = {},
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      { method: options.method ?? 'GET', headers: options.headers },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

function postQuote(
  base: string,
  body: unknown,
  headers: http.OutgoingHttpHeaders = {},
): Promise<RawResponse> {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return request(`${base}/api/submitQuote`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: text,
  });
}

function json(response: RawResponse): Record<string, unknown> {
  return JSON.parse(response.body.toString('utf8')) as Record<string, unknown>;
}

async function storedLines(): Promise<string[]> {
  try {
    return (await readFile(quotesFile, 'utf8')).split('\n').filter(Boolean);
  } catch {
    return [];
  }
}

describe('POST /api/submitQuote', () => {
  it('stores a valid quote exactly, with its id and received-at time', async () => {
    const base = await start({ now: () => Date.parse('2025-03-04T05:06:07.890Z') });
    const response = await postQuote(base, validPayload, {
      'Content-Type': 'application/json; charset=utf-8',
    });

    expect(response.status).toBe(201);
    const { id } = json(response);
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const lines = await storedLines();
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0] ?? '')).toStrictEqual({
      id,
      receivedAt: '2025-03-04T05:06:07.890Z',
      ...validPayload,
    });
    expect(Object.keys(JSON.parse(lines[0] ?? '') as object).slice(0, 2)).toEqual([
      'id',
      'receivedAt',
    ]);
  });

  const withoutName: Partial<typeof validPayload> = { ...validPayload };
  delete withoutName.name;
  const invalidBodies: Array<[string, unknown, Record<string, string[]>]> = [
    ['a missing key', withoutName, { name: [messages.nameRequired] }],
    [
      'a wrong type',
      { ...validPayload, fileattachment: 'cv.pdf' },
      { fileattachment: [expect.any(String)] },
    ],
    ['an extra key', { ...validPayload, extra: 'x' }, { extra: ['Unknown field.'] }],
    ['a bad mobile', { ...validPayload, mobile: '12345' }, { mobile: [messages.mobileInvalid] }],
    ['a bad email', { ...validPayload, email: 'asha@example' }, { email: [messages.emailInvalid] }],
    ['a body that is an array', [validPayload], { _root: [expect.any(String)] }],
  ];

  it.each(invalidBodies)(
    'refuses %s with 400 and the field errors, storing nothing',
    async (_case, body, fields) => {
      const base = await start();
      const response = await postQuote(base, body);

      expect(response.status).toBe(400);
      expect(json(response)).toStrictEqual({ error: 'Invalid quote request', fields });
      expect(await storedLines()).toEqual([]);
    },
  );

  it('refuses a body that is not JSON with 400', async () => {
    const base = await start();
    const response = await postQuote(base, '{"name": "Asha",');

    expect(response.status).toBe(400);
    expect(json(response)).toEqual({ error: 'Invalid JSON' });
    expect(await storedLines()).toEqual([]);
  });

  it('refuses a 17 KiB body with 413', async () => {
    const base = await start();
    const response = await postQuote(base, {
      ...validPayload,
      serviceComment: 'x'.repeat(17 * 1024),
    });

    expect(response.status).toBe(413);
    expect(json(response)).toEqual({ error: 'Payload too large' });
    expect(await storedLines()).toEqual([]);
  });

  it('refuses a 17 KiB body sent without a Content-Length (chunked) with 413', async () => {
    const base = await start();
    const response = await postQuote(
      base,
      { ...validPayload, serviceComment: 'x'.repeat(17 * 1024) },
      {
        'Transfer-Encoding': 'chunked',
      },
    );

    expect(response.status).toBe(413);
    expect(await storedLines()).toEqual([]);
  });

  it('refuses text/plain with 415', async () => {
    const base = await start();
    const response = await postQuote(base, validPayload, { 'Content-Type': 'text/plain' });

    expect(response.status).toBe(415);
    expect(await storedLines()).toEqual([]);
  });

  it('refuses GET with 405 and Allow', async () => {
    const base = await start();
    const response = await request(`${base}/api/submitQuote`);

    expect(response.status).toBe(405);
    expect(response.headers.allow).toBe('POST, OPTIONS');
    expect(await storedLines()).toEqual([]);
  });

  it('stores 200 concurrent quotes as 200 whole lines with distinct ids', async () => {
    const base = await start({ rateLimitPerMinute: 1000 });
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        postQuote(base, { ...validPayload, serviceComment: `quote ${i}` }),
      ),
    );

    expect(responses.map((r) => r.status)).toEqual(Array(200).fill(201));
    const lines = await storedLines();
    expect(lines).toHaveLength(200);
    const quotes = lines.map((line) => JSON.parse(line) as StoredQuote);
    expect(new Set(quotes.map((q) => q.id)).size).toBe(200);
    expect(new Set(quotes.map((q) => q.serviceComment)).size).toBe(200);
    expect(new Set(responses.map((r) => json(r).id))).toEqual(new Set(quotes.map((q) => q.id)));
  });

  it('answers the 11th post in a minute with 429 and Retry-After, and lets the client in again later', async () => {
    let now = Date.parse('2025-01-01T00:00:00Z');
    const base = await start({ rateLimitPerMinute: 10, now: () => now });

    // Refused posts count too: the limit is on requests, not on stored quotes.
    for (let i = 0; i < 5; i += 1) expect((await postQuote(base, validPayload)).status).toBe(201);
    for (let i = 0; i < 5; i += 1) expect((await postQuote(base, {})).status).toBe(400);
    now += 15_000;
    const refused = await postQuote(base, validPayload);

    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBe('45');
    expect(await storedLines()).toHaveLength(5);

    now += 45_000;
    expect((await postQuote(base, validPayload)).status).toBe(201);
  });
});

describe('POST /api/submitQuote: Idempotency-Key', () => {
  const key = '0b7e4c1e-55f5-4f3a-9d5e-8d1c2a9b7f10';

  it('stores a key once: a repeat answers 200 with the first id and stores nothing', async () => {
    const base = await start();
    const first = await postQuote(base, validPayload, { 'Idempotency-Key': key });
    const repeat = await postQuote(base, validPayload, { 'Idempotency-Key': key });

    expect(first.status).toBe(201);
    expect(repeat.status).toBe(200);
    expect(json(repeat)).toEqual({ id: json(first).id });
    const lines = await storedLines();
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0] ?? '')).toStrictEqual({
      id: json(first).id,
      receivedAt: expect.any(String),
      ...validPayload,
      idempotencyKey: key,
    });
  });

  it('stores one quote for concurrent posts with the same key', async () => {
    const base = await start({ rateLimitPerMinute: 1000 });
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => postQuote(base, validPayload, { 'Idempotency-Key': key })),
    );

    expect(responses.filter((r) => r.status === 201)).toHaveLength(1);
    expect(responses.filter((r) => r.status === 200)).toHaveLength(19);
    expect(new Set(responses.map((r) => json(r).id)).size).toBe(1);
    expect(await storedLines()).toHaveLength(1);
  });

  it('still knows a stored key after a restart', async () => {
    const firstServer = await start();
    const first = await postQuote(firstServer, validPayload, { 'Idempotency-Key': key });
    await Promise.all(servers.map(closeServer));
    servers = [];

    const restarted = await start();
    const repeat = await postQuote(restarted, validPayload, { 'Idempotency-Key': key });

    expect(repeat.status).toBe(200);
    expect(json(repeat)).toEqual({ id: json(first).id });
    expect(await storedLines()).toHaveLength(1);
  });

  it('stores different keys, and posts without a key, each time', async () => {
    const base = await start();
    const statuses = [
      (await postQuote(base, validPayload, { 'Idempotency-Key': 'a' })).status,
      (await postQuote(base, validPayload, { 'Idempotency-Key': 'b' })).status,
      (await postQuote(base, validPayload)).status,
      (await postQuote(base, validPayload)).status,
    ];

    expect(statuses).toEqual([201, 201, 201, 201]);
    expect(await storedLines()).toHaveLength(4);
  });

  it.each([
    ['over 200 characters', 'k'.repeat(201)],
    ['not ASCII', 'clé-ü'],
  ])('refuses a key %s with 400, storing nothing', async (_case, badKey) => {
    const base = await start();
    const response = await postQuote(base, validPayload, { 'Idempotency-Key': badKey });

    expect(response.status).toBe(400);
    expect(json(response).error).toMatch(/Idempotency-Key/);
    expect(await storedLines()).toEqual([]);
  });

  it('takes a key of exactly 200 printable characters', async () => {
    const base = await start();
    const response = await postQuote(base, validPayload, {
      'Idempotency-Key': `${'k'.repeat(198)} ~`,
    });

    expect(response.status).toBe(201);
  });
});

describe('POST /api/submitQuote: metadata never costs the lead', () => {
  it.each([['not-an-ip'], ['999.1.1.1'], ['203.0.113.7 '], [42], [null]])(
    'stores the quote with userip "" when userip is %j',
    async (userip) => {
      const base = await start();
      const response = await postQuote(base, { ...validPayload, userip });

      expect(response.status).toBe(201);
      const [line] = await storedLines();
      expect((JSON.parse(line ?? '{}') as StoredQuote).userip).toBe('');
    },
  );

  it('keeps a valid IPv6 userip', async () => {
    const base = await start();
    expect((await postQuote(base, { ...validPayload, userip: '2001:db8::1' })).status).toBe(201);
    const [line] = await storedLines();
    expect((JSON.parse(line ?? '{}') as StoredQuote).userip).toBe('2001:db8::1');
  });

  it('stores a pageurl over the limit without its query and fragment', async () => {
    const base = await start();
    const pageurl = `https://www.example.com/contact/?utm=${'q'.repeat(PAGE_URL_MAX_LENGTH)}#top`;
    const response = await postQuote(base, { ...validPayload, pageurl });

    expect(response.status).toBe(201);
    const [line] = await storedLines();
    expect((JSON.parse(line ?? '{}') as StoredQuote).pageurl).toBe(
      'https://www.example.com/contact/',
    );
  });

  it('stores a pageurl whose path alone is over the limit cut to the limit', async () => {
    const base = await start();
    const pageurl = `https://www.example.com/${'p'.repeat(PAGE_URL_MAX_LENGTH)}?q=1`;
    const response = await postQuote(base, { ...validPayload, pageurl });

    expect(response.status).toBe(201);
    const [line] = await storedLines();
    const stored = (JSON.parse(line ?? '{}') as StoredQuote).pageurl;
    expect(stored).toHaveLength(PAGE_URL_MAX_LENGTH);
    expect(pageurl.startsWith(stored)).toBe(true);
  });

  it('still refuses a pageurl that is not a URL', async () => {
    const base = await start();
    const response = await postQuote(base, { ...validPayload, pageurl: 'not a url' });

    expect(response.status).toBe(400);
    expect(json(response).fields).toEqual({ pageurl: ['Must be a URL.'] });
  });
});

describe('POST /api/submitQuote: sizes and time', () => {
  it('answers a 10 MB body with 413, not a reset (fetch, which fails on a reset)', async () => {
    const base = await start({ rateLimitPerMinute: 1000 });
    const body = Buffer.alloc(10 * 1024 * 1024, 'x');
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const response = await fetch(`${base}/api/submitQuote`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body,
      });
      expect(response.status).toBe(413);
      expect(await response.json()).toEqual({ error: 'Payload too large' });
    }
    expect(await storedLines()).toEqual([]);
  });

  it('answers a body that trickles in past the request timeout with 408', async () => {
    const base = await start({ requestTimeoutMs: 300 });
    const started = Date.now();
    const response = await new Promise<RawResponse>((resolve, reject) => {
      const req = http.request(
        `${base}/api/submitQuote`,
        {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'Content-Length': '1000' },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => {
            req.destroy();
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              body: Buffer.concat(chunks),
            });
          });
        },
      );
      req.on('error', reject);
      req.write('{"name":'); // and nothing more
    });

    expect(response.status).toBe(408);
    expect(json(response)).toEqual({ error: 'Request timeout' });
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(await storedLines()).toEqual([]);
  });
});

describe('POST /api/submitQuote: an inbox that cannot be written', () => {
  const spoolFile = () => path.join(tempDir, 'inbox', 'quotes.spool.jsonl');

  it('answers 503 and keeps the quote in the spool file beside the inbox', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await mkdir(quotesFile, { recursive: true }); // a folder where the file should be
    const base = await start();
    const response = await postQuote(base, validPayload, { 'Idempotency-Key': 'k-1' });

    expect(response.status).toBe(503);
    expect(json(response).error).toEqual(expect.any(String));
    const spooled = (await readFile(spoolFile(), 'utf8')).split('\n').filter(Boolean);
    expect(spooled).toHaveLength(1);
    expect(JSON.parse(spooled[0] ?? '')).toMatchObject({ ...validPayload, idempotencyKey: 'k-1' });
    expect(await checkWritable(quotesFile)).not.toBeNull();
  });

  it('lets the retry of a refused key into the inbox once it can be written again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await mkdir(quotesFile, { recursive: true });
    const base = await start();
    expect((await postQuote(base, validPayload, { 'Idempotency-Key': 'k-2' })).status).toBe(503);

    await rm(quotesFile, { recursive: true });
    const retry = await postQuote(base, validPayload, { 'Idempotency-Key': 'k-2' });

    expect(retry.status).toBe(201);
    expect(await storedLines()).toHaveLength(1);
  });

  it('writes the quote to stderr, on one greppable line, when the spool cannot be written either', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const written: string[] = [];
    vi.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => {
      written.push(String(chunk));
      return true;
    });
    await mkdir(quotesFile, { recursive: true });
    await mkdir(spoolFile(), { recursive: true });
    const base = await start();
    const response = await postQuote(base, validPayload);

    expect(response.status).toBe(503);
    const lines = written.filter((line) => line.startsWith(STDERR_SPOOL_PREFIX));
    expect(lines).toHaveLength(1);
    expect(lines[0]?.endsWith('\n')).toBe(true);
    expect(JSON.parse(lines[0]?.slice(STDERR_SPOOL_PREFIX.length) ?? '')).toMatchObject(
      validPayload,
    );
  });
});

describe('CORS', () => {
  const allowed = 'http://localhost:3000';

  it('answers a preflight from an allowed origin', async () => {
    const base = await start({ allowedOrigins: [allowed] });
    const response = await request(`${base}/api/submitQuote`, {
      method: 'OPTIONS',
      headers: {
        Origin: allowed,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type',
      },
    });

    expect(response.status).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe(allowed);
    expect(response.headers['access-control-allow-methods']).toBe('POST, OPTIONS');
    expect(response.headers['access-control-allow-headers']).toBe('Content-Type, Idempotency-Key');
    expect(response.headers['access-control-max-age']).toBe('600');
    expect(response.headers.vary).toBe('Origin');
  });

  it('refuses a preflight from another origin with 403 and no allow-origin', async () => {
    const base = await start({ allowedOrigins: [allowed] });
    const response = await request(`${base}/api/submitQuote`, {
      method: 'OPTIONS',
      headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'POST' },
    });

    expect(response.status).toBe(403);
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('sets the allow-origin header on the post itself', async () => {
    const base = await start({ allowedOrigins: [allowed] });
    const response = await postQuote(base, validPayload, { Origin: allowed });

    expect(response.status).toBe(201);
    expect(response.headers['access-control-allow-origin']).toBe(allowed);
  });

  it('refuses a post from another origin with 403, storing nothing', async () => {
    const base = await start({ allowedOrigins: [allowed] });
    const response = await postQuote(base, validPayload, { Origin: 'https://evil.example' });

    expect(response.status).toBe(403);
    expect(json(response)).toEqual({ error: 'Origin not allowed' });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    expect(await storedLines()).toEqual([]);
  });

  it('refuses a post from the same host on another port with 403', async () => {
    const base = await start();
    const response = await postQuote(base, validPayload, { Origin: 'http://127.0.0.1:1' });

    expect(response.status).toBe(403);
    expect(await storedLines()).toEqual([]);
  });

  it('accepts a post without an Origin (curl, a server)', async () => {
    const base = await start({ allowedOrigins: [allowed] });
    expect((await postQuote(base, validPayload)).status).toBe(201);
  });

  it('allows a same-origin post without listing the origin', async () => {
    const base = await start();
    const response = await postQuote(base, validPayload, { Origin: base });

    expect(response.status).toBe(201);
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('the inbox file', () => {
  it('skips a torn last line, and the next append still yields whole lines', async () => {
    const first: StoredQuote = {
      id: 'one',
      receivedAt: '2025-01-01T00:00:00.000Z',
      ...validPayload,
    } as StoredQuote;
    const second: StoredQuote = { ...first, id: 'two' };
    await appendQuote(quotesFile, first);
    await appendFile(quotesFile, '{"id":"torn","receivedAt":"2025-01-0');

    expect(await readQuotes(quotesFile)).toEqual({ quotes: [first], skipped: 1 });

    await appendQuote(quotesFile, second);
    expect(await readQuotes(quotesFile)).toEqual({ quotes: [first, second], skipped: 1 });
    expect((await readFile(quotesFile, 'utf8')).endsWith('\n')).toBe(true);
  });

  it('reads a missing file as an empty inbox', async () => {
    expect(await readQuotes(path.join(tempDir, 'nothing.jsonl'))).toEqual({
      quotes: [],
      skipped: 0,
    });
  });
});

describe('the static export', () => {
  it('redirects a page folder without its trailing slash, keeping the query', async () => {
    const base = await start();
    const response = await request(`${base}/contact?from=nav`);

    expect(response.status).toBe(308);
    expect(response.headers.location).toBe('/contact/?from=nav');
  });

  it('serves a page with the rules of _headers, the more specific block winning', async () => {
    const base = await start();
    const home = await request(`${base}/`);
    const contact = await request(`${base}/contact/`);

    expect(home.status).toBe(200);
    expect(home.body.toString()).toBe(indexHtml);
    expect(home.headers['x-frame-options']).toBe('DENY');
    expect(home.headers['x-scope']).toBe('site');
    expect(contact.status).toBe(200);
    expect(contact.body.toString()).toContain('<title>Contact</title>');
    expect(contact.headers['x-frame-options']).toBe('DENY');
    expect(contact.headers['x-scope']).toBe('contact');
  });

  it('sends the rules of another _headers when given one, and none when given null', async () => {
    const other = path.join(tempDir, 'other-headers');
    await writeFile(other, '/*\n  X-Scope: other\n');
    const withOther = await request(`${await start({ headersFile: other })}/contact/`);
    const withNone = await request(`${await start({ headersFile: null })}/contact/`);

    expect(withOther.headers['x-scope']).toBe('other');
    expect(withOther.headers['x-frame-options']).toBeUndefined();
    expect(withNone.status).toBe(200);
    expect(withNone.headers['x-scope']).toBeUndefined();
    expect(withNone.headers['x-frame-options']).toBeUndefined();
  });

  it('answers an unknown path with 404.html and status 404', async () => {
    const base = await start();
    const response = await request(`${base}/no/such/page/`);

    expect(response.status).toBe(404);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body.toString()).toBe(notFoundHtml);
    expect(response.headers['x-frame-options']).toBe('DENY');
  });

  it.each(['/%63ontact/', '//contact/', '/contact/./', '/no/../contact/', '/contact%2F'])(
    'serves %s as /contact/, with the rules of /contact/',
    async (spelling) => {
      const base = await start();
      const response = await request(`${base}${spelling}`);

      expect(response.status).toBe(200);
      expect(response.body.toString()).toContain('<title>Contact</title>');
      expect(response.headers['x-scope']).toBe('contact');
      expect(response.headers['x-frame-options']).toBe('DENY');
    },
  );

  it.each([
    ['/contact/index', '/contact/'],
    ['/contact/index.html', '/contact/'],
    ['/%63ontact/index.html?x=1', '/contact/?x=1'],
    ['/%63ontact', '/contact/'],
    ['/index.html', '/'],
    ['/index', '/'],
  ])('redirects %s to %s with 308, as Cloudflare Pages does', async (spelling, location) => {
    const base = await start();
    const response = await request(`${base}${spelling}`);

    expect(response.status).toBe(308);
    expect(response.headers.location).toBe(location);
  });

  it.each([
    '/_headers',
    '/%5fheaders',
    '/%5Fheaders',
    '/_headers/',
    '/_HEADERS',
    '/x/../_headers',
    '/.env',
    '/%2eenv',
  ])('never serves %s', async (spelling) => {
    const base = await start();
    const response = await request(`${base}${spelling}`);

    expect(response.status).toBe(404);
    expect(response.body.toString()).toBe(notFoundHtml);
  });

  it('serves a share image as image/png at its own address, beside a folder of the same name', async () => {
    // As the build writes them: /og/blog.png for /blog/ and /og/blog/<slug>.png for a post.
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    await mkdir(path.join(outDir, 'og', 'blog'), { recursive: true });
    await writeFile(path.join(outDir, 'og', 'blog.png'), png);
    await writeFile(path.join(outDir, 'og', 'blog', 'a-post.png'), png);
    const base = await start();

    for (const urlPath of ['/og/blog.png', '/og/blog/a-post.png']) {
      const response = await request(`${base}${urlPath}`, { headers: { 'Accept-Encoding': 'br' } });
      expect(response.status, urlPath).toBe(200);
      expect(response.headers['content-type'], urlPath).toBe('image/png');
      expect(response.headers['content-encoding'], urlPath).toBeUndefined();
      expect(response.headers['x-frame-options'], urlPath).toBe('DENY');
      expect(response.body, urlPath).toEqual(png);
    }
    expect((await request(`${base}/og/blog.png/`)).status).toBe(404);
  });

  it('serves the blog feed as XML, compressed when the client accepts it', async () => {
    const feed = `<?xml version="1.0" encoding="UTF-8"?><rss version="2.0"><channel>${'<item><title>A post</title></item>'.repeat(60)}</channel></rss>`;
    await mkdir(path.join(outDir, 'blog'), { recursive: true });
    await writeFile(path.join(outDir, 'blog', 'feed.xml'), feed);
    precompressDirectory(outDir);
    const base = await start();
    const response = await request(`${base}/blog/feed.xml`, {
      headers: { 'Accept-Encoding': 'gzip' },
    });

    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^(text|application)\/xml/);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(response.body).toString()).toBe(feed);
  });

  it('answers a malformed percent escape with 400', async () => {
    const base = await start();
    expect((await request(`${base}/%E0%A4%A`)).status).toBe(400);
    expect((await request(`${base}/a%00b`)).status).toBe(400);
  });

  it('matches the rules on the served path when only site-wide rules are left in _headers', async () => {
    await writeFile(
      path.join(outDir, '_headers'),
      '/*\n  X-Frame-Options: DENY\n/_next/static/*\n  X-Static: yes\n',
    );
    const base = await start();
    const page = await request(`${base}/%63ontact/`);
    const script = await request(`${base}/_next//static/%78.js`);

    expect(page.headers['x-frame-options']).toBe('DENY');
    expect(page.headers['x-static']).toBeUndefined();
    expect(script.status).toBe(200);
    expect(script.headers['x-static']).toBe('yes');
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('marks /_next/static/ files immutable for a year', async () => {
    const base = await start();
    const response = await request(`${base}/_next/static/x.js`);

    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['x-static']).toBe('yes');
    expect(response.body.toString()).toBe('console.log("x");');
  });

  it('gzips a page when the client accepts gzip, and only then', async () => {
    const base = await start();
    const gzipped = await request(`${base}/`, { headers: { 'Accept-Encoding': 'gzip, deflate' } });
    const plain = await request(`${base}/`, { headers: { 'Accept-Encoding': 'identity' } });
    const refused = await request(`${base}/`, { headers: { 'Accept-Encoding': 'gzip;q=0' } });

    expect(gzipped.status).toBe(200);
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    // The precompressed file: its length is known.
    expect(gzipped.headers['content-length']).toBe(String(gzipped.body.length));
    expect(gzipped.headers['content-type']).toMatch(/^text\/html/);
    expect(gzipped.headers.vary).toMatch(/Accept-Encoding/);
    expect(gzipped.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect(gzipped.headers['x-frame-options']).toBe('DENY');
    expect(gzipped.body.length).toBeLessThan(indexHtml.length);
    expect(zlib.gunzipSync(gzipped.body).toString()).toBe(indexHtml);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/Accept-Encoding/);
    expect(plain.body.toString()).toBe(indexHtml);
    expect(refused.headers['content-encoding']).toBeUndefined();
  });

  it('sends brotli when the client accepts it', async () => {
    const base = await start();
    const response = await request(`${base}/`, {
      headers: { 'Accept-Encoding': 'gzip, deflate, br' },
    });

    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toMatch(/Accept-Encoding/);
    expect(zlib.brotliDecompressSync(response.body).toString()).toBe(indexHtml);
  });

  it('sends a file under 1 KiB as it is, without Vary', async () => {
    const base = await start();
    const response = await request(`${base}/_next/static/x.js`, {
      headers: { 'Accept-Encoding': 'gzip, br' },
    });

    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers.vary).toBeUndefined();
    expect(response.body.toString()).toBe('console.log("x");');
  });

  it('never serves a precompressed copy at its own address', async () => {
    const base = await start();
    expect((await request(`${base}/index.html.gz`)).status).toBe(404);
    expect((await request(`${base}/404.html.br`)).status).toBe(404);
  });

  it('gzips the 404 page too', async () => {
    const base = await start();
    const response = await request(`${base}/missing`, { headers: { 'Accept-Encoding': 'gzip' } });

    expect(response.status).toBe(404);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(response.body).toString()).toBe(notFoundHtml);
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const base = await start();
    const first = await request(`${base}/`, { headers: { 'Accept-Encoding': 'gzip' } });
    const again = await request(`${base}/`, {
      headers: { 'Accept-Encoding': 'gzip', 'If-None-Match': String(first.headers.etag) },
    });

    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it('refuses POST to a page with 405', async () => {
    const base = await start();
    const response = await request(`${base}/contact/`, { method: 'POST' });

    expect(response.status).toBe(405);
    expect(response.headers.allow).toBe('GET, HEAD');
  });

  it('serves only the endpoint when static serving is off', async () => {
    const base = await start({ serveStatic: false });

    expect((await request(`${base}/`)).status).toBe(404);
    expect((await postQuote(base, validPayload)).status).toBe(201);
  });
});

describe('server/main.ts at start', () => {
  it('says which file cannot be written and names QUOTES_FILE, and serves anyway', async () => {
    const errors: string[] = [];
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      errors.push(args.join(' '));
    });
    await mkdir(quotesFile, { recursive: true });

    expect(await warnWhenInboxIsNotWritable(quotesFile)).toBe(false);
    expect(errors.join('\n')).toContain(quotesFile);
    expect(errors.join('\n')).toContain('QUOTES_FILE');
    expect(errors.join('\n')).toContain('quotes.spool.jsonl');
  });

  it('creates a missing inbox folder and file', async () => {
    expect(await warnWhenInboxIsNotWritable(quotesFile)).toBe(true);
    expect(await readFile(quotesFile, 'utf8')).toBe('');
  });
});
