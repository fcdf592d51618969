/** The third parties the site talks to, and the origins each needs, from the configuration. */
import { siteEnv } from '@/lib/site/env';

export const TAWK_SCRIPT_ORIGIN = 'https://embed.tawk.to';
export const CLARITY_SCRIPT_ORIGIN = 'https://www.clarity.ms';
export const TURNSTILE_ORIGIN = 'https://challenges.cloudflare.com';
export const TURNSTILE_SCRIPT_URL = `${TURNSTILE_ORIGIN}/turnstile/v0/api.js?render=explicit`;

export function chatConfigured(): boolean {
  const env = siteEnv();
  return Boolean(env.tawkPropertyId && env.tawkWidgetId);
}

export function analyticsConfigured(): boolean {
  return Boolean(siteEnv().clarityProjectId);
}

export function turnstileConfigured(): boolean {
  return Boolean(siteEnv().turnstileSiteKey);
}

export function tawkScriptUrl(): string {
  const env = siteEnv();
  return `${TAWK_SCRIPT_ORIGIN}/${encodeURIComponent(env.tawkPropertyId)}/${encodeURIComponent(env.tawkWidgetId)}`;
}

export function clarityScriptUrl(): string {
  return `${CLARITY_SCRIPT_ORIGIN}/tag/${encodeURIComponent(siteEnv().clarityProjectId)}`;
}

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

export interface CspSources {
  script: string[];
  style: string[];
  img: string[];
  font: string[];
  connect: string[];
  frame: string[];
}

/** The external sources each CSP directive must allow, for what is configured. */
export function thirdPartySources(): CspSources {
  const sources: CspSources = { script: [], style: [], img: [], font: [], connect: [], frame: [] };
  const add = (key: keyof CspSources, ...values: (string | null)[]) =>
    values.forEach((value) => value && !sources[key].includes(value) && sources[key].push(value));
  const env = siteEnv();
  add('connect', originOf(env.ipLookupUrl), env.quoteApiHost ? originOf(env.quoteApiHost) : null);
  add('frame', originOf(env.schedulingUrl));
  if (chatConfigured()) {
    add('script', TAWK_SCRIPT_ORIGIN, 'https://*.tawk.to', 'https://cdn.jsdelivr.net');
    add('style', TAWK_SCRIPT_ORIGIN, 'https://*.tawk.to', 'https://fonts.googleapis.com');
    add('img', 'https://*.tawk.to', 'https://cdn.jsdelivr.net', 'https://tawk.link');
    add('font', 'https://*.tawk.to', 'https://fonts.gstatic.com');
    add('connect', 'https://*.tawk.to', 'wss://*.tawk.to');
    add('frame', 'https://*.tawk.to');
  }
  if (analyticsConfigured()) {
    add('script', CLARITY_SCRIPT_ORIGIN, 'https://*.clarity.ms');
    add('img', 'https://*.clarity.ms', 'https://c.bing.com');
    add('connect', 'https://*.clarity.ms', 'https://c.bing.com');
  }
  if (turnstileConfigured()) {
    add('script', TURNSTILE_ORIGIN);
    add('frame', TURNSTILE_ORIGIN);
  }
  return sources;
}

/**
 * Inline scripts and `<style>` elements by hash: the HTML holds no `style` attribute, and React
 * writes styles through the CSSOM, which no policy governs. The chat widget writes inline styles,
 * so with chat on styles are 'unsafe-inline' (a hash in the list would make browsers ignore it).
 */
export function contentSecurityPolicy(
  inlineScriptHashes: string[],
  inlineStyleHashes: string[] = [],
): string {
  const sources = thirdPartySources();
  const list = (...values: string[]) => values.filter(Boolean).join(' ');
  const sha256 = (hash: string) => `'sha256-${hash}'`;
  const inlineStyles = chatConfigured() ? ["'unsafe-inline'"] : inlineStyleHashes.map(sha256);
  return [
    `default-src 'self'`,
    `script-src ${list("'self'", ...inlineScriptHashes.map(sha256), ...sources.script)}`,
    `style-src ${list("'self'", ...inlineStyles, ...sources.style)}`,
    `img-src ${list("'self'", 'data:', ...sources.img)}`,
    `font-src ${list("'self'", ...sources.font)}`,
    `connect-src ${list("'self'", ...sources.connect)}`,
    `frame-src ${list(...sources.frame) || "'none'"}`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `object-src 'none'`,
  ].join('; ');
}

/** The header policy of every path (public/_headers, docs/security-headers.md). */
export const HEADER_CONTENT_SECURITY_POLICY =
  "frame-ancestors 'self'; base-uri 'self'; object-src 'none'";
