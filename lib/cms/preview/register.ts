/**
 * Decap looks a preview template up by the collection's name for a folder of entries, and by
 * the file's name for a collection of files: every one of those names gets the site's page.
 */
import type { ComponentType } from 'react';

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
