// A page sent as the build's Brotli copy (scripts/build/precompress.ts; quality 11 in
// `npm run build:deploy`) to a browser that accepts it: each key page's document then fits the
// first round trip's 14 KB, where the edge's own compression, at a quality it picks for speed,
// sends 2-3 KB more. (Miniflare, under `npm start`, encodes again to the first coding the browser
// lists, gzip for Chrome; Cloudflare sends a body marked `encodeBody: 'manual'` as it is.)

/** True when `br` is among the accepted encodings with a weight above 0. */
export function acceptsBrotli(acceptEncoding: string | null): boolean {
  if (!acceptEncoding) return false;
  // A header past this is no browser's; nothing is read from it.
  if (acceptEncoding.length > 1024) return false;
  return acceptEncoding.split(',').some((entry) => {
    const [coding, ...parameters] = entry.split(';').map((part) => part.trim().toLowerCase());
    if (coding !== 'br') return false;
    const weight = parameters.find((parameter) => parameter.startsWith('q='));
    return weight === undefined || Number(weight.slice(2)) > 0;
  });
}

/** The copy's address beside a page's: `/a/` is `/a/index.html`, `/404.html` itself. */
function brotliCopyPath(pathname: string): string | null {
  if (pathname.endsWith('/')) return `${pathname}index.html.br`;
  if (pathname.endsWith('.html')) return `${pathname}.br`;
  return null;
}

/**
 * The static assets' answer to `request`; for a page, the same answer (status, headers) with the
 * Brotli copy as its body when the browser accepts it and the build made one.
 */
export async function pageResponse(request: Request, assets: Fetcher): Promise<Response> {
  const response = await assets.fetch(request);
  const url = new URL(request.url);
  const copyPath = brotliCopyPath(url.pathname);
  if (
    !copyPath ||
    (request.method !== 'GET' && request.method !== 'HEAD') ||
    response.status !== 200 ||
    !response.headers.get('content-type')?.startsWith('text/html') ||
    !acceptsBrotli(request.headers.get('accept-encoding'))
  ) {
    return response;
  }
  const head = request.method === 'HEAD';
  const copy = await assets.fetch(new Request(new URL(copyPath, url), { method: request.method }));
  if (copy.status !== 200 || (!head && !copy.body)) {
    await copy.body?.cancel();
    return response;
  }
  await response.body?.cancel();
  if (head) await copy.body?.cancel();
  const headers = new Headers(response.headers);
  headers.set('content-encoding', 'br');
  headers.delete('content-length');
  headers.append('vary', 'Accept-Encoding');
  // Another encoding of the same page: equal in meaning, not in bytes.
  const etag = headers.get('etag');
  if (etag && !etag.startsWith('W/')) headers.set('etag', `W/${etag}`);
  return new Response(head ? null : copy.body, {
    status: 200,
    headers,
    // Already encoded: the runtime sends the bytes as they are.
    encodeBody: 'manual',
  });
}
