import { describe, expect, it } from 'vitest';
import { acceptsBrotli, pageResponse } from './brotli-page';

const HTML = '<!DOCTYPE html><title>Home</title><p>Hello</p>';

/** The static assets of an export holding `/index.html`, its Brotli copy, and a stylesheet. */
function assets({ copy = true } = {}): { fetcher: Fetcher; asked: string[] } {
  const asked: string[] = [];
  const files: Record<string, [string, Uint8Array | string]> = {
    '/': ['text/html; charset=utf-8', HTML],
    '/404.html': ['text/html; charset=utf-8', HTML],
    '/site.css': ['text/css', 'p{}'],
    ...(copy
      ? {
          '/index.html.br': ['application/octet-stream', new Uint8Array([0x1b, 0x2d, 0x00])],
          '/404.html.br': ['application/octet-stream', new Uint8Array([0x1b, 0x2d, 0x01])],
        }
      : {}),
  };
  const fetcher = {
    fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      const { pathname } = new URL(request.url);
      asked.push(`${request.method} ${pathname}`);
      if (request.headers.get('if-none-match') === '"v1"')
        return new Response(null, { status: 304 });
      const file = files[pathname];
      if (!file) return new Response('Not found', { status: 404 });
      return new Response(file[1], {
        headers: { 'content-type': file[0], etag: '"v1"', 'x-frame-options': 'DENY' },
      });
    },
  } as unknown as Fetcher;
  return { fetcher, asked };
}

const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
  new Request(`https://www.example.com${path}`, { method, headers });

describe('a page sent as its Brotli copy', () => {
  it('goes with the page’s own headers, marked br and varying by the encodings accepted', async () => {
    const { fetcher } = assets();
    const response = await pageResponse(
      get('/', { 'accept-encoding': 'gzip, deflate, br, zstd' }),
      fetcher,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('vary')).toContain('Accept-Encoding');
    expect(response.headers.get('etag')).toBe('W/"v1"');
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(
      new Uint8Array([0x1b, 0x2d, 0x00]),
    );
    const notFound = await pageResponse(get('/404.html', { 'accept-encoding': 'br' }), fetcher);
    expect(new Uint8Array(await notFound.arrayBuffer())).toEqual(
      new Uint8Array([0x1b, 0x2d, 0x01]),
    );
  });

  it('answers HEAD with the headers alone', async () => {
    const { fetcher, asked } = assets();
    const response = await pageResponse(get('/', { 'accept-encoding': 'br' }, 'HEAD'), fetcher);
    expect(asked).toEqual(['HEAD /', 'HEAD /index.html.br']);
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(await response.text()).toBe('');
  });

  it('leaves as they are a browser without br, a stylesheet, a 304, a 404 and a page with no copy', async () => {
    const cases: [Request, { copy?: boolean }][] = [
      [get('/', { 'accept-encoding': 'gzip, deflate' }), {}],
      [get('/', {}), {}],
      [get('/', { 'accept-encoding': 'br;q=0, gzip' }), {}],
      [get('/site.css', { 'accept-encoding': 'br' }), {}],
      [get('/', { 'accept-encoding': 'br', 'if-none-match': '"v1"' }), {}],
      [get('/missing/', { 'accept-encoding': 'br' }), {}],
      [get('/', { 'accept-encoding': 'br' }), { copy: false }],
      [get('/', { 'accept-encoding': 'br' }, 'POST'), {}],
    ];
    for (const [request, options] of cases) {
      const { fetcher, asked } = assets(options);
      const response = await pageResponse(request, fetcher);
      expect(
        response.headers.get('content-encoding'),
        `${request.method} ${request.url}`,
      ).toBeNull();
      if (response.status === 200) expect(await response.text()).not.toContain('\u001b');
      // The copy is asked for only where one could be sent.
      expect(asked).toHaveLength(options.copy === false ? 2 : 1);
    }
  });
});

describe('the encodings a browser accepts', () => {
  it('finds br however it is written, and not where its weight is 0', () => {
    for (const header of ['br', 'gzip, deflate, br, zstd', 'BR;q=0.5', ' gzip ;q=1 , br ; q=1.0'])
      expect(acceptsBrotli(header), header).toBe(true);
    for (const header of [null, '', 'gzip', 'br;q=0', 'br;q=0.000', 'brotli', 'x-br', '*']) {
      expect(acceptsBrotli(header), String(header)).toBe(false);
    }
  });

  it('reads nothing of a header no browser sends', () => {
    expect(acceptsBrotli(`${'gzip, '.repeat(500)}br`)).toBe(false);
    expect(acceptsBrotli('br;q=abc')).toBe(false);
  });
});
