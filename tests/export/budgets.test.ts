// Byte budgets (budgets.json) of what each page downloads before any interaction, against a bare
// Next.js page's floor. Sizes are gzip -9, as a CDN sends them; fonts count raw (woff2 already is).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import budgets from '@/budgets.json';
import { messages } from '@/lib/quote/messages';
import { afterPaintPayload, afterPaintScripts } from '@/scripts/build/paint-first';
import { type ExportedPage, OUT, resolveInOut, sitePages } from './export-files';

const KB = 1024;

const gzipCache = new Map<string, number>();

function gzipBytes(file: string): number {
  let size = gzipCache.get(file);
  if (size === undefined) {
    size = zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
    gzipCache.set(file, size);
  }
  return size;
}

/** The file behind a same-site URL; a missing one is a broken export, not a small page. */
function fileFor(page: ExportedPage, url: string): string {
  const file = resolveInOut(url);
  if (!file) throw new Error(`${page.route}: ${url} is not in out/`);
  return file;
}

function urls(page: ExportedPage, selector: string, attribute: 'src' | 'href'): string[] {
  const found = [...page.document.querySelectorAll(selector)]
    .map((element) => element.getAttribute(attribute) ?? '')
    .filter((url) => url.startsWith('/') && !url.startsWith('//'));
  return [...new Set(found)];
}

/**
 * The JavaScript the HTML loads before any interaction (script tags, the loader's chunks,
 * preloads); a noModule polyfill is left out, since browsers running the modules skip it.
 */
function initialScripts(page: ExportedPage): string[] {
  const scripts = [
    ...urls(page, 'script[src]:not([nomodule])', 'src'),
    ...afterPaintScripts(page.document),
  ];
  const preloads = urls(
    page,
    'link[rel~="modulepreload"], link[rel~="preload"][as="script"]',
    'href',
  );
  return [...new Set([...scripts, ...preloads])].map((url) => fileFor(page, url));
}

function sum(files: readonly string[], size: (file: string) => number): number {
  return files.reduce((total, file) => total + size(file), 0);
}

interface PageJs {
  route: string;
  files: string[];
  gzipBytes: number;
}

const pages = sitePages();
const pageJs: PageJs[] = pages.map((page) => {
  const files = initialScripts(page);
  return { route: page.route, files, gzipBytes: sum(files, gzipBytes) };
});
const jsLimit = budgets.floorJsGzipBytes + budgets.maxAboveFloorBytes;

function printJsTable(): void {
  const rows = pageJs.map(
    (page) =>
      `${page.route.padEnd(68)} ${String(page.files.length).padStart(5)} ${(page.gzipBytes / KB).toFixed(1).padStart(9)}`,
  );
  console.log(
    [
      `${'route'.padEnd(68)} ${'files'.padStart(5)} ${'gzip KB'.padStart(9)}`,
      ...rows,
      `budget: floor ${(budgets.floorJsGzipBytes / KB).toFixed(1)} KB + ${(budgets.maxAboveFloorBytes / KB).toFixed(1)} KB = ${(jsLimit / KB).toFixed(1)} KB`,
    ].join('\n'),
  );
}

/**
 * Strings only the wizard's code holds (its messages and libphonenumber's results), each checked
 * to exist in the export so that a marker the bundler renamed cannot pass unnoticed.
 */
const WIZARD_MARKERS = {
  'wizard messages': messages.nameLetters,
  'submit failure message': messages.submitFailed,
  'libphonenumber (INVALID_COUNTRY)': 'INVALID_COUNTRY',
  'libphonenumber (TOO_SHORT)': 'TOO_SHORT',
} as const;

function exportedScripts(): string[] {
  const chunks = path.join(OUT, '_next', 'static');
  return fs
    .readdirSync(chunks, { recursive: true })
    .map((entry) => path.join(chunks, String(entry)))
    .filter((file) => file.endsWith('.js'));
}

