/**
 * The site's redirects as each host reads them, written into the export by the post-build step:
 * out/_redirects (Cloudflare's static assets, Netlify) and out/_redirects.nginx.conf (the
 * include of docs/security-headers.md's nginx server). They are content/redirects.yaml's rules
 * and the renamed pages' former addresses (lib/content/redirects.ts), checked together when
 * `next build` loaded the content; they are loaded again here from the files, the same way.
 */
import fs from 'node:fs';
import path from 'node:path';
import { contentFilesOnDisk } from '@/lib/content/disk';
import { loadContent } from '@/lib/content/load';
import { nginxRedirects, redirectsFileText } from '@/lib/content/redirects';

export const NGINX_REDIRECTS_FILE = '_redirects.nginx.conf';

export function writeRedirects(outDir: string, root = process.cwd()): number {
  const { redirects } = loadContent(contentFilesOnDisk(root));
  fs.writeFileSync(path.join(outDir, '_redirects'), redirectsFileText(redirects));
  fs.writeFileSync(path.join(outDir, NGINX_REDIRECTS_FILE), nginxRedirects(redirects));
  return redirects.length;
}
