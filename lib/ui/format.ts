const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

// A fixed locale, and UTC both to read (Date parses a bare ISO date as UTC) and to print: the
// same on the server and in every browser.
export function formatDate(isoDate: string): string {
  return dateFormat.format(new Date(isoDate));
}

export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
