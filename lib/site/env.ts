// The public configuration: NEXT_PUBLIC_* variables, inlined at build time. Read through
// siteEnv() when needed, never at import: a build script loads the `.env*` files first
// (scripts/env-files.ts), and a value computed before that would miss them. Each variable is
// spelled out in full, the form Next replaces in the client bundle.

function read(value: string | undefined, fallback: string): string {
  const trimmed = value?.trim();
  return trimmed ? trimmed : fallback;
}

/** On unless set to false, 0, off or no. */
function flag(value: string | undefined, fallback: boolean): boolean {
  const trimmed = value?.trim().toLowerCase();
  return trimmed ? !['false', '0', 'off', 'no'].includes(trimmed) : fallback;
}

function withoutTrailingSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

export interface SiteEnv {
  /** Absolute origin of the deployed site, used for canonicals, the sitemap and Open Graph. */
  siteUrl: string;
  /** Where quotes are posted ({host}/api/submitQuote); empty means the site's own origin. */
  quoteApiHost: string;
  /** The public IP lookup; its JSON answer's `ip` field becomes userip. */
  ipLookupUrl: string;
  /** The scheduling page shown in the Book a Meeting modal. */
  schedulingUrl: string;
  /** Live chat (tawk.to): both ids are needed; empty turns the chat off. */
  tawkPropertyId: string;
  tawkWidgetId: string;
  /** Session analytics (Microsoft Clarity); empty turns it off. */
  clarityProjectId: string;
  /** Cloudflare Turnstile on the quote form; empty turns it off. */
  turnstileSiteKey: string;
  /** The pages report their visits to the Worker (POST /api/events); off where it does not answer. */
  countVisits: boolean;
}

export function siteEnv(): SiteEnv {
  return {
    siteUrl: withoutTrailingSlash(read(process.env.NEXT_PUBLIC_SITE_URL, 'http://localhost:3000')),
    quoteApiHost: withoutTrailingSlash(read(process.env.NEXT_PUBLIC_QUOTE_API_HOST, '')),
    ipLookupUrl: read(process.env.NEXT_PUBLIC_IP_LOOKUP_URL, 'https://api.ipify.org?format=json'),
    schedulingUrl: read(
      process.env.NEXT_PUBLIC_SCHEDULING_URL,
      'https://calendly.com/nimbleforge-technologies/discovery-call',
    ),
    tawkPropertyId: read(process.env.NEXT_PUBLIC_TAWK_PROPERTY_ID, ''),
    tawkWidgetId: read(process.env.NEXT_PUBLIC_TAWK_WIDGET_ID, ''),
    clarityProjectId: read(process.env.NEXT_PUBLIC_CLARITY_PROJECT_ID, ''),
    turnstileSiteKey: read(process.env.NEXT_PUBLIC_TURNSTILE_SITE_KEY, ''),
    countVisits: flag(process.env.NEXT_PUBLIC_COUNT_VISITS, true),
  };
}
