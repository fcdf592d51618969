// The site's redirects in the export: out/_redirects (Cloudflare's static assets, Netlify) and
// nginx's include hold content/redirects.yaml's rules as the build checked them; the include is
// not uploaded to Cloudflare.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentFilesOnDisk } from '@/lib/content/disk';
import { loadContent } from '@/lib/content/load';
import { nginxRedirects, redirectsFileText } from '@/lib/content/redirects';
import { NGINX_REDIRECTS_FILE } from '@/scripts/build/redirects';
import { OUT } from './export-files';

const { redirects } = loadContent(contentFilesOnDisk());

describe('out/_redirects', () => {
  it("holds content/redirects.yaml's rules, one a line", () => {
    expect(fs.readFileSync(path.join(OUT, '_redirects'), 'utf8')).toBe(
      redirectsFileText(redirects),
    );
  });

  it("has nginx's twin beside it, kept out of the Worker's assets", () => {
    expect(fs.readFileSync(path.join(OUT, NGINX_REDIRECTS_FILE), 'utf8')).toBe(
      nginxRedirects(redirects),
    );
    const ignored = fs.readFileSync(path.join(OUT, '.assetsignore'), 'utf8').split('\n');
    expect(ignored).toContain(NGINX_REDIRECTS_FILE);
  });
});
