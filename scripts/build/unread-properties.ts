// Tailwind registers each of its custom properties (`@property --tw-shadow {…}`, and for browsers
// without `@property` the same initial values in `@layer properties`) whether or not a rule reads
// it, and its theme's variables that some rule of the page reads; in a page's critical CSS most
// are read by no rule it keeps: about 7 KB of the first screen's CSS. The whole stylesheet,
// applied after the first paint (before any script runs), has them all.

const REGISTRATION = /@property (--[\w-]+)\{[^{}]*\}/g;
/** The fallback block: `@layer properties{@supports (…){*,:before,…{--a:0;--b:…}}}`. */
const FALLBACK = /@layer properties\{@supports [^{]*\{[^{]*\{([^{}]*)\}\}\}/;

/** The theme's variables: `@layer theme{:root,:host{--color-ink:…;…}}`. */
const THEME = /@layer theme\{:root,:host\{([^{}]*)\}\}/;

/** The custom properties some declaration reads through `var()`. */
function readProperties(css: string): Set<string> {
  return new Set([...css.matchAll(/var\((--[\w-]+)/g)].map((match) => match[1]!));
}

/**
 * `css` (minified, as beasties writes it) without the registrations, fallback initial values and
 * theme values of custom properties that no declaration in it reads.
 */
export function withoutUnreadProperties(css: string): string {
  const fallback = FALLBACK.exec(css);
  const theme = THEME.exec(css);
  const rest = css.replace(REGISTRATION, '').replace(FALLBACK, '').replace(THEME, '');
  // A theme variable read by another theme variable (`--text-sm--line-height`) counts as read.
  const read = readProperties(`${rest}${theme?.[1] ?? ''}`);
  let pruned = css.replace(REGISTRATION, (rule, name: string) => (read.has(name) ? rule : ''));
  for (const block of [fallback, theme]) {
    if (!block) continue;
    const kept = block[1]!
      .split(';')
      .filter((declaration) => read.has(declaration.slice(0, declaration.indexOf(':'))));
    const replacement = kept.length ? block[0].replace(block[1]!, () => kept.join(';')) : '';
    pruned = pruned.replace(block[0], () => replacement);
  }
  return pruned;
}
