// Tailwind registers each of its custom properties (`@property --tw-shadow {…}`, and for browsers
// without `@property` the same initial values in `@layer properties`) whether or not a rule reads
// it. In a page's critical CSS most are set by no rule it keeps, or set and never read: about 6 KB
// of the first screen's CSS. The whole stylesheet, applied after the first paint, registers them all.

const REGISTRATION = /@property (--[\w-]+)\{[^{}]*\}/g;
/** The fallback block: `@layer properties{@supports (…){*,:before,…{--a:0;--b:…}}}`. */
const FALLBACK = /@layer properties\{@supports [^{]*\{[^{]*\{([^{}]*)\}\}\}/;

/** The custom properties some declaration reads through `var()`. */
function readProperties(css: string): Set<string> {
  return new Set([...css.matchAll(/var\((--[\w-]+)/g)].map((match) => match[1]!));
}

/**
 * `css` (minified, as beasties writes it) without the registrations and fallback initial values
 * of custom properties that no declaration in it reads.
 */
export function withoutUnreadProperties(css: string): string {
  const fallback = FALLBACK.exec(css);
  const rest = css.replace(REGISTRATION, '').replace(FALLBACK, '');
  const read = readProperties(rest);
  let pruned = css.replace(REGISTRATION, (rule, name: string) => (read.has(name) ? rule : ''));
  if (fallback) {
    const kept = fallback[1]!
      .split(';')
      .filter((declaration) => read.has(declaration.slice(0, declaration.indexOf(':'))));
    const block = fallback[0];
    const replacement = kept.length ? block.replace(fallback[1]!, () => kept.join(';')) : '';
    pruned = pruned.replace(block, () => replacement);
  }
  return pruned;
}
