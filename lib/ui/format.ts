const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/**
 * "2026-03-10" as "10 March 2026", the same on the server and in every browser: a fixed locale, and
 * UTC both to read the date (Date parses a bare ISO date as UTC) and to print it.
 */
export function formatDate(isoDate: string): string {
  return dateFormat.format(new Date(isoDate));
}

/** A phone number as a tel: link, keeping only the digits and the leading +. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
