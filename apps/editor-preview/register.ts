// Decap looks a template up by collection name for folders, by file name for file collections.
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

/** Under `npm run dev` there are no built copies: read what next dev links from a page. */
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
 * Decap applies registerPreviewStyle only to frames made afterwards, and under `npm run dev` the
 * stylesheets often arrive after an entry is open: so link them into the open frame too.
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
