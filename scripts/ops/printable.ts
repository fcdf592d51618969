import { unseenCleaner } from '@/lib/text/unseen';

/**
 * Control characters (ESC starts the sequences that recolour or retitle) and the bidirectional
 * controls, each shown as a visible U+FFFD: the terminal must show that something was there.
 * The other format characters stay, as the joiners that hold a script's words together.
 */
const marked = unseenCleaner({ format: 'bidi', replacement: '\uFFFD' });

/** What a visitor typed, made safe for a terminal: whitespace runs become one space. */
export function printable(text: unknown): string {
  return marked(String(text ?? '').replace(/\s+/g, ' '));
}