describe('byte budgets (budgets.json)', () => {
  it('every page loads at most the floor + maxAboveFloorBytes of JavaScript (gzip) before interaction', () => {
    printJsTable();
    const over = pageJs
      .filter((page) => page.gzipBytes > jsLimit)
      .map((page) => `${page.route}: ${page.gzipBytes} B > ${jsLimit} B`);
    expect(over).toEqual([]);
  });

  it('the home page transfers less than homeTotalBeforeInteractionMaxBytes before interaction', () => {
    const home = pages.find((page) => page.route === '/');
    if (!home) throw new Error('out/index.html is not among the pages');
    const html = gzipBytes(home.file);
    const css = sum(
      urls(home, 'link[rel~="stylesheet"]', 'href').map((url) => fileFor(home, url)),
      gzipBytes,
    );
    const js = sum(initialScripts(home), gzipBytes);
    const fonts = sum(
      urls(home, 'link[rel~="preload"][as="font"]', 'href').map((url) => fileFor(home, url)),
      (file) => fs.statSync(file).size,
    );
    const payloadUrl = afterPaintPayload(home.document)?.split('?')[0];
    const payload = payloadUrl ? gzipBytes(fileFor(home, payloadUrl)) : 0;
    const total = html + css + js + payload + fonts;
    console.log(
      `home before interaction: HTML ${html} + CSS ${css} + JS ${js} + RSC payload ${payload} + fonts ${fonts} = ${total} B (budget ${budgets.homeTotalBeforeInteractionMaxBytes} B)`,
    );
    expect(total).toBeLessThan(budgets.homeTotalBeforeInteractionMaxBytes);
  });

  it('every page paints before its scripts run: the chunks load through the after-paint loader', () => {
    const early = pages
      .filter((page) => page.document.querySelector('script[src][async]'))
      .map((page) => page.route);
    expect(early).toEqual([]);
    const withoutLoader = pages
      .filter((page) => afterPaintScripts(page.document).length === 0)
      .map((page) => page.route);
    expect(withoutLoader).toEqual([]);
  });

  it('every page fetches its RSC payload after the paint rather than parsing it inline', () => {
    const inline = pages
      .filter((page) => page.document.documentElement.outerHTML.includes('self.__next_f.push([1'))
      .map((page) => page.route);
    expect(inline).toEqual([]);
    const missing = pages.flatMap((page) => {
      const url = afterPaintPayload(page.document)?.split('?')[0];
      return url && !resolveInOut(url) ? [`${page.route}: ${url}`] : [];
    });
    expect(missing).toEqual([]);
  });

  it('the consent banner costs less than consentBannerMaxGzipBytes, and every page stays within the budget with it', () => {
    // The banner's own text: the scripts holding it are the banner's code.
    const chunks = exportedScripts().filter((file) =>
      fs.readFileSync(file, 'utf8').includes('Manage preferences'),
    );
    expect(
      chunks.length,
      'the banner is in no exported script: pick another marker',
    ).toBeGreaterThan(0);
    const banner = sum(chunks, gzipBytes);
    console.log(`consent banner: ${banner} B gzip in ${chunks.length} file(s)`);
    expect(banner).toBeLessThan(budgets.consentBannerMaxGzipBytes);
    const over = pageJs
      .filter((page) => page.gzipBytes + banner > jsLimit)
      .map((page) => `${page.route}: ${page.gzipBytes} + ${banner} B > ${jsLimit} B`);
    expect(over).toEqual([]);
  });

  it("the quote wizard's code (its messages, libphonenumber) is not in any page's initial JavaScript", () => {
    const everyScript = exportedScripts().map((file) => fs.readFileSync(file, 'utf8'));
    for (const marker of Object.values(WIZARD_MARKERS)) {
      expect(
        everyScript.some((text) => text.includes(marker)),
        `marker "${marker}" is in no exported script: pick another`,
      ).toBe(true);
    }

    const initialFiles = [...new Set(pageJs.flatMap((page) => page.files))];
    const found = initialFiles.flatMap((file) => {
      const text = fs.readFileSync(file, 'utf8');
      return Object.entries(WIZARD_MARKERS)
        .filter(([, marker]) => text.includes(marker))
        .map(([what]) => `${path.relative(OUT, file)}: ${what}`);
    });
    expect(found).toEqual([]);
  });
});
