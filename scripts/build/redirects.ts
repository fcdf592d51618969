// The site's redirects as each host reads them: out/_redirects (Cloudflare, Netlify) and
// out/_redirects.nginx.conf, loaded again from the files that `next build` checked.
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
