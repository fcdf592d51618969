/** The scheduling page's URL for the inline embed. */
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
