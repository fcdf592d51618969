// The public configuration: NEXT_PUBLIC_* variables, inlined at build time.

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

export const env = {
  /** Absolute origin of the deployed site, used for canonicals, the sitemap and Open Graph. */
  siteUrl: withoutTrailingSlash(read(process.env.NEXT_PUBLIC_SITE_URL, 'http://localhost:3000')),
  /** Where quotes are posted ({host}/api/submitQuote); empty means the site's own origin. */
  quoteApiHost: withoutTrailingSlash(read(process.env.NEXT_PUBLIC_QUOTE_API_HOST, '')),
  /** The public IP lookup; its JSON answer's `ip` field becomes userip. */
  ipLookupUrl: read(process.env.NEXT_PUBLIC_IP_LOOKUP_URL, 'https://api.ipify.org?format=json'),
  /** The scheduling page shown in the Book a Meeting modal. */
  schedulingUrl: read(
    process.env.NEXT_PUBLIC_SCHEDULING_URL,
    'https://calendly.com/nimbleforge-technologies/discovery-call',
  ),
  /** Live chat (tawk.to): both ids are needed; empty turns the chat off. */
  tawkPropertyId: read(process.env.NEXT_PUBLIC_TAWK_PROPERTY_ID, ''),
  tawkWidgetId: read(process.env.NEXT_PUBLIC_TAWK_WIDGET_ID, ''),
  /** Session analytics (Microsoft Clarity); empty turns it off. */
  clarityProjectId: read(process.env.NEXT_PUBLIC_CLARITY_PROJECT_ID, ''),
  /** Cloudflare Turnstile on the quote form; empty turns it off. */
  turnstileSiteKey: read(process.env.NEXT_PUBLIC_TURNSTILE_SITE_KEY, ''),
  /** The pages report their visits to the Worker (POST /api/events); off where it does not answer. */
  countVisits: flag(process.env.NEXT_PUBLIC_COUNT_VISITS, true),
} as const;
