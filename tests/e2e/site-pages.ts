import fs from 'node:fs';
import path from 'node:path';

/** The paths listed in the exported sitemap.xml (absolute URLs reduced to their paths). */
export function sitemapPaths(): string[] {
  const xml = fs.readFileSync(path.join(process.cwd(), 'out', 'sitemap.xml'), 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
}

/** The configured site origin that canonicals and the sitemap use. */
export function sitemapOrigin(): string {
  const xml = fs.readFileSync(path.join(process.cwd(), 'out', 'sitemap.xml'), 'utf8');
  const first = xml.match(/<loc>([^<]+)<\/loc>/)?.[1];
  return first ? new URL(first).origin : '';
}
