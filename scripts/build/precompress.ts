// `.br`/`.gz` copies for servers that send them as they are (nginx's gzip_static, brotli_static).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { isEntryPoint } from '@/scripts/entry-point';

const COMPRESSIBLE = /\.(?:html|js|mjs|css|txt|xml|json|svg|webmanifest)$/i;
/** Below this, compression saves less than its own headers cost. */
export const MIN_BYTES = 1024;

export interface PrecompressResult {
  written: number;
  skipped: number;
}

/** 11, the best, only for the build that ships (`npm run build:deploy`): it is slow. */
function brotliQuality(): number {
  const configured = Number(process.env.BROTLI_QUALITY);
  return Number.isInteger(configured) && configured >= 0 && configured <= 11 ? configured : 6;
}

const ENCODERS = {
  '.gz': (bytes: Buffer) => zlib.gzipSync(bytes, { level: zlib.constants.Z_BEST_COMPRESSION }),
  '.br': (bytes: Buffer) =>
    zlib.brotliCompressSync(bytes, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQuality(),
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
} as const;

export function precompressDirectory(root: string): PrecompressResult {
  const result: PrecompressResult = { written: 0, skipped: 0 };
  for (const entry of fs.readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const stats = fs.statSync(file);
    if (stats.size < MIN_BYTES) continue;
    let bytes: Buffer | null = null;
    for (const [suffix, encode] of Object.entries(ENCODERS)) {
      const target = file + suffix;
      if (fs.existsSync(target) && fs.statSync(target).mtimeMs >= stats.mtimeMs) {
        result.skipped += 1;
        continue;
      }
      bytes ??= fs.readFileSync(file);
      const compressed = encode(bytes);
      if (compressed.length >= bytes.length) {
        fs.rmSync(target, { force: true });
        continue;
      }
      fs.writeFileSync(target, compressed);
      result.written += 1;
    }
  }
  return result;
}

export function precompressAndReport(root: string): void {
  const started = Date.now();
  const { written, skipped } = precompressDirectory(root);
  // Cloudflare compresses on its own: the copies stay out of the Worker's uploaded assets but the
  // pages' Brotli ones, which the Worker sends as they are (worker/http/brotli-page.ts); so does
  // nginx's include of the redirects (scripts/build/redirects.ts), which Cloudflare has no use for.
  fs.writeFileSync(
    path.join(root, '.assetsignore'),
    '*.br\n!*.html.br\n*.gz\n_redirects.nginx.conf\n',
  );
  console.log(
    `precompress: ${written} .br/.gz files written in ${root}/ (${skipped} up to date) in ${Date.now() - started} ms`,
  );
}

if (isEntryPoint(import.meta.url)) precompressAndReport(process.argv[2] ?? 'out');
