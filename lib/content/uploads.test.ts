import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { uploadFilesOnDisk } from './disk';
import { contentFiles } from './files';
import { contentProblems } from './load';
import { uploadProblems } from './uploads';

const bytes = (...parts: (string | number[])[]) =>
  Uint8Array.from(
    parts.flatMap((part) => (typeof part === 'string' ? [...Buffer.from(part)] : part)),
  );

const PNG = bytes([0x89], 'PNG\r\n', [0x1a, 0x0a, 0, 0, 0, 13]);
const JPEG = bytes([0xff, 0xd8, 0xff, 0xe0], 'JFIF');
const WEBP = bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 ');
const AVIF = bytes([0, 0, 0, 28], 'ftypavif');
const GIF = bytes('GIF89a', [1, 0, 1, 0]);
const SVG = bytes('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)">');
const HTML = bytes('<!doctype html><script>alert(1)</script>');

describe('uploadProblems', () => {
  it('accepts photos and raster images whose bytes say what their name says', () => {
    const images = [
      { path: 'public/uploads/team.png', head: PNG },
      { path: 'public/uploads/2026/office.JPG', head: JPEG },
      { path: 'public/uploads/a.jpeg', head: JPEG },
      { path: 'public/uploads/b.webp', head: WEBP },
      { path: 'public/uploads/c.avif', head: AVIF },
      { path: 'public/uploads/d.gif', head: GIF },
    ];
    expect(uploadProblems(images)).toEqual([]);
  });

  it.each([
    ['an SVG with a script', 'public/uploads/logo.svg', SVG],
    ['an HTML page', 'public/uploads/offer.html', HTML],
    ['an image name with another extension after it', 'public/uploads/photo.png.html', HTML],
    ['a compressed SVG', 'public/uploads/logo.svgz', SVG],
    ['no extension', 'public/uploads/README', HTML],
    ['a PDF', 'public/uploads/brochure.pdf', bytes('%PDF-1.7')],
  ])('refuses %s, naming the file', (_name, file, head) => {
    expect(uploadProblems([{ path: file, head }])).toEqual([
      {
        file,
        message: expect.stringMatching(
          /^is not an image the site takes \(png, jpg, jpeg, gif, webp, avif\)/,
        ),
      },
    ]);
  });

  it.each([
    ['HTML named .png', HTML],
    ['an SVG named .png', SVG],
    ['a JPEG named .png', JPEG],
    ['an empty file', new Uint8Array(16)],
  ])('refuses %s', (_name, head) => {
    expect(uploadProblems([{ path: 'public/uploads/x.png', head }])).toEqual([
      {
        file: 'public/uploads/x.png',
        message: 'is named .png but its bytes are not a PNG image: export it again as one',
      },
    ]);
  });

  it('fails the content with the file named, beside the other problems', () => {
    expect(
      contentProblems(contentFiles(), [
        { path: 'public/uploads/team.png', head: PNG },
        { path: 'public/uploads/logo.svg', head: SVG },
      ]),
    ).toEqual([
      expect.stringMatching(/^public\/uploads\/logo\.svg: is not an image the site takes/),
    ]);
  });
});

describe('uploadFilesOnDisk', () => {
  it('reads every file under public/uploads/ with its first bytes, and none without the folder', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'uploads-'));
    try {
      expect(uploadFilesOnDisk(root)).toEqual([]);
      fs.mkdirSync(path.join(root, 'public/uploads/2026'), { recursive: true });
      fs.writeFileSync(path.join(root, 'public/uploads/2026/a.png'), PNG);
      fs.writeFileSync(path.join(root, 'public/uploads/b.svg'), SVG);
      const files = uploadFilesOnDisk(root);
      expect(files.map((file) => file.path)).toEqual([
        'public/uploads/2026/a.png',
        'public/uploads/b.svg',
      ]);
      expect(uploadProblems(files).map((problem) => problem.file)).toEqual([
        'public/uploads/b.svg',
      ]);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
