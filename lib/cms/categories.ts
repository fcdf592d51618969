import fs from 'node:fs';
import path from 'node:path';

/** The service categories: each folder under content/services/ (Node only). */
export function categorySlugs(root = process.cwd()): string[] {
  const folder = path.join(root, 'content', 'services');
  return fs
    .readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}
