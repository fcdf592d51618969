// First paint from the first round trip: each page carries, in a `<style>` in its head, the rules
// of the site's stylesheet that its own HTML uses, and loads the whole stylesheet without holding
// the paint (docs/decisions.md, "Critical CSS").
//
// beasties (the maintained successor of critters) picks the rules: it matches every selector of
// the stylesheet against the page, with pseudo-classes and pseudo-elements set aside, and keeps
// the at-rules that carry them (media queries, layers, the keyframes they name). Only the CSS it
// keeps is taken from its output; the page's own bytes are edited here, as every other
// post-build step edits them, so nothing else in the page changes.
import Beasties from 'beasties';
import { type DefaultTreeAdapterTypes, parse, parseFragment } from 'parse5';
import { attributeOf, elementsOf, escapeAttribute, textOf, withEdits } from './html-elements';
import { DEFERRED_STYLESHEETS } from './paint-first';

/** Next's own stylesheets: the export's CSS chunks. */
function isNextStylesheet(href: string | undefined): href is string {
  return Boolean(href?.startsWith('/_next/static/') && href.split('?')[0]!.endsWith('.css'));
}

/** The page's render-blocking links to Next's stylesheets. */
function stylesheetLinks(html: string) {
  return elementsOf(html, 'link').flatMap((link) => {
    const href = attributeOf(link, 'href');
    const location = link.sourceCodeLocation;
    const isSheet = attributeOf(link, 'rel')?.toLowerCase() === 'stylesheet';
    return isSheet && isNextStylesheet(href) && location && attributeOf(link, 'media') === undefined
      ? [{ href, precedence: attributeOf(link, 'data-precedence'), location }]
      : [];
  });
}

/**
 * The page as beasties should read it: beasties parses without decoding character references
 * (to give the page back byte for byte), so `[&amp;_svg]:size-7` in a class attribute never
 * matched Tailwind's `.\[\&_svg\]\:size-7 svg`. Its output page is not used, only its CSS, so
 * it reads class attributes with their references decoded (a double quote stays escaped).
 */
export function withDecodedClasses(html: string): string {
  const edits: { start: number; end: number; replacement: string }[] = [];
  const visit = (node: DefaultTreeAdapterTypes.ParentNode) => {
    for (const child of node.childNodes) {
      if (!('tagName' in child)) continue;
      const location = child.sourceCodeLocation?.attrs?.class;
      const value = attributeOf(child, 'class');
      if (
        location &&
        value !== undefined &&
        html.slice(location.startOffset, location.endOffset).includes('&')
      ) {
        const replacement = `class="${value.replaceAll('"', '&quot;')}"`;
        edits.push({ start: location.startOffset, end: location.endOffset, replacement });
      }
      visit(
        child.tagName === 'template' ? (child as DefaultTreeAdapterTypes.Template).content : child,
      );
    }
  };
  visit(parse(html, { sourceCodeLocationInfo: true }));
  return withEdits(html, edits);
}

export interface CriticalCss {
  html: string;
  /** The inlined CSS, as the `<style>` element holds it (empty when the page links no sheet). */
  css: string;
}

/** beasties' reading of a selector before it matches it against the page (not in its types). */
const beastiesNormalize = (
  Beasties.prototype as unknown as { normalizeCssSelector?: (selector: string) => string }
).normalizeCssSelector;

/** `:where(X)` or `:is(X)` as a whole selector gives X; any other selector, itself. */
export function unwrapped(selector: string): string {
  const opening = /^:(?:where|is)\(/.exec(selector)?.[0].length;
  if (!opening) return selector;
  let depth = 1;
  for (let index = opening; index < selector.length; index += 1) {
    if (selector[index] === '(') depth += 1;
    if (selector[index] === ')') depth -= 1;
    if (depth === 0) return index === selector.length - 1 ? selector.slice(opening, -1) : selector;
  }
  return selector;
}

/**
 * beasties sets pseudo-classes aside, arguments and all, before matching, which empties two kinds
 * of selector that Tailwind writes, so their rules were left out: a whole selector in `:where()`
 * (`:where(.space-y-3>:not(:last-child))`, the spacing between list items), matched here by
 * what it wraps; and a pseudo-class or -element alone (`:focus-visible`, `::placeholder`,
 * `::selection`), which may apply to any element.
 */
class PageBeasties extends Beasties {
  normalizeCssSelector(selector: string): string {
    if (!beastiesNormalize)
      throw new Error('critical-css: beasties no longer has normalizeCssSelector');
    return beastiesNormalize.call(this, unwrapped(selector)) || '*';
  }
}

export function criticalCssInliner(outDir: string) {
  const beasties = new PageBeasties({
    path: outDir,
    publicPath: '/',
    // The whole stylesheet stays as it is: it is what later pages load from the cache.
    pruneSource: false,
    // Only the linked stylesheet: the page's own inline styles (its noscript rule) stay.
    reduceInlineStyles: false,
    mergeStylesheets: true,
    keyframes: 'critical',
    fonts: false,
    compress: true,
    logLevel: 'warn',
  });

  /**
   * The page with the rules its HTML uses in a `<style>` where its first stylesheet link was,
   * each link turned into a preload (the after-paint loader applies it: paint-first.ts), and the
   * links kept for browsers without scripts in a `<noscript>`.
   */
  return async function inlineCriticalCss(html: string, file = 'a page'): Promise<CriticalCss> {
    const links = stylesheetLinks(html);
    if (links.length === 0) return { html, css: '' };
    const processed = await beasties.process(withDecodedClasses(html));
    // The page's own `<style>` sits in a `<noscript>`, which is text to a parser that runs scripts.
    const inlined = elementsOf(processed, 'style').map(textOf);
    if (inlined.length !== 1) {
      throw new Error(
        `critical-css: ${file}: expected one <style> of critical CSS from beasties, found ${inlined.length}`,
      );
    }
    const css = inlined[0]!;
    if (css.includes('</')) throw new Error(`critical-css: ${file}: the CSS holds "</"`);
    const noscript = links
      .map(({ href }) => `<link rel="stylesheet" href="${escapeAttribute(href, '"')}">`)
      .join('');
    return {
      css,
      html: withEdits(
        html,
        links.map(({ href, precedence, location }, index) => ({
          start: location.startOffset,
          end: location.endOffset,
          replacement:
            (index === 0 ? `<style>${css}</style>` : '') +
            `<link rel="preload" as="style" href="${escapeAttribute(href, '"')}"` +
            ` data-precedence="${escapeAttribute(precedence ?? 'next', '"')}">` +
            (index === links.length - 1 ? `<noscript>${noscript}</noscript>` : ''),
        })),
      ),
    };
  };
}

/** The full stylesheets a rewritten page preloads and applies after its first paint. */
export function deferredStylesheets(document: Document): string[] {
  return [...document.querySelectorAll(DEFERRED_STYLESHEETS)].flatMap(
    (link) => link.getAttribute('href') ?? [],
  );
}

/** The text of every `<style>` a page holds, those inside `<noscript>` included. */
export function inlineStyleTexts(html: string): string[] {
  const inNoscript = elementsOf(html, 'noscript').flatMap((noscript) => {
    const fragment = parseFragment(textOf(noscript));
    return fragment.childNodes.flatMap((node) =>
      'tagName' in node && node.tagName === 'style' ? [textOf(node)] : [],
    );
  });
  return [...elementsOf(html, 'style').map(textOf), ...inNoscript];
}
