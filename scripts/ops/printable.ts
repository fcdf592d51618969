import { unseenCleaner } from '@/lib/text/unseen';

// Controls (ESC starts escape sequences) and bidi controls become a visible U+FFFD, so the
// terminal shows something was there; other format characters, such as joiners, stay.
const marked = unseenCleaner({ format: 'bidi', replacement: '\uFFFD' });

/** What a visitor typed, made safe for a terminal: whitespace runs become one space. */
export function printable(text: unknown): string {
  return marked(String(text ?? '').replace(/\s+/g, ' '));
}
