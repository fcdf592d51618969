// The visitor's consent as kept in localStorage: the categories allowed, when, which version.

/** Bump when a category is added or its meaning changes: every visitor is asked again. */
export const CONSENT_VERSION = 1;
export const CONSENT_STORAGE_KEY = 'nf-consent';
export const CONSENT_MAX_AGE_MONTHS = 6;

/** The optional categories; "strictly necessary" (this record itself) is always on. */
export const CONSENT_CATEGORIES = ['analytics', 'chat'] as const;
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];

export type ConsentChoices = Partial<Record<ConsentCategory, boolean>>;

export interface ConsentRecord extends ConsentChoices {
  version: number;
  /** When the visitor last chose, in ms since the epoch. */
  decidedAt: number;
}

/** The moment a record decided at `decidedAt` stops counting: six calendar months later. */
export function consentExpiresAt(decidedAt: number): number {
  const expiry = new Date(decidedAt);
  expiry.setUTCMonth(expiry.getUTCMonth() + CONSENT_MAX_AGE_MONTHS);
  return expiry.getTime();
}

export function parseConsent(raw: string | null | undefined, now: number): ConsentRecord | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const data = value as Record<string, unknown>;
  if (data.version !== CONSENT_VERSION) return null;
  const decidedAt = data.decidedAt;
  if (typeof decidedAt !== 'number' || !Number.isFinite(decidedAt)) return null;
  // A clock set back a little is tolerated; a date far ahead is not a real choice.
  if (decidedAt > now + 24 * 60 * 60 * 1000 || now >= consentExpiresAt(decidedAt)) return null;
  const record: ConsentRecord = { version: CONSENT_VERSION, decidedAt };
  for (const category of CONSENT_CATEGORIES) {
    const choice = data[category];
    if (choice === undefined) continue;
    if (typeof choice !== 'boolean') return null;
    record[category] = choice;
  }
  return record;
}

export function serializeConsent(record: ConsentRecord): string {
  return JSON.stringify(record);
}

export function recordChoices(
  previous: ConsentRecord | null,
  choices: ConsentChoices,
  now: number,
): ConsentRecord {
  const record: ConsentRecord = { version: CONSENT_VERSION, decidedAt: now };
  for (const category of CONSENT_CATEGORIES) {
    const choice = choices[category] ?? previous?.[category];
    if (choice !== undefined) record[category] = choice;
  }
  return record;
}

/** The visitor has chosen for every category that is configured: no need to ask. */
export function isChoiceComplete(
  record: ConsentRecord | null,
  configured: readonly ConsentCategory[],
): boolean {
  return record !== null && configured.every((category) => record[category] !== undefined);
}
