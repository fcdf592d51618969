/**
 * First paint in one round trip (docs/decisions.md, "Critical CSS"): each page's first screen
 * (head, used CSS, header and hero, which `<link rel="expect">` awaits) must arrive in TCP's
 * initial window in its Brotli copy, after the headers; the full stylesheet must not hold the paint.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { KEY_ROUTES } from '@/bench/options';
import { PAGE_HERO_ID } from '@/components/sections/PageHero';
import { attributeOf, elementsOf } from '@/scripts/build/html-elements';
import { DEFERRED_STYLESHEETS } from '@/scripts/build/paint-first';
import { type ExportedPage, OUT, sitePages } from './export-files';

/** TCP's initial congestion window (RFC 6928): ten segments of a 1,460-byte MSS. */
const INITIAL_WINDOW_BYTES = 10 * 1460;
/** The status line and what the host adds: content type and encoding, date, server, cache status. */
const HOST_HEADER_BYTES = 400;
const KEY_PAGES = [...KEY_ROUTES, '/ai-services/'];

/** The headers `_headers` sends on every path, as they go out uncompressed. */
function siteHeaderBytes(): number {
  const lines = fs.readFileSync(path.join(OUT, '_headers'), 'utf8').split('\n');
  const start = lines.indexOf('/*');
  const rule = lines.slice(start + 1).filter((line, index, all) => {
    const ended = all.slice(0, index + 1).some((earlier) => !/^\s/.test(earlier));
    return !ended && line.trim() !== '';
  });
  return rule.reduce((sum, line) => sum + Buffer.byteLength(`${line.trim()}\r\n`), 0);
}

/** Where the page's first screen ends: after its hero, in bytes of its HTML. */
function firstScreenBytes(page: ExportedPage): number | undefined {
  const hero = elementsOf(page.html, 'section').find(
    (section) => attributeOf(section, 'id') === PAGE_HERO_ID,
  );
  const end = hero?.sourceCodeLocation?.endOffset;
  return end === undefined ? undefined : Buffer.byteLength(page.html.slice(0, end));
}

/** How many bytes of the HTML the first `bytes` of its Brotli copy decode to. */
function decodedFrom(page: ExportedPage, bytes: number): number {
  const compressed = fs.readFileSync(`${page.file}.br`);
  return zlib.brotliDecompressSync(compressed.subarray(0, bytes), {
    finishFlush: zlib.constants.BROTLI_OPERATION_FLUSH,
  }).length;
}

/** The fewest bytes of the Brotli copy that decode through `target` bytes of the HTML. */
function bytesNeeded(page: ExportedPage, target: number): number {
  let low = 0;
  let high = fs.statSync(`${page.file}.br`).size;
  while (low < high) {
    const middle = Math.floor((low + high) / 2);
    if (decodedFrom(page, middle) >= target) high = middle;
    else low = middle + 1;
  }
  return low;
}

describe('the first round trip', () => {
  const pages = sitePages().filter((page) => page.route.endsWith('/'));
  const budget = INITIAL_WINDOW_BYTES - siteHeaderBytes() - HOST_HEADER_BYTES;

  it('brings each page its first screen, the CSS it uses first, within the initial window', () => {
    const problems: string[] = [];
    const rows: string[] = [];
    for (const page of pages) {
      const firstScreen = firstScreenBytes(page);
      if (firstScreen === undefined) {
        if (KEY_PAGES.includes(page.route)) problems.push(`${page.route}: no #page-hero`);
        continue;
      }
      if (decodedFrom(page, budget) < firstScreen) {
        const needed = bytesNeeded(page, firstScreen);
        problems.push(`${page.route}: ${needed} B of Brotli to the end of its hero > ${budget} B`);
      }
      if (KEY_PAGES.includes(page.route)) {
        rows.push(`${page.route}: ${bytesNeeded(page, firstScreen)} B`);
      }
    }
    console.log(
      `Brotli bytes to the end of the hero (budget ${budget} B after the headers):\n  ${rows.join('\n  ')}`,
    );
    expect(rows).toHaveLength(KEY_PAGES.length);
    expect(problems).toEqual([]);
  });

  it('styles the first screen from the page: one <style> in the head, before the body', () => {
    const problems = pages.flatMap((page) => {
      const styles = [...page.document.head.querySelectorAll(':scope > style')];
      return styles.length === 1 && (styles[0]?.textContent ?? '').length > 1000
        ? []
        : [`${page.route}: ${styles.length} critical <style> in its head`];
    });
    expect(problems).toEqual([]);
  });

  it('loads the full stylesheet without holding the paint, and links it for browsers without scripts', () => {
    const problems = pages.flatMap((page) => {
      const head = page.document.head;
      const blocking = [...head.querySelectorAll('link[rel~="stylesheet"]')].filter(
        (link) => link.parentElement?.tagName !== 'NOSCRIPT',
      );
      const deferred = [...head.querySelectorAll(DEFERRED_STYLESHEETS)].map((link) =>
        link.getAttribute('href'),
      );
      const fallback = [...head.querySelectorAll('noscript > link[rel="stylesheet"]')].map((link) =>
        link.getAttribute('href'),
      );
      const found: string[] = [];
      if (blocking.length) found.push(`${page.route}: a render-blocking stylesheet`);
      if (!deferred.length || deferred.join() !== fallback.join())
        found.push(`${page.route}: preloads ${deferred.join()} but links ${fallback.join()}`);
      return found;
    });
    expect(problems).toEqual([]);
  });
});
