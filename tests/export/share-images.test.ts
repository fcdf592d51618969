// Every page names its own 1200 x 630 PNG share image, present in out/, at the site's origin, with
// its size and alt text in the head.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { exportedPages, resolveInOut, sitePages } from './export-files';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** A card is fetched by every network a link is pasted into. */
const MAX_IMAGE_BYTES = 60 * 1024;

/** Width and height from the IHDR chunk, which a PNG must start with. */
function pngSize(bytes: Buffer): { width: number; height: number } | null {
  if (bytes.length < 24 || !bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return null;
  if (bytes.toString('latin1', 12, 16) !== 'IHDR') return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

const content = (document: Document, selector: string) =>
  [...document.querySelectorAll(selector)].map((element) => element.getAttribute('content'));

describe('the share image of every page', () => {
  const pages = sitePages();

  it('is a 1200 x 630 PNG in out/ at the origin of the page, under 60 KB, its own', () => {
    const problems: string[] = [];
    const routeOf = new Map<string, string>();
    const routeOfBytes = new Map<string, string>();
    for (const { document, route } of pages) {
      const images = content(document, 'meta[property="og:image"]');
      if (images.length !== 1) {
        problems.push(`${route}: ${images.length} og:image`);
        continue;
      }
      const url = new URL(images[0] ?? '');
      const canonical = document.querySelector('link[rel="canonical"]')?.getAttribute('href');
      if (url.origin !== new URL(canonical ?? 'http://invalid').origin)
        problems.push(`${route}: og:image ${url.href} is not at the origin of ${canonical}`);
      const file = resolveInOut(url.pathname);
      if (!file) {
        problems.push(`${route}: ${url.pathname} is not in out/`);
        continue;
      }
      const bytes = fs.readFileSync(file);
      const size = pngSize(bytes);
      if (size?.width !== 1200 || size.height !== 630)
        problems.push(
          `${route}: ${url.pathname} is ${size ? `${size.width}x${size.height}` : 'not a PNG'}`,
        );
      if (bytes.length > MAX_IMAGE_BYTES)
        problems.push(`${route}: ${url.pathname} has ${bytes.length} bytes`);
      const digest = createHash('sha256').update(bytes).digest('hex');
      const sameUrl = routeOf.get(url.pathname);
      const sameBytes = routeOfBytes.get(digest);
      if (sameUrl) problems.push(`${route} shares its image with ${sameUrl}`);
      if (sameBytes) problems.push(`${route}'s image is the same picture as ${sameBytes}'s`);
      routeOf.set(url.pathname, route);
      routeOfBytes.set(digest, route);
    }
    expect(problems).toEqual([]);
    expect(routeOf.size).toBe(pages.length);
  });

  it('has its width, height and alt text in the head, and is the Twitter card too', () => {
    const problems: string[] = [];
    for (const { document, route } of pages) {
      const expectOnly = (selector: string, expected?: string) => {
        const found = content(document, selector);
        if (found.length !== 1 || !found[0])
          problems.push(`${route}: ${found.length} × ${selector}`);
        else if (expected !== undefined && found[0] !== expected)
          problems.push(`${route}: ${selector} is ${found[0]}, not ${expected}`);
      };
      const image = content(document, 'meta[property="og:image"]')[0] ?? '';
      expectOnly('meta[property="og:image:width"]', '1200');
      expectOnly('meta[property="og:image:height"]', '630');
      expectOnly('meta[property="og:image:alt"]');
      expectOnly('meta[name="twitter:card"]', 'summary_large_image');
      expectOnly('meta[name="twitter:image"]', image);
      expectOnly('meta[name="twitter:image:alt"]');
    }
    expect(problems).toEqual([]);
  });

  it('names the page in its alt text', () => {
    const problems = pages.flatMap(({ document, route }) => {
      const alt = content(document, 'meta[property="og:image:alt"]')[0] ?? '';
      const heading = document.querySelector('h1')?.textContent?.trim() ?? '';
      return alt.includes(heading) ? [] : [`${route}: alt "${alt}" does not name "${heading}"`];
    });
    expect(problems).toEqual([]);
  });

  it('is not claimed by the 404 page, which is no page to share', () => {
    const notFound = exportedPages().find((page) => page.route === '/404.html');
    expect(notFound).toBeDefined();
    expect(notFound?.document.querySelector('meta[property="og:image"]')).toBeNull();
  });
});
