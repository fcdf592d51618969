export const PAGE_URL_MAX_LENGTH = 2048;

/**
 * A page address within the limit, for the wizard and the endpoint alike: a campaign query
 * string can make it longer, and a refused quote is a lost lead. Over the limit it loses its
 * query and fragment, then is cut, never inside a surrogate pair.
 */
export function fitPageUrl(url: string, limit: number = PAGE_URL_MAX_LENGTH): string {
  if (url.length <= limit) return url;
  let cut = url.replace(/[?#][\s\S]*$/, '').slice(0, limit);
  if (/[\uD800-\uDBFF]$/.test(cut)) cut = cut.slice(0, -1);
  return cut;
}
