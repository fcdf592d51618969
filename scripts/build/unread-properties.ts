// Tailwind registers each of its custom properties (`@property --tw-shadow {…}`, and for browsers
// without `@property` the same initial values in `@layer properties`) whether or not a rule reads
// it, and its theme's variables that some rule of the page reads; in a page's critical CSS most
// are read by no rule it keeps: about 7 KB of the first screen's CSS. The whole stylesheet,
// applied as soon as it loads (before any script runs), has them all. The critical CSS drops the
// fallback block whole (withoutPropertyFallback) before the unread registrations and theme values.

const REGISTRATION = /@property (--[\w-]+)\{[^{}]*\}/g;
/** The fallback block: `@layer properties{@supports (…){*,:before,…{--a:0;--b:…}}}`. */
const FALLBACK = /@layer properties\{@supports [^{]*\{[^{]*\{[^{}]*\}\}\}/;

/**
 * The theme's variables: `@layer theme{:root,:host{--color-ink:…;…}}`, where Tailwind may add the
 * same variables' wide-gamut values after them, `@supports (color:lab(0% 0 0)){:root,:host{…}}`.
 */
const THEME =
  /@layer theme\{((?::root,:host\{[^{}]*\})(?:@supports [^{]*\{:root,:host\{[^{}]*\}\})*)\}/;
const THEME_BLOCK = /(@supports [^{]*\{)?:root,:host\{([^{}]*)\}(\})?/g;

/** The declarations of `block` whose property is in `read`, joined as they were. */
function keptDeclarations(block: string, read: Set<string>): string {
  return block
    .split(';')
    .filter((declaration) => read.has(declaration.slice(0, declaration.indexOf(':'))))
    .join(';');
}

/** The theme layer with only the variables in `read`, and none of its blocks left empty. */
function prunedTheme(layer: string, read: Set<string>): string {
  const blocks = layer.replace(THEME_BLOCK, (_block, supports?: string, body = '', close = '') => {
    const kept = keptDeclarations(body, read);
    return kept ? `${supports ?? ''}:root,:host{${kept}}${close}` : '';
  });
  return blocks ? `@layer theme{${blocks}}` : '';
}

/** The custom properties some declaration reads through `var()`. */
function readProperties(css: string): Set<string> {
  return new Set([...css.matchAll(/var\((--[\w-]+)/g)].map((match) => match[1]!));
}

/**
 * `css` (minified, as beasties writes it, its fallback block gone) without the registrations and
 * theme values of custom properties that no declaration in it reads.
 */
export function withoutUnreadProperties(css: string): string {
  const theme = THEME.exec(css);
  const rest = css.replace(REGISTRATION, '').replace(THEME, '');
  // A theme variable read by another theme variable (`--text-sm--line-height`) counts as read.
  const read = readProperties(`${rest}${theme?.[1] ?? ''}`);
  const pruned = css.replace(REGISTRATION, (rule, name: string) => (read.has(name) ? rule : ''));
  return theme ? pruned.replace(theme[0], () => prunedTheme(theme[1]!, read)) : pruned;
}

/**
 * `css` without the fallback block. Its `@supports` picks out Safari before 16.4 and Firefox
 * before 128, browsers without `@property` and older than any Tailwind 4 supports; every other
 * browser skips it. There, until the stylesheet (which keeps the block) is applied, the first
 * screen draws without the borders, shadows and gradients whose variables have no initial value.
 */
export function withoutPropertyFallback(css: string): string {
  return css.replace(FALLBACK, '');
}
