import fs from 'node:fs';
import path from 'node:path';
import { siteEnv } from '@/lib/site/env';

/** admin.js adds these to config.yml: the repository the editor edits and "View Live"'s origin. */
export function writeEditorSettings(
  adminDir: string,
  repo = process.env.CMS_GITHUB_REPO?.trim(),
  siteUrl = siteEnv().siteUrl,
) {
  fs.writeFileSync(
    path.join(adminDir, 'settings.json'),
    `${JSON.stringify({ repo: repo || null, siteUrl })}\n`,
  );
}
