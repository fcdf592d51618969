// The Worker trusts nothing but Access's token, checked here in full, so that a request that went
// around Access (the workers.dev host, a preview, a forged header) is refused.
import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { type LocalServerVars, setting, type WorkerSettings } from '@/worker/settings';

const ACCESS_TOKEN_HEADER = 'Cf-Access-Jwt-Assertion';

/**
 * Signed in only when the local server sets LOCAL_SIGN_IN_VAR (it does on loopback alone) and the
 * request itself is local (isLocalRequest): the setting alone, set on a deployed Worker by mistake,
 * opens nothing.
 */
export const LOCAL_IDENTITY = 'local@localhost';
export const LOCAL_SIGN_IN_VAR = 'INBOX_LOCAL_SIGN_IN' satisfies keyof LocalServerVars;
const LOCAL_HOSTNAMES = new Set(['localhost', '127.0.0.1']);
/** As URL.hostname spells them. */
const LOOPBACK_HOSTNAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

function isLoopbackAddress(ip: string): boolean {
  return ip === '::1' || /^(?:::ffff:)?127(?:\.\d{1,3}){3}$/i.test(ip);
}

/**
 * What a deployed Worker can tell for sure. Its URL's host is the one Cloudflare routed the request
 * on (a route, a custom domain, workers.dev), never localhost, whatever Host header was sent; and
 * the edge sets CF-Ray and CF-Connecting-IP (the visitor's public address) over the client's own.
 * Miniflare sets CF-Connecting-IP to the socket's peer, loopback on a loopback server, and no
 * CF-Ray. Locally the host check also refuses a DNS-rebinding page, whose Host is its own name.
 */
function isLocalRequest(request: Request): boolean {
  if (!LOOPBACK_HOSTNAMES.has(new URL(request.url).hostname)) return false;
  if (request.headers.has('CF-Ray')) return false;
  const client = request.headers.get('CF-Connecting-IP');
  return client === null || isLoopbackAddress(client.trim());
}

export type Identity = { email: string; local: boolean };
type AccessCheck = { ok: true; identity: Identity } | { ok: false; reason: string };

/** For the isolate's life: jose fetches again after 10 minutes or for an unknown key id. */
const keySets = new Map<string, JWTVerifyGetKey>();

function keySetOf(team: string): JWTVerifyGetKey {
  let keys = keySets.get(team);
  if (!keys) {
    keys = createRemoteJWKSet(new URL('/cdn-cgi/access/certs', team));
    keySets.set(team, keys);
  }
  return keys;
}

/** Plain http only for this machine (a test's own key server). */
function accessTeamOrigin(env: WorkerSettings): string | undefined {
  const value = setting(env, 'ACCESS_TEAM_DOMAIN');
  if (!value) return undefined;
  try {
    const url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(value) ? value : `https://${value}`);
    const secure =
      url.protocol === 'https:' || (url.protocol === 'http:' && LOCAL_HOSTNAMES.has(url.hostname));
    const bare = url.pathname === '/' && !url.search && !url.hash && !url.username;
    return secure && bare ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

function isAccessUnset(env: WorkerSettings): boolean {
  return !setting(env, 'ACCESS_TEAM_DOMAIN') && !setting(env, 'ACCESS_AUD');
}

/** The reason, for the 403 page, names what is missing, never a token or its claims. */
export async function checkAccess(
  request: Request,
  env: WorkerSettings & LocalServerVars,
): Promise<AccessCheck> {
  if (isAccessUnset(env)) {
    const local = env[LOCAL_SIGN_IN_VAR]?.trim();
    // Refused like an unset inbox: the page does not tell a stranger the setting is there.
    if (local && isLocalRequest(request))
      return { ok: true, identity: { email: local, local: true } };
    return {
      ok: false,
      reason: 'The inbox is not set up: ACCESS_TEAM_DOMAIN and ACCESS_AUD are unset.',
    };
  }
  const team = accessTeamOrigin(env);
  const audience = setting(env, 'ACCESS_AUD');
  if (!team || !audience) {
    return {
      ok: false,
      reason:
        'The inbox is not set up: ACCESS_TEAM_DOMAIN must be an https:// origin and ACCESS_AUD set.',
    };
  }
  const token = request.headers.get(ACCESS_TOKEN_HEADER);
  if (!token) return { ok: false, reason: 'No Cloudflare Access sign-in came with this request.' };
  try {
    const { payload } = await jwtVerify(token, keySetOf(team), {
      issuer: team,
      audience,
      // What Access signs with; naming it keeps a token from choosing its own algorithm.
      algorithms: ['RS256'],
      requiredClaims: ['exp', 'iat'],
    });
    const email = typeof payload.email === 'string' ? payload.email.trim() : '';
    // A service token carries no e-mail: nobody to record as "who", so no way in.
    if (!email) return { ok: false, reason: 'The Cloudflare Access sign-in names no e-mail.' };
    return { ok: true, identity: { email, local: false } };
  } catch {
    return { ok: false, reason: 'The Cloudflare Access sign-in was refused.' };
  }
}
