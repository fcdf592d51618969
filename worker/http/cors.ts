export function corsFor(
  request: Request,
  allowedOrigins: readonly string[],
): { allowed: boolean; headers: Record<string, string> } {
  // The answer depends on Origin whatever it is, so caches must key on it.
  const headers: Record<string, string> = { Vary: 'Origin' };
  const origin = request.headers.get('Origin');
  if (origin === null || isSameOrigin(request, origin)) return { allowed: true, headers };
  if (!allowedOrigins.map(normalizeOrigin).includes(normalizeOrigin(origin))) {
    return { allowed: false, headers };
  }
  return { allowed: true, headers: { ...headers, 'Access-Control-Allow-Origin': origin } };
}

/** http:// or https:// and the request's Host: a proxy in front may end TLS. */
function isSameOrigin(request: Request, origin: string): boolean {
  const host = request.headers.get('Host') ?? new URL(request.url).host;
  const normalized = normalizeOrigin(origin);
  const lowerHost = host.toLowerCase();
  return normalized === `http://${lowerHost}` || normalized === `https://${lowerHost}`;
}

export function normalizeOrigin(origin: string): string {
  return origin.trim().replace(/\/+$/, '').toLowerCase();
}

export function splitList(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}
