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
    expect(script).toContain("'/admin/decap/editor.js'");
    expect(script).not.toMatch(/https?:\/\//);
    // Decap and the site's previews in one bundle (scripts/build/editor-preview-bundle.ts), no map.
    expect(fs.statSync(admin('decap/editor.js')).size).toBeGreaterThan(1_000_000);
    expect(fs.readdirSync(admin('decap')).filter((name) => name.endsWith('.map'))).toEqual([]);
  });

  it("has the pages' stylesheet beside it, for the preview pane, under /admin/ alone", () => {
    const home = fs.readFileSync(path.join(OUT, 'index.html'), 'utf8');
    const linked = [...home.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]!);
    expect(linked.length).toBeGreaterThan(0);
    const { stylesheets } = JSON.parse(fs.readFileSync(admin('preview/styles.json'), 'utf8')) as {
      stylesheets: string[];
    };
    expect(stylesheets).toEqual(linked.map((href) => `/admin/preview/${path.basename(href)}`));
    for (const [index, href] of linked.entries())
      expect(fs.readFileSync(path.join(OUT, stylesheets[index]!))).toEqual(
        fs.readFileSync(path.join(OUT, href)),
      );
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
