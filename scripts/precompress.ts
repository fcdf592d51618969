/**
 * After the export: a `.br` and a `.gz` copy beside every compressible file of `out/`
 * (HTML, JavaScript, CSS, text, XML, JSON, SVG, web manifest) of 1 KiB or more, so that a
 * server can send the compressed bytes without compressing on every request: sirv does
 * (server/static.ts), and so can nginx (`gzip_static`, `brotli_static`). A copy that is not
 * smaller than its file is not kept; one newer than its file is kept as it is.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { isEntryPoint } from './entry-point';

const COMPRESSIBLE = /\.(?:html|js|mjs|css|txt|xml|json|svg|webmanifest)$/i;
/** Below this, compression saves less than its own headers cost. */
export const MIN_BYTES = 1024;

export interface PrecompressResult {
  /** Copies written. */
  written: number;
  /** Copies already up to date. */
  skipped: number;
}

/**
 * Brotli's quality: 11 (its best) for the build that ships (`npm run build:deploy` sets
 * BROTLI_QUALITY=11), 6 for the rest. Measured on this export (29 MB in 337 files, 2 cores):
 * quality 11 takes 83 s and gives 4.90 MB, quality 6 half a second and 5.55 MB, so local and
 * test builds, which make two exports, do not pay 83 s each for 13 % fewer bytes.
 */
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

/** Precompresses `root` and says what it did; the build runs it from scripts/postbuild.ts. */
export function precompressAndReport(root: string): void {
  const started = Date.now();
  const { written, skipped } = precompressDirectory(root);
  // Cloudflare compresses on its own: the copies stay out of the Worker's uploaded assets.
  fs.writeFileSync(path.join(root, '.assetsignore'), '*.br\n*.gz\n');
  console.log(
    `precompress: ${written} .br/.gz files written in ${root}/ (${skipped} up to date) in ${Date.now() - started} ms`,
  );
}

// Another export (the benchmark's floor) is precompressed with `tsx scripts/precompress.ts DIR`.
if (isEntryPoint(import.meta.url)) precompressAndReport(process.argv[2] ?? 'out');
