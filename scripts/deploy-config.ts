// What `npm run build:deploy` refuses to ship: a build without the site's public origin
// (canonicals, sitemap and JSON-LD would point at localhost), or with a quote endpoint that a
// browser on an https page could not post to.

export type DeployEnv = Record<string, string | undefined>;

/** The origin of `value` when it is exactly an https:// origin (a trailing slash allowed). */
function httpsOrigin(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  const bare = url.pathname === '/' && !url.search && !url.hash && !value.includes('?');
  if (url.protocol !== 'https:' || !bare || url.username || url.password) return null;
  return url.origin;
}

function isHttpsUrl(value: string): boolean {
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}

/** The problems of a deploy configuration, one message each naming its variable; [] is fine. */
export function deployConfigProblems(env: DeployEnv): string[] {
  const problems: string[] = [];
  const value = (name: string) => env[name]?.trim() ?? '';

  const checkHttpsOrigin = (name: string, whenUnset: string | null, example: string) => {
    const given = value(name);
    if (!given) {
      if (whenUnset) problems.push(`${name} is not set: ${whenUnset}`);
    } else if (!httpsOrigin(given))
      problems.push(
        `${name} is "${given}": it must be an https:// origin with no path (e.g. ${example}).`,
      );
  };
  checkHttpsOrigin(
    'NEXT_PUBLIC_SITE_URL',
    'set it to the https:// origin the site is served at (e.g. https://www.example.com); ' +
      'canonical links, the sitemap and Open Graph use it.',
    'https://www.example.com',
  );
  // Unset, quotes go to the site's own origin, which the Worker of `npm run deploy` answers.
  checkHttpsOrigin('NEXT_PUBLIC_QUOTE_API_HOST', null, 'https://api.example.com');

  // Optional, but when set, the Content-Security-Policy can only allow an absolute https URL.
  for (const name of ['NEXT_PUBLIC_IP_LOOKUP_URL', 'NEXT_PUBLIC_SCHEDULING_URL']) {
    const url = value(name);
    if (url && !isHttpsUrl(url)) {
      problems.push(`${name} is "${url}": it must be an absolute https:// URL.`);
    }
  }
  return problems;
}
