// What a content body may hold: Markdown and nothing that runs. Raw HTML passes through marked
// untouched and would reach the page as it is (a <script>, an onerror attribute, an <iframe>),
// and a link's target is written into an href as it is (javascript:). The build refuses both
// (read-files.ts); the editor's form refuses the same, more strictly, before Publish
// (EDITOR_BODY_PATTERN, lib/editor/config.ts).
import { marked, type Token } from 'marked';

export interface UnsafeMarkdown {
  /** 1-based, within the Markdown given. */
  line: number;
  message: string;
}

const SAFE_SCHEMES = ['http', 'https', 'mailto', 'tel'];

/**
 * An href that cannot run script: http(s), mailto:, tel:, a path or a fragment. Read as a browser
 * reads it, and stricter: spaces and control characters anywhere are dropped (the URL parser
 * drops tabs and newlines inside a scheme), case is ignored, and a character reference (`&#106;`,
 * `&colon;`) before the first `/`, `?` or `#`, where the scheme is, is refused rather than decoded.
 */
export function isSafeHref(href: string): boolean {
  const compact = href.replace(/[\u0000-\u0020\u007f-\u009f]/g, '').toLowerCase();
  const head = compact.split(/[/?#]/, 1)[0] ?? '';
  if (head.includes('&')) return false;
  const colon = head.indexOf(':');
  return colon === -1 || SAFE_SCHEMES.includes(head.slice(0, colon));
}

export const SAFE_TARGETS = 'http(s)://, mailto:, tel:, a path on the site (/blog/) or a #fragment';

function shortened(text: string): string {
  const line = text.trim().replace(/\s+/g, ' ');
  return line.length > 60 ? `${line.slice(0, 59)}…` : line;
}

function problemOf(token: Token): string | undefined {
  switch (token.type) {
    case 'html':
      return `has raw HTML "${shortened(token.raw)}": HTML in content could run script on the site, so it is refused; write it in Markdown (the editor's formatting buttons)`;
    case 'link':
    case 'image':
    case 'def': {
      const href = (token as { href?: unknown }).href;
      if (typeof href !== 'string' || isSafeHref(href)) return undefined;
      const what = token.type === 'image' ? 'shows an image from' : 'links to';
      return `${what} "${shortened(href)}", which could run script: a link may go only to ${SAFE_TARGETS}`;
    }
    default:
      return undefined;
  }
}

/** Every token under one: paragraphs' inline tokens, list items, table cells, quotes. */
function* tokensIn(value: unknown): Generator<Token> {
  if (Array.isArray(value)) {
    for (const item of value) yield* tokensIn(item);
  } else if (typeof value === 'object' && value !== null) {
    if (typeof (value as { type?: unknown }).type === 'string') yield value as Token;
    for (const child of Object.values(value)) if (typeof child === 'object') yield* tokensIn(child);
  }
}

function lineAt(text: string, offset: number): number {
  return text.slice(0, offset).split('\n').length;
}

/** What in this Markdown could run script, each with its line; none for plain Markdown. */
export function unsafeMarkdown(markdown: string): UnsafeMarkdown[] {
  const source = markdown.replace(/\r\n?/g, '\n');
  const found = new Map<string, UnsafeMarkdown>();
  let cursor = 0;
  for (const block of marked.lexer(source)) {
    const at = source.indexOf(block.raw, cursor);
    const start = at === -1 ? cursor : at;
    cursor = at === -1 ? cursor : at + block.raw.length;
    for (const token of tokensIn(block)) {
      const message = problemOf(token);
      if (!message) continue;
      // A quote's or a list's inner tokens lose their markers; the block's line then stands.
      const inner = source.indexOf(token.raw, start);
      const line = lineAt(source, inner === -1 || inner >= cursor ? start : inner);
      found.set(`${line} ${message}`, { line, message });
    }
  }
  return [...found.values()];
}

/**
 * The editor's rule for a body, as Decap reads a field's `pattern` (`RegExp(pattern).test(value)`,
 * no flags): it matches a body without `<` before a letter, `/`, `!` or `?` (raw HTML, comments,
 * `<...>` autolinks), and without a link target (after `](` or a reference's `]:`) in angle
 * brackets or with a `:`, `&` or `\` before its first `/`, `?` or `#` unless it starts with
 * http://, https://, mailto: or tel:. Stricter than the build (it also refuses HTML shown in a
 * code span), never looser: lib/editor/config.test.ts feeds both the same hostile bodies.
 */
export const EDITOR_BODY_PATTERN: readonly [string, string] = [
  String.raw`^(?![\s\S]*<[A-Za-z/!?])(?![\s\S]*\][(:][ \t\n]*(?:<|(?!https?://|mailto:|tel:)[^\s)/?#]*[:&\\]))`,
  "Raw HTML and script links are not allowed here: use the editor's formatting buttons instead.",
];
