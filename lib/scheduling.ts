/**
 * The scheduling page's URL for the inline embed. For a Calendly URL, Calendly's inline embed
 * wants the embedding host and the embed type in the query.
 */
export function schedulingEmbedUrl(url: string, siteHost: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return url;
  }
  if (/(^|\.)calendly\.com$/.test(parsed.hostname)) {
    parsed.searchParams.set('embed_domain', siteHost);
    parsed.searchParams.set('embed_type', 'Inline');
  }
  return parsed.toString();
}
