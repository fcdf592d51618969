// What a page's HTML weighs, and what its RSC payload weighs: the data that hydrates it, the part a
// page ships twice, as markup and again as data.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { attributeOf, scriptElements, textOf } from '@/scripts/build/html-elements';
import { PAYLOAD_ATTRIBUTE } from '@/scripts/build/paint-first';

export interface PageBytes {
  html: number;
  htmlGzip: number;
  rsc: number;
  rscGzip: number;
}

function inlineScripts(html: string): string[] {
  return scriptElements(html).map(textOf).filter(Boolean);
}

const gzipSize = (text: string) =>
  zlib.gzipSync(text, { level: zlib.constants.Z_BEST_COMPRESSION }).length;

/** The payload file the page's loader fetches, if any, as a path in outDir. */
function payloadFile(outDir: string, html: string): string | undefined {
  const url = scriptElements(html)
    .map((script) => attributeOf(script, PAYLOAD_ATTRIBUTE))
    .find((value) => value !== undefined);
  return url ? path.join(outDir, url.split('?')[0] ?? url) : undefined;
}

export function pageBytes(outDir: string, route: string): PageBytes {
  const html = fs.readFileSync(path.join(outDir, route, 'index.html'), 'utf8');
  const file = payloadFile(outDir, html);
  const rsc = file
    ? fs.readFileSync(file, 'utf8')
    : inlineScripts(html)
        .filter((script) => script.startsWith('self.__next_f'))
        .join('');
  return {
    html: Buffer.byteLength(html),
    htmlGzip: gzipSize(html),
    rsc: Buffer.byteLength(rsc),
    rscGzip: gzipSize(rsc),
  };
}
