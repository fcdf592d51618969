// A visit's source as the funnel counts it: short and plain, so that what a visitor can put in a
// link's utm_* values can neither grow the counts without end nor keep a person's address in them
// (docs/privacy.md). The leads keep their source as it came; only the counts go through this.

/** Counted in place of an address-like label, one past the day's cap, or one left empty. */
export const OTHER_SOURCE = 'other';

export const SOURCE_LABEL_MAX_LENGTH = 40;

/**
 * New labels a day before the rest count as `other`. A busy day brings a few dozen real ones
 * (campaigns, utm sources, referring hosts); the cap leaves them room fourfold while a script
 * inventing labels adds at most this many times the site's pages and events rows a day.
 */
export const NEW_SOURCES_PER_DAY = 200;

/** A phone number has seven digits or more; so does an id. Dates are set aside first. */
const MAX_DIGITS = 6;
/**
 * A calendar date written with separators (2026-11-27, 2026_11, 2026.11.27): campaigns carry
 * them, and no phone number is written so.
 */
const DATE = /(?<!\d)(?:19|20)\d\d([-_./])(?:0?[1-9]|1[0-2])(?:\1(?:0?[1-9]|[12]\d|3[01]))?(?!\d)/g;
const ADDRESS_LIKE = /@|%40/i;
const DISALLOWED = /[^a-z0-9 ._/()-]+/g;
const COMBINING_MARKS = /[\u0300-\u036f]/g;

/**
 * Lower case, accents taken off, any other character a space, at most 40 characters; `other`
 * for one that looks like an e-mail address or carries more than six digits besides a date (a
 * phone number, an id), and for one left empty.
 */
export function countedSourceLabel(label: string): string {
  // After NFKD, which turns a full-width ＠ or ９ into the plain one.
  const decomposed = label.normalize('NFKD');
  if (ADDRESS_LIKE.test(decomposed)) return OTHER_SOURCE;
  const plain = decomposed
    .replace(COMBINING_MARKS, '')
    .toLowerCase()
    .replace(DISALLOWED, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if ((plain.replace(DATE, '').match(/\d/g)?.length ?? 0) > MAX_DIGITS) return OTHER_SOURCE;
  const short = plain.slice(0, SOURCE_LABEL_MAX_LENGTH).trim();
  return short === '' ? OTHER_SOURCE : short;
}
