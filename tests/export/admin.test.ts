// The editor (/admin/) ships in the export without touching the site: its own page, its bundle
// from the npm package, out of the sitemap, and no public page pointing at it.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { OUT, sitePages } from './export-files';

const admin = (file: string) => path.join(OUT, 'admin', file);

describe('out/admin/', () => {
  it('is a noindex page loading Decap from the site itself, by absolute paths', () => {
    const html = fs.readFileSync(admin('index.html'), 'utf8');
    expect(html).toMatch(/<meta name="robots" content="noindex, nofollow"/);
    const sources = [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((match) => match[1]);
    expect(sources).toEqual(['/admin/admin.js']);
    const script = fs.readFileSync(admin('admin.js'), 'utf8');
    expect(script).toContain("'/admin/decap/decap-cms.js'");
    expect(script).not.toMatch(/https?:\/\//);
    expect(fs.statSync(admin('decap/decap-cms.js')).size).toBeGreaterThan(1_000_000);
    expect(fs.existsSync(admin('decap/decap-cms.js.map'))).toBe(false);
  });

  it('is in no sitemap and no public page', () => {
    const sitemap = fs.readFileSync(path.join(OUT, 'sitemap.xml'), 'utf8');
    expect(sitemap).toContain('<loc>');
    expect(sitemap).not.toContain('/admin');
    const pages = sitePages();
    expect(pages.map((page) => page.route)).not.toContainEqual(expect.stringMatching(/^\/admin/));
    expect(pages.filter((page) => page.html.includes('/admin/')).map((page) => page.route)).toEqual(
      [],
    );
  });
});
