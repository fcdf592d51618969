import * as z from 'zod';

/**
 * An address on this site as a browser asks for it: a slash, then words of letters, digits and
 * . _ ~ - between slashes. No host, query, fragment, `*` or `:placeholder`, which not every host
 * reads the same way (docs/security-headers.md lists the hosts).
 */
export const SITE_PATH = /^\/(?:[A-Za-z0-9._~-]+\/)*[A-Za-z0-9._~-]*$/;

const from = z.string().regex(SITE_PATH, {
  error: 'must be an address on this site, starting with / (e.g. /services/old-name/)',
});
const to = z.string().regex(/^(?:\/(?:[A-Za-z0-9._~-]+\/)*|https:\/\/[^\s]+)$/, {
  error:
    'must be a page of this site, starting and ending with / (e.g. /contact/), or an https:// address',
});

export const redirect = z.strictObject({ from, to });
export type Redirect = z.output<typeof redirect>;

export const redirectsFile = z.strictObject({ redirects: z.array(redirect) });
