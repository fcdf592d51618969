/** The editor's settings for /admin/ (its bundle is scripts/build/cms-preview-bundle.ts). */
import fs from 'node:fs';
import path from 'node:path';
import { env } from '@/lib/site/env';

/**
 * What admin.js adds to config.yml: the GitHub repository ("owner/name") the editor edits, and
 * the public site's origin, where an entry's "View Live" link goes (the build's
 * NEXT_PUBLIC_SITE_URL, the origin of the pages' canonical links).
 */
export function writeEditorSettings(
  adminDir: string,
  repo = process.env.CMS_GITHUB_REPO?.trim(),
  siteUrl = env.siteUrl,
) {
  fs.writeFileSync(
    path.join(adminDir, 'settings.json'),
    `${JSON.stringify({ repo: repo || null, siteUrl })}\n`,
  );
}
