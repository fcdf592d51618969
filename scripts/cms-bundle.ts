/**
 * The editor's files for /admin/: Decap CMS's bundle copied from its npm package (never a CDN),
 * its lazily loaded chunks and WebAssembly beside it, without the 25 MB source maps.
 */
import fs from 'node:fs';
import path from 'node:path';

const DIST = path.join(process.cwd(), 'node_modules', 'decap-cms', 'dist');
const SHIPPED = /^(?:\d+\.)?decap-cms\.js$|^decap-cms\.js\.LICENSE\.txt$|\.wasm$/;

export function copyEditorBundle(target: string): number {
  fs.rmSync(target, { recursive: true, force: true });
  fs.mkdirSync(target, { recursive: true });
  const files = fs.readdirSync(DIST).filter((name) => SHIPPED.test(name));
  for (const name of files) fs.copyFileSync(path.join(DIST, name), path.join(target, name));
  return files.length;
}

/** What admin.js adds to config.yml: the GitHub repository ("owner/name") the editor edits. */
export function writeEditorSettings(adminDir: string, repo = process.env.CMS_GITHUB_REPO?.trim()) {
  fs.writeFileSync(
    path.join(adminDir, 'settings.json'),
    `${JSON.stringify({ repo: repo || null })}\n`,
  );
}
