// The part of a page its critical CSS is picked for (critical-css.ts): the first screen, so that
// the page's whole response fits in TCP's first window (docs/decisions.md, "Critical CSS").
import { PAGE_HERO_ID } from '@/components/sections/PageHero';
import { attributeOf, type Element, elementsOf, withEdits } from './html-elements';

/**
 * Sections after the hero kept whole: the one right below it shows at the bottom of a tall
 * screen, so it must not wait for the stylesheet; the rest start below every first screen, and
 * the stylesheet, applied as soon as it loads, is there before a visitor scrolls to them.
 */
const SECTIONS_KEPT_AFTER_HERO = 1;

function elementChildren(node: Element): Element[] {
  return node.childNodes.filter((child): child is Element => 'tagName' in child);
}

/**
 * The page with the content of everything below its first screen taken out (the header, the
 * fixed buttons and the hero with the section below it stay whole): each later section of the
 * hero's parent, and the footer, keeps its own tag, so the rules of the boxes that hold the
 * page's height (padding, background) stay in the critical CSS. A page
 * without a hero is returned as it is.
 */
export function firstScreenOf(html: string): string {
  const hero = elementsOf(html, 'section').find(
    (section) => attributeOf(section, 'id') === PAGE_HERO_ID,
  );
  const parent = hero?.parentNode;
  if (!hero || !parent || !('tagName' in parent)) return html;
  const siblings = elementChildren(parent);
  const below = siblings.slice(siblings.indexOf(hero) + 1 + SECTIONS_KEPT_AFTER_HERO);
  // The page's footer, after the hero's parent (a footer within a section below is emptied with it).
  const parentEnd = parent.sourceCodeLocation?.endOffset ?? Infinity;
  const footers = elementsOf(html, 'footer').filter(
    (footer) => (footer.sourceCodeLocation?.startOffset ?? -1) >= parentEnd,
  );
  const edits = [...below, ...footers].flatMap((element) => {
    const location = element.sourceCodeLocation;
    const start = location?.startTag?.endOffset;
    const end = location?.endTag?.startOffset;
    return start !== undefined && end !== undefined ? [{ start, end, replacement: '' }] : [];
  });
  return withEdits(html, edits);
}
