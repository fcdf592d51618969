// Draws the site's PNG images (lib/site/brand-images.ts) with Chromium, so they can be regenerated
// offline after a brand change: `npm run images`.
import { chromium } from '@playwright/test';
import { BRAND_IMAGES } from '@/lib/site/brand-images';
// @ts-expect-error: a plain .mjs module shared with the tests, without type declarations
import { CHROMIUM_ARGS, findChromium } from '../chromium.mjs';

const mark = (size: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 32 32"><rect width="32" height="32" rx="9" fill="#4f46e5"/><path d="M9 23V9h3.2l7.3 9.1V9H23v14h-3.1l-7.4-9.1V23z" fill="#fff"/><circle cx="25.5" cy="6.5" r="3" fill="#fbbf24"/></svg>`;

async function main(): Promise<void> {
  const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
  const page = await browser.newPage();
  const written: string[] = [];
  for (const { path, size } of Object.values(BRAND_IMAGES)) {
    const file = `public${path}`;
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(`<body style="margin:0">${mark(size)}</body>`);
    await page.screenshot({ path: file, omitBackground: true });
    written.push(file);
  }
  await browser.close();
  console.log(`Wrote ${written.join(', ')}`);
}

void main();
