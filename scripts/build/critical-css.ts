// Each page inlines the stylesheet rules its first screen uses and applies the whole sheet as soon
// as it loads, without holding the first paint (docs/decisions.md, "Critical CSS"); beasties only
// picks the CSS, the bytes are edited here.
import Beasties from 'beasties';
import { type DefaultTreeAdapterTypes, parse, parseFragment } from 'parse5';
import { firstScreenOf } from './first-screen';
import { attributeOf, elementsOf, escapeAttribute, textOf, withEdits } from './html-elements';
import { LATER_SECTIONS_RULE } from './paint-first';
import { withoutPropertyFallback, withoutUnreadProperties } from './unread-properties';

function isNextStylesheet(href: string | undefined): href is string {
  return Boolean(href?.startsWith('/_next/static/') && href.split('?')[0]!.endsWith('.css'));
}

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
 * beasties parses without decoding character references, so `[&amp;_svg]:size-7` in a class never
 * matched Tailwind's `.\[\&_svg\]\:size-7 svg`: it reads class attributes decoded (a double quote
 * stays escaped); only its CSS is used, never its page.
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

/** Lone pseudo-elements and -classes of Tailwind's reset that only a form control has. */
const FORM_CONTROL_PARTS =
  /^(?:::placeholder|::file-selector-button|::-webkit-(?:date|datetime|inner-spin|outer-spin|search|calendar)[\w-]*|:-moz-ui-invalid)$/;

/**
 * A state only a visitor's pointer or keys bring about: nothing in the first paint has it, and the
 * whole stylesheet, applied as soon as it loads, holds its rules (about 250 B of Brotli a page).
 */
const INTERACTION_STATE = /:(?:hover|active|focus(?:-visible|-within)?)(?![\w-])/;

export function isInteractionOnly(selector: string): boolean {
  return INTERACTION_STATE.test(selector);
}

/**
 * beasties sets pseudo-classes aside before matching, which empties two kinds of Tailwind selector:
 * a whole selector in `:where()` (matched here by what it wraps), and a lone pseudo-class or
 * -element (`::selection`), which may apply to any element (those of form controls only to a
 * page with one). A selector of an interaction's state is left out (an empty selector, to
 * beasties).
 */
class PageBeasties extends Beasties {
  normalizeCssSelector(selector: string): string {
    if (!beastiesNormalize)
      throw new Error('critical-css: beasties no longer has normalizeCssSelector');
    if (isInteractionOnly(selector)) return '';
    const whole = unwrapped(selector);
    if (FORM_CONTROL_PARTS.test(whole)) return 'input,textarea,select';
    return beastiesNormalize.call(this, whole) || '*';
  }
}

/** A transition's declarations: `transition`, `transition-property`, `-duration`, and so on. */
const TRANSITION_DECLARATION = /(?<=[{;])transition(?:-[a-z]+)*:[^;{}]*(?:;|(?=\}))/g;

/**
 * `css` (minified) without its transitions, which animate a change and so none of the first
 * paint (the whole stylesheet, applied as soon as it loads, holds them), and without a rule or an
 * at-rule that leaves empty.
 */
export function withoutTransitions(css: string): string {
  let pruned = css.replace(TRANSITION_DECLARATION, '').replace(/;\}/g, '}');
  for (let before = ''; before !== pruned;) {
    before = pruned;
    pruned = pruned.replace(/(^|[{};])[^{};]+\{\}/g, '$1');
  }
  return pruned;
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

  // Each stylesheet link becomes a preload that no media matches, which paint-first.ts's loader
  // applies after the first paint, and stays in a `<noscript>` for browsers without scripts.
  return async function inlineCriticalCss(html: string, file = 'a page'): Promise<CriticalCss> {
    const links = stylesheetLinks(html);
    if (links.length === 0) return { html, css: '' };
    const processed = await beasties.process(withDecodedClasses(firstScreenOf(html)));
    // The page's own `<style>` sits in a `<noscript>`, which is text to a parser that runs scripts.
    const inlined = elementsOf(processed, 'style').map(textOf);
    if (inlined.length !== 1) {
      throw new Error(
        `critical-css: ${file}: expected one <style> of critical CSS from beasties, found ${inlined.length}`,
      );
    }
    const css =
      withoutUnreadProperties(withoutPropertyFallback(withoutTransitions(inlined[0]!))) +
      LATER_SECTIONS_RULE;
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
            `<link rel="preload" as="style" media="not all" href="${escapeAttribute(href, '"')}"` +
            ` data-precedence="${escapeAttribute(precedence ?? 'next', '"')}">` +
            (index === links.length - 1 ? `<noscript>${noscript}</noscript>` : ''),
        })),
      ),
    };
  };
}

export function inlineStyleTexts(html: string): string[] {
  const inNoscript = elementsOf(html, 'noscript').flatMap((noscript) => {
    const fragment = parseFragment(textOf(noscript));
    return fragment.childNodes.flatMap((node) =>
      'tagName' in node && node.tagName === 'style' ? [textOf(node)] : [],
    );
  });
  return [...elementsOf(html, 'style').map(textOf), ...inNoscript];
}
