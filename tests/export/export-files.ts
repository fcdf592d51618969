import fs from 'node:fs';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { htmlFiles } from '@/scripts/build/html-files';

export const OUT = path.join(process.cwd(), 'out');

export interface ExportedPage {
  file: string;
  route: string;
  html: string;
  document: Document;
}

const caches = new Map<string, ExportedPage[]>();

/**
 * One window parses every page: a window of its own per page set up all of the DOM's interfaces
 * again each time, the most of the parse's cost after the parse itself.
 */
let parser: DOMParser | undefined;

function parsedDocument(html: string): Document {
  parser ??= new new JSDOM().window.DOMParser();
  return parser.parseFromString(html, 'text/html');
}

export function exportedPages(root: string = OUT): ExportedPage[] {
  if (!fs.existsSync(path.join(root, 'index.html'))) {
    throw new Error(
      `${path.relative(process.cwd(), root)}/ has no export: run \`npm run build\` first.`,
    );
  }
  let pages = caches.get(root);
  if (!pages) {
    pages = htmlFiles(root).map((file) => {
      const relative = path.relative(root, file).split(path.sep).join('/');
      const html = fs.readFileSync(file, 'utf8');
      return {
        file,
        route: `/${relative.replace(/(^|\/)index\.html$/, '$1')}`,
        html,
        document: parsedDocument(html),
      };
    });
    caches.set(root, pages);
  }
  return pages;
}

/** The pages a visitor can reach (not Next's internal 404 and _not-found copies). */
export function sitePages(): ExportedPage[] {
  return exportedPages().filter((page) => !/^\/(404|_not-found)(\/|\.html)/.test(page.route));
}

/** The file a same-site URL resolves to, as a static host serves it, or null. */
export function resolveInOut(urlPath: string): string | null {
  const clean = decodeURIComponent(urlPath.split(/[?#]/)[0] ?? '');
  const candidates = clean.endsWith('/')
    ? [path.join(OUT, clean, 'index.html')]
    : [path.join(OUT, clean), path.join(OUT, clean, 'index.html'), path.join(OUT, `${clean}.html`)];
  return (
    candidates.find((candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile()) ??
    null
  );
}
