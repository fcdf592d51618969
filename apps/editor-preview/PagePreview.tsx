// Loaded through the build's own loader, so the pane lists exactly what the build would refuse.
import { type ReactNode, useEffect, useState } from 'react';
import type { ContentFile } from '@/lib/content/files';
import { loadContent } from '@/lib/content/load';
import { ContentError } from '@/lib/content/problems';
import { setContent } from './content';
import { entryFile, withEntry } from './entry-file';
import { pageOf } from './pages';

/** What of Decap's entry (an Immutable.js Map) the preview reads. */
export interface PreviewEntry {
  getIn(path: string[]): unknown;
}
export interface PreviewCollection {
  get(key: 'folder' | 'name'): string | undefined;
}

interface Props {
  entry: PreviewEntry;
  collection?: PreviewCollection;
}

/**
 * A new entry has no file until saved, and Decap's draft can keep the path of the entry opened
 * before: so a stand-in name in its collection's folder.
 */
export function entryPath(entry: PreviewEntry, collection?: PreviewCollection): string {
  const path = entry.getIn(['path']);
  if (entry.getIn(['newRecord']) !== true && typeof path === 'string' && path) return path;
  return `${collection?.get('folder') ?? 'content'}/new-entry.md`;
}

function entryData(entry: PreviewEntry): Record<string, unknown> {
  const data = entry.getIn(['data']) as { toJS?: () => Record<string, unknown> } | undefined;
  return data?.toJS?.() ?? {};
}

function Notice({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-2xl px-6 py-12 text-ink" data-preview-notice>
      <h1 className="text-2xl font-semibold">{title}</h1>
      <div className="mt-4 space-y-3 leading-7 text-ink-soft">{children}</div>
    </div>
  );
}

export function createPagePreview(files: readonly ContentFile[]) {
  return function PagePreview({ entry, collection }: Props) {
    const path = entryPath(entry, collection);
    const page = pageOf(path);
    const source = entryFile(path, entryData(entry));
    const [drawn, setDrawn] = useState<ReactNode>(null);
    const [problems, setProblems] = useState<string[]>([]);

    useEffect(() => {
      if (!page) return;
      let live = true;
      // Loading the whole site takes a moment: once typing pauses, not at every key.
      const timer = setTimeout(() => {
        void (async () => {
          try {
            setContent(loadContent(withEntry(files, { path, source })));
            const element = await page.draw();
            if (!live) return;
            setDrawn(element);
            setProblems([]);
          } catch (error) {
            if (!live) return;
            setProblems(
              error instanceof ContentError ? error.problems : [`${path}: ${String(error)}`],
            );
          }
        })();
      }, 120);
      return () => {
        live = false;
        clearTimeout(timer);
      };
    }, [page, path, source]);

    if (!page)
      return (
        <Notice title="No preview for this file">
          <p>
            What this file holds shows on many pages of the site, or on none, so this pane cannot
            draw it as a visitor would see it. Save it and open the site’s pages to check it.
          </p>
          <p className="text-sm">
            <code>{path}</code>
          </p>
        </Notice>
      );
    return (
      <>
        {problems.length ? (
          // Classes the pages use already: another would change the site's stylesheet.
          <div
            role="alert"
            className="border-b border-red-200 bg-red-50 px-6 py-4 text-sm text-red-800"
          >
            <p className="font-semibold">The site would not build with this entry as it is:</p>
            <ul className="mt-2 list-disc space-y-3 pl-5">
              {problems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          </div>
        ) : null}
        <main id="main" className="outline-none">
          {drawn}
        </main>
      </>
    );
  };
}
