// Characters a reader never sees but that change what they see (a terminal runs ESC's sequences,
// bidi overrides reorder a line, zero-width ones make one value look like two). Listed once so the
// sales message, `npm run quotes` and the visit's source agree. No import: any runtime.

/** The C0 and C1 control characters and DEL, as a character class's range. */
export const CONTROL_CHARACTERS = '\\u0000-\\u001f\\u007f-\\u009f';
/** The bidi embeddings, overrides and isolates: what reorders a terminal's line. */
const BIDI = '\\u202a-\\u202e\\u2066-\\u2069';
/**
 * Every format character (Cf: the bidi controls, the direction marks, zero-width spaces and
 * joiners, the byte order mark, the soft hyphen, tag characters ...) and the line and paragraph
 * separators, which some readers break a line at and others do not.
 */
const FORMAT = '\\p{Cf}\\u2028\\u2029';

const CONTROL_CHARACTER = new RegExp(`[${CONTROL_CHARACTERS}]`);

export interface UnseenOptions {
  /**
   * Which format characters go with the control characters: every one (the default), or the
   * bidi controls alone, for a reader such as a terminal where the others are harmless and
   * joiners hold a script's words together.
   */
  format?: 'all' | 'bidi';
  /** Control characters kept all the same: the line breaks a caller splits on itself. */
  keep?: string;
  /** What each becomes: nothing (the default), or a mark that shows something was there. */
  replacement?: string;
}

export function unseenCleaner(options: UnseenOptions = {}): (text: string) => string {
  const kept = [...(options.keep ?? '')].map(escape).join('');
  const format = options.format === 'bidi' ? BIDI : FORMAT;
  const pattern = new RegExp(
    `${kept ? `(?![${kept}])` : ''}[${CONTROL_CHARACTERS}${format}]`,
    'gu',
  );
  const replacement = options.replacement ?? '';
  return (text) => text.replace(pattern, replacement);
}

/** Whether the text holds a control character: a value with one is no value of the wizard's. */
export function hasControlCharacter(text: string): boolean {
  return CONTROL_CHARACTER.test(text);
}

function escape(char: string): string {
  return `\\u{${char.codePointAt(0)!.toString(16)}}`;
}
