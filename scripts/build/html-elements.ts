// The one HTML parser of the post-build steps (parse5, the HTML standard's own algorithm): a
// regular expression misreads a `<script>` inside a comment, an attribute or another script.
import { type DefaultTreeAdapterTypes, parse as parseThroughTsx } from 'parse5';

export type Element = DefaultTreeAdapterTypes.Element;

let parse = parseThroughTsx;

/**
 * tsx runs the build scripts as CommonJS and hands them parse5, an ES module, rewritten with a
 * getter on each of its constants, which parses a page 2.5 times slower than Node's own loader
 * does; import() gets Node's own. A step that parses every page calls this first.
 */
export async function loadNativeHtmlParser(): Promise<void> {
  ({ parse } = await import('parse5'));
}

let lastPage: { html: string; document: DefaultTreeAdapterTypes.Document } | undefined;

/** The post-build steps ask several questions of one page in a row: it is parsed once for them. */
function parsed(html: string): DefaultTreeAdapterTypes.Document {
  if (lastPage?.html !== html) {
    lastPage = { html, document: parse(html, { sourceCodeLocationInfo: true }) };
  }
  return lastPage.document;
}

/** Every `tagName` element with its source range; the tree is shared: read it, do not change it. */
export function elementsOf(html: string, tagName: string): Element[] {
  const found: Element[] = [];
  const visit = (node: DefaultTreeAdapterTypes.ParentNode) => {
    for (const child of node.childNodes) {
      if (!('tagName' in child)) continue;
      if (child.tagName === tagName) found.push(child);
      visit(
        child.tagName === 'template' ? (child as DefaultTreeAdapterTypes.Template).content : child,
      );
    }
  };
  visit(parsed(html));
  return found;
}

export function scriptElements(html: string): Element[] {
  return elementsOf(html, 'script');
}

/** An attribute's value (parse5 gives names in lower case), or undefined when it is absent. */
export function attributeOf(element: Element, name: string): string | undefined {
  return element.attrs.find((attribute) => attribute.name === name)?.value;
}

/** A script's source text, as the browser runs and hashes it. */
export function textOf(element: Element): string {
  return element.childNodes.map((node) => ('value' in node ? node.value : '')).join('');
}

export function escapeAttribute(value: string, quote: '"' | "'"): string {
  return value.replace(/&/g, '&amp;').replaceAll(quote, quote === '"' ? '&quot;' : '&#39;');
}

/** `html` with each source range replaced; the ranges must not overlap. */
export function withEdits(
  html: string,
  edits: readonly { start: number; end: number; replacement: string }[],
): string {
  let result = '';
  let position = 0;
  // An insertion (start = end) goes before a removal that starts at the same place.
  const ordered = [...edits].sort((a, b) => a.start - b.start || a.end - b.end);
  for (const { start, end, replacement } of ordered) {
    result += html.slice(position, start) + replacement;
    position = end;
  }
  return result + html.slice(position);
}
