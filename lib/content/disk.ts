import fs from 'node:fs';
import path from 'node:path';
import type { ContentFile } from './files';
import { type UploadFile, UPLOADS_FOLDER } from './uploads';

// For the steps that run outside the bundler (the post-build step, the editor's preview bundle),
// and for the uploads, which are no text to import.
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

/** The files under public/uploads/ with their first bytes; none when the folder is absent. */
export function uploadFilesOnDisk(root = process.cwd()): UploadFile[] {
  const dir = path.join(root, UPLOADS_FOLDER);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const full = path.join(entry.parentPath, entry.name);
      const head = new Uint8Array(16);
      const handle = fs.openSync(full, 'r');
      try {
        fs.readSync(handle, head, 0, head.length, 0);
      } finally {
        fs.closeSync(handle);
      }
      return { path: path.relative(root, full).split(path.sep).join('/'), head };
    })
    .sort((a, b) => a.path.localeCompare(b.path));
}
