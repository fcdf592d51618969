/** "2026-03-10" as "10 March 2026", the same on the server and in every browser. */
export function formatDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  const names = [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ];
  return `${day} ${names[(month ?? 1) - 1]} ${year}`;
}

/** A phone number as a tel: link, keeping only the digits and the leading +. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
