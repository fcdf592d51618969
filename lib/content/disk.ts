import fs from 'node:fs';
import path from 'node:path';
import type { ContentFile } from './files';

// For the steps that run outside the bundler (the post-build step, the editor's preview bundle).
export function contentFilesOnDisk(root = process.cwd()): ContentFile[] {
  const dir = path.join(root, 'content');
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(md|yaml)$/.test(entry.name))
    .map((entry) => {
      const full = path.join(entry.parentPath, entry.name);
      return {
        path: path.relative(root, full).split(path.sep).join('/'),
        source: fs.readFileSync(full, 'utf8'),
      };
    })
    .sort((a, b) => a.path.localeCompare(b.path));
}
