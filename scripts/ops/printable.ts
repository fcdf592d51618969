/**
 * What a visitor typed, made safe for a terminal: whitespace runs become one space, and
 * control characters (ESC starts the sequences that recolour or retitle) and bidirectional
 * overrides become a visible U+FFFD.
 */
export function printable(text: unknown): string {
  return String(text ?? '')
    .replace(/\s+/g, ' ')
    .replace(/[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g, '\uFFFD');
}
