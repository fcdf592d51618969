// Renders a page's share image to a PNG: ImageResponse (satori and resvg) draws it in Inter, then
// sharp reduces it to a 256-colour palette.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ImageResponse } from 'next/og';
import { createElement } from 'react';
import sharp from 'sharp';
import { SHARE_IMAGE_SIZE, type ShareCard as Card } from '@/lib/site/share-image';
import { ShareCard } from '@/components/share/ShareCard';

// Drawn at build time, so they can afford a typeface; satori reads WOFF, not WOFF2.
const FONT_DIR = path.join(process.cwd(), 'node_modules', '@fontsource', 'inter', 'files');
const WEIGHTS = [400, 700] as const;

type Font = { name: string; data: Buffer; weight: (typeof WEIGHTS)[number]; style: 'normal' };
let fonts: Promise<Font[]> | undefined;

/** Read once per build, not once per image. */
function loadFonts(): Promise<Font[]> {
  fonts ??= Promise.all(
    WEIGHTS.map(async (weight) => ({
      name: 'Inter',
      data: await readFile(path.join(FONT_DIR, `inter-latin-${weight}-normal.woff`)),
      weight,
      style: 'normal' as const,
    })),
  );
  return fonts;
}

/** A palette makes the card about four times smaller than resvg's RGBA, without visible banding. */
async function toPalette(png: ArrayBuffer): Promise<Buffer> {
  return sharp(Buffer.from(png))
    .png({ palette: true, dither: 0, effort: 1, compressionLevel: 9 })
    .toBuffer();
}

export async function shareImagePng(card: Card): Promise<Buffer> {
  const image = new ImageResponse(createElement(ShareCard, { card }), {
    ...SHARE_IMAGE_SIZE,
    fonts: await loadFonts(),
  });
  return toPalette(await image.arrayBuffer());
}
