/**
 * Decap looks a preview template up by the collection's name for a folder of entries, and by
 * the file's name for a collection of files: every one of those names gets the site's page.
 */
import { type ComponentType, createElement, Fragment, useEffect, useRef } from 'react';

interface CollectionConfig {
  name: string;
  files?: { name: string }[];
}

export function previewTemplateNames(config: { collections: CollectionConfig[] }): string[] {
  return [
    ...new Set(
      config.collections.flatMap((collection) =>
        collection.files ? collection.files.map((file) => file.name) : [collection.name],
      ),
    ),
  ];
}

export interface PreviewRegistry {
  registerPreviewTemplate(name: string, component: ComponentType<never>): void;
  registerPreviewStyle(href: string): void;
}

export function registerPreviews(
  cms: PreviewRegistry,
  names: readonly string[],
  template: ComponentType<never>,
): void {
  for (const name of names) cms.registerPreviewTemplate(name, template);
}

/**
 * The site's stylesheets, as styles.json beside the editor names them: copies the build made
 * (`stylesheets`), or, under `npm run dev`, whatever next dev links from a page (`fromPage`).
 */
export async function siteStylesheets(
  stylesJson: string,
  fetcher: typeof fetch = fetch,
  beforePage: () => Promise<unknown> = async () => undefined,
): Promise<string[]> {
  try {
    const response = await fetcher(stylesJson);
    const styles = (await response.json()) as { stylesheets?: string[]; fromPage?: string };
    if (styles.stylesheets) return styles.stylesheets;
    if (!styles.fromPage) return [];
    // A page costs next dev a render (a compile, the first time): not while the editor starts.
    await beforePage();
    const html = await (await fetcher(styles.fromPage)).text();
    return [...html.matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*>/g)].flatMap(
      ([tag]) => /\bhref="([^"]+)"/.exec(tag)?.slice(1, 2) ?? [],
    );
  } catch {
    return [];
  }
}

/**
 * The template, with the site's stylesheets linked into the preview's own document once they are
 * known. Decap applies registerPreviewStyle only to the preview frames it makes afterwards, and
 * under `npm run dev` the stylesheets are read from a page next dev first has to compile, often
 * after the marketer has opened an entry.
 */
export function withStylesheets<Props extends object>(
  template: ComponentType<Props>,
  stylesheets: Promise<string[]>,
): ComponentType<Props> {
  return function Styled(props: Props) {
    const marker = useRef<HTMLSpanElement>(null);
    useEffect(() => {
      const doc = marker.current?.ownerDocument;
      let live = true;
      void stylesheets.then((hrefs) => {
        if (!live || !doc) return;
        const linked = new Set(
          [...doc.querySelectorAll('link[rel="stylesheet"]')].map((link) =>
            link.getAttribute('href'),
          ),
        );
        for (const href of hrefs.filter((each) => !linked.has(each))) {
          const link = doc.createElement('link');
          link.rel = 'stylesheet';
          link.href = href;
          doc.head.append(link);
        }
      });
      return () => {
        live = false;
      };
    }, []);
    return createElement(
      Fragment,
      null,
      createElement('span', { ref: marker, hidden: true }),
      createElement(template, props),
    );
  };
}
