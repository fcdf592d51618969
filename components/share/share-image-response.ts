/**
 * Renders a page's share image to a PNG: ImageResponse (satori and resvg) draws it in Inter,
 * then sharp reduces it to a 256-colour palette.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ImageResponse } from 'next/og';
import { createElement } from 'react';
import sharp from 'sharp';
import { SHARE_IMAGE_SIZE, type ShareCard as Card } from '@/lib/share-image';
import { ShareCard } from './ShareCard';

// Share images are drawn once, at build time, so they can afford a typeface of their own
// (pages use the system's font to keep a download off the critical path). satori reads TTF,
// OTF and WOFF but not WOFF2; @fontsource/inter ships Inter as static WOFF files.
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

/**
 * resvg writes full RGBA, about 95 KB a card with the gradient; a palette brings it to about
 * 25 KB without visible banding. No dithering: its noise is what PNG compresses worst, and
 * effort 1 quantizes in a tenth of the time of the default for 2 KB more.
 */
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
