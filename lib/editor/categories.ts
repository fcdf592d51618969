import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import { splitFrontMatter } from '@/lib/content/parse';

/** The service categories: each folder under content/services/ (Node only). */
export function categorySlugs(root = process.cwd()): string[] {
  const folder = path.join(root, 'content', 'services');
  return fs
    .readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

/** What the site's menu shows of a category: its name, in its place. */
export interface CategoryHeading {
  name: string;
  order: number;
}

// So the editor's lists carry the menu's words. A missing or unreadable file gives no heading:
// the build's own checks name that problem; the editor falls back to the folder's name.
export function categoryHeadings(root = process.cwd()): Record<string, CategoryHeading> {
  const headings: Record<string, CategoryHeading> = {};
  for (const slug of categorySlugs(root)) {
    const file = path.join(root, 'content', 'services', slug, 'index.md');
    if (!fs.existsSync(file)) continue;
    const yaml = splitFrontMatter(fs.readFileSync(file, 'utf8'))?.yaml ?? '';
    try {
      const data = YAML.parse(yaml) as Partial<CategoryHeading> | null;
      if (typeof data?.name === 'string' && typeof data.order === 'number')
        headings[slug] = { name: data.name, order: data.order };
    } catch {
      // Left to the build, which names the file and the line.
    }
  }
  return headings;
}
