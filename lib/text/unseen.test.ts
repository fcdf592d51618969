import { describe, expect, it } from 'vitest';
import { toLeadSource } from '@/lib/quote/lead-source';
import { hasControlCharacter, unseenCleaner } from './unseen';

/** Every code point of the Basic Multilingual Plane but the surrogates, and the tag characters. */
const CODE_POINTS = [
  ...Array.from({ length: 0xd800 }, (_, index) => index),
  ...Array.from({ length: 0x10000 - 0xe000 }, (_, index) => 0xe000 + index),
  ...Array.from({ length: 0x80 }, (_, index) => 0xe0000 + index),
];

function changed(clean: (text: string) => string): number[] {
  return CODE_POINTS.filter((point) => {
    const char = String.fromCodePoint(point);
    return clean(`a${char}b`) !== `a${char}b`;
  });
}

describe('the unseen characters', () => {
  it('are, for a message, every control and format character but the tab and the line breaks', () => {
    const clean = unseenCleaner({ keep: '\t\n\u000b\u000c\r\u0085' });
    const expected = CODE_POINTS.filter((point) => {
      const char = String.fromCodePoint(point);
      return /[\p{Cc}\p{Cf}\u2028\u2029]/u.test(char) && !'\t\n\u000b\u000c\r\u0085'.includes(char);
    });
    expect(changed(clean)).toEqual(expected);
    expect(clean('a\u202eb\u200bc\u0007d\n\te\u0085')).toBe('abcd\n\te\u0085');
  });

  it('are, for a terminal, the controls and the bidi controls, each shown as U+FFFD', () => {
    const clean = unseenCleaner({ format: 'bidi', replacement: '\uFFFD' });
    const expected = CODE_POINTS.filter((point) =>
      /[\p{Cc}\u202a-\u202e\u2066-\u2069]/u.test(String.fromCodePoint(point)),
    );
    expect(changed(clean)).toEqual(expected);
    // A joiner holds a Persian word or an emoji together, and does nothing to a terminal.
    expect(clean('می\u200cخواهم 👩\u200d💻')).toBe('می\u200cخواهم 👩\u200d💻');
    expect(clean('\u001b[2J\u2067x')).toBe('\uFFFD[2J\uFFFDx');
  });

  it('are, for the visit’s source, the controls: a value with one is dropped, in the wizard too', () => {
    // lib/quote/lead-source.ts ships in the wizard's script, which this refactor leaves byte for
    // byte as it was: it keeps its own pattern, held to this one here.
    const disagree = CODE_POINTS.filter((point) => {
      const value = `a${String.fromCodePoint(point)}b`;
      return (toLeadSource({ utmSource: value }) === null) !== hasControlCharacter(value);
    });
    expect(disagree).toEqual([]);
  });
});
