import fs from 'node:fs';
import path from 'node:path';

/** Folders of an export that hold no page of the site: Next's chunks and the editor (/admin/). */
const NOT_PAGES = new Set(['_next', 'admin']);

export function htmlFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return NOT_PAGES.has(entry.name) ? [] : htmlFiles(full);
    return entry.name.endsWith('.html') ? [full] : [];
  });
}
