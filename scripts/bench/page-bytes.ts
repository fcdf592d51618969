/**
 * What a page's HTML weighs, and how much of it is the RSC payload (the `self.__next_f.push`
 * scripts that hydrate it): the part a page ships twice, as markup and again as data.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { scriptElements } from '../script-elements';

export interface PageBytes {
  html: number;
  htmlGzip: number;
  rsc: number;
  rscGzip: number;
}

function inlineScripts(html: string): string[] {
  return scriptElements(html)
    .map((script) => script.childNodes.map((node) => ('value' in node ? node.value : '')).join(''))
    .filter(Boolean);
}

const gzipSize = (text: string) =>
  zlib.gzipSync(text, { level: zlib.constants.Z_BEST_COMPRESSION }).length;

export function pageBytes(outDir: string, route: string): PageBytes {
  const html = fs.readFileSync(path.join(outDir, route, 'index.html'), 'utf8');
  const rsc = inlineScripts(html)
    .filter((script) => script.startsWith('self.__next_f'))
    .join('');
  return {
    html: Buffer.byteLength(html),
    htmlGzip: gzipSize(html),
    rsc: Buffer.byteLength(rsc),
    rscGzip: gzipSize(rsc),
  };
}
