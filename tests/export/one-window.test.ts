/**
 * Each key document whole within TCP's first window (docs/decisions.md, "Critical CSS"): a page
 * simulated as PageSpeed does (Lantern) paints only once its document's last byte is in, so a
 * document past the window waits a round trip more, however early its first screen arrives.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { KEY_ROUTES } from '@/bench/options';
import { OUT } from './export-files';

/**
 * TCP's first window is ten segments, 14,600 B, and a browser counts the response's headers in it:
 * the Worker's take about 820 B, and a host in front may add a few hundred more.
 */
const DOCUMENT_BUDGET_BYTES = 13_600;

/** Brotli at its best quality, as the build that ships writes the copies (build-deploy.ts). */
function brotliBytes(html: Buffer): number {
  return zlib.brotliCompressSync(html, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: html.length,
    },
  }).length;
}

/** The payload's address carries a digest of the payload, which holds Next's random build id. */
const PAYLOAD_VERSION = /\?v=[\w-]{12}/;

/**
 * The most bytes of Brotli the page takes among builds that differ only in the build id: each
 * build's digest moves a page's size by tens of bytes either way, so the page is measured with
 * the same four stand-in digests whichever build made it, and the check is the same on every run.
 */
function largestBrotliBytes(html: string): number {
  expect(html).toMatch(PAYLOAD_VERSION);
  return Math.max(
    ...Array.from({ length: 4 }, (_, index) => {
      const digest = createHash('sha256').update(String(index)).digest('base64url').slice(0, 12);
      return brotliBytes(Buffer.from(html.replace(PAYLOAD_VERSION, `?v=${digest}`)));
    }),
  );
}

describe('each key document in one window', () => {
  it(`is at most ${DOCUMENT_BUDGET_BYTES} bytes of Brotli whole, its critical CSS in it, whatever the build id`, () => {
    const sizes = KEY_ROUTES.map((route) => ({
      route,
      bytes: largestBrotliBytes(fs.readFileSync(path.join(OUT, route, 'index.html'), 'utf8')),
    }));
    console.log(
      `Brotli bytes of each key document, the largest of four build ids (budget ${DOCUMENT_BUDGET_BYTES} B):\n  ${sizes.map(({ route, bytes }) => `${route}: ${bytes} B`).join('\n  ')}`,
    );
    expect(sizes.filter(({ bytes }) => bytes > DOCUMENT_BUDGET_BYTES)).toEqual([]);
  });
});
