import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { precompressDirectory } from './precompress';

let root: string;
const html = `<!doctype html>${'<p>A page worth compressing.</p>'.repeat(100)}`;

beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'precompress-'));
  await mkdir(path.join(root, '_next', 'static'), { recursive: true });
  await writeFile(path.join(root, 'index.html'), html);
  await writeFile(path.join(root, '_next', 'static', 'app.js'), 'let x = 1;\n'.repeat(200));
  await writeFile(path.join(root, 'small.css'), 'a{color:red}');
  await writeFile(path.join(root, 'logo.png'), Buffer.alloc(4096, 1));
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('scripts/build/precompress.ts', () => {
  it('writes .br and .gz copies of compressible files of 1 KiB or more, and no others', async () => {
    const result = precompressDirectory(root);

    expect(result).toEqual({ written: 4, skipped: 0 });
    const page = path.join(root, 'index.html');
    expect(zlib.gunzipSync(await readFile(`${page}.gz`)).toString()).toBe(html);
    expect(zlib.brotliDecompressSync(await readFile(`${page}.br`)).toString()).toBe(html);
    expect(existsSync(path.join(root, '_next', 'static', 'app.js.br'))).toBe(true);
    expect(existsSync(path.join(root, 'small.css.gz'))).toBe(false);
    expect(existsSync(path.join(root, 'logo.png.gz'))).toBe(false);
    expect(existsSync(`${page}.gz.gz`)).toBe(false);
  });

  it('skips copies that are up to date and redoes stale ones', async () => {
    precompressDirectory(root);
    expect(precompressDirectory(root)).toEqual({ written: 0, skipped: 4 });

    const page = path.join(root, 'index.html');
    await writeFile(page, `${html}<p>changed</p>`);
    const later = new Date((await stat(`${page}.gz`)).mtimeMs + 10_000);
    await utimes(page, later, later);

    expect(precompressDirectory(root)).toEqual({ written: 2, skipped: 2 });
    expect(zlib.gunzipSync(await readFile(`${page}.gz`)).toString()).toContain('changed');
  });
});
