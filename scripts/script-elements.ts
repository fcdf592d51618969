import { parse, type DefaultTreeAdapterTypes } from 'parse5';

export type Element = DefaultTreeAdapterTypes.Element;

/**
 * Every <script> element of a page, in document order, template contents included; with
 * `locations`, each knows where its tag sits in the source.
 */
export function scriptElements(html: string, locations = false): Element[] {
  const scripts: Element[] = [];
  const visit = (node: DefaultTreeAdapterTypes.ParentNode) => {
    for (const child of node.childNodes) {
      if (!('tagName' in child)) continue;
      if (child.tagName === 'script') scripts.push(child);
      visit(
        child.tagName === 'template' ? (child as DefaultTreeAdapterTypes.Template).content : child,
      );
    }
  };
  visit(parse(html, { sourceCodeLocationInfo: locations }));
  return scripts;
}

/** Text safe inside an attribute value written between `quote`s. */
export function escapeAttribute(value: string, quote: '"' | "'"): string {
  return value.replace(/&/g, '&amp;').replaceAll(quote, quote === '"' ? '&quot;' : '&#39;');
}
