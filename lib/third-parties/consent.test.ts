import { describe, expect, it } from 'vitest';
import {
  CONSENT_VERSION,
  consentExpiresAt,
  type ConsentRecord,
  isChoiceComplete,
  parseConsent,
  recordChoices,
  serializeConsent,
} from './consent';

const decidedAt = Date.UTC(2026, 0, 15, 12);
const day = 24 * 60 * 60 * 1000;

function raw(record: Record<string, unknown>): string {
  return JSON.stringify(record);
}

describe('the consent record', () => {
  it('reads back what was stored', () => {
    const record: ConsentRecord = { version: CONSENT_VERSION, decidedAt, analytics: true };
    expect(parseConsent(serializeConsent(record), decidedAt + day)).toEqual(record);
  });

  it('holds for six calendar months, then counts as no choice', () => {
    const stored = raw({ version: CONSENT_VERSION, decidedAt, analytics: false, chat: true });
    expect(consentExpiresAt(decidedAt)).toBe(Date.UTC(2026, 6, 15, 12));
    expect(parseConsent(stored, Date.UTC(2026, 6, 15, 11, 59))).not.toBeNull();
    expect(parseConsent(stored, Date.UTC(2026, 6, 15, 12))).toBeNull();
    expect(parseConsent(stored, decidedAt + 400 * day)).toBeNull();
  });

  it('asks again when the version changed (a category was added)', () => {
    expect(parseConsent(raw({ version: CONSENT_VERSION - 1, decidedAt }), decidedAt)).toBeNull();
    expect(parseConsent(raw({ version: CONSENT_VERSION + 1, decidedAt }), decidedAt)).toBeNull();
    expect(parseConsent(raw({ decidedAt, analytics: true }), decidedAt)).toBeNull();
  });

  it.each([
    ['not JSON', '{"version":1,'],
    ['a string', '"yes"'],
    ['null', 'null'],
    ['an array', '[1,2]'],
    ['a number', '42'],
    ['no date', raw({ version: CONSENT_VERSION, analytics: true })],
    ['a date as text', raw({ version: CONSENT_VERSION, decidedAt: '2026-01-15' })],
    ['a category as text', raw({ version: CONSENT_VERSION, decidedAt, analytics: 'true' })],
    ['a category as null', raw({ version: CONSENT_VERSION, decidedAt, chat: null })],
    ['a date far ahead', raw({ version: CONSENT_VERSION, decidedAt: decidedAt + 30 * day })],
    ['empty', ''],
  ])('treats a corrupt record (%s) as no choice', (_, stored) => {
    expect(parseConsent(stored, decidedAt)).toBeNull();
  });

  it('ignores fields it does not know', () => {
    expect(
      parseConsent(raw({ version: CONSENT_VERSION, decidedAt, chat: false, ads: true }), decidedAt),
    ).toEqual({ version: CONSENT_VERSION, decidedAt, chat: false });
  });

  it('records new choices over the earlier ones, dated now', () => {
    const earlier: ConsentRecord = { version: CONSENT_VERSION, decidedAt, analytics: false };
    const later = decidedAt + 10 * day;
    expect(recordChoices(earlier, { chat: true }, later)).toEqual({
      version: CONSENT_VERSION,
      decidedAt: later,
      analytics: false,
      chat: true,
    });
    expect(recordChoices(null, { analytics: true }, later)).toEqual({
      version: CONSENT_VERSION,
      decidedAt: later,
      analytics: true,
    });
  });

  it('is complete only with a choice for every configured category', () => {
    const chatOnly: ConsentRecord = { version: CONSENT_VERSION, decidedAt, chat: true };
    expect(isChoiceComplete(null, ['chat'])).toBe(false);
    expect(isChoiceComplete(chatOnly, ['chat'])).toBe(true);
    expect(isChoiceComplete(chatOnly, ['analytics', 'chat'])).toBe(false);
    expect(isChoiceComplete({ ...chatOnly, analytics: false }, ['analytics', 'chat'])).toBe(true);
  });
});
