// Draws the site's PNG images with Chromium: `npm run images` after a brand change.
import { chromium } from '@playwright/test';
import { BRAND_IMAGES } from '@/lib/site/brand-images';
import { logoMarkSvg } from '@/lib/site/logo-mark';
// @ts-expect-error: a plain .mjs module shared with the tests, without type declarations
import { CHROMIUM_ARGS, findChromium } from '@/scripts/chromium.mjs';

async function main(): Promise<void> {
  const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
  const page = await browser.newPage();
  const written: string[] = [];
  for (const { path, size } of Object.values(BRAND_IMAGES)) {
    const file = `public${path}`;
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(`<body style="margin:0">${logoMarkSvg(size)}</body>`);
    await page.screenshot({ path: file, omitBackground: true });
    written.push(file);
  }
  await browser.close();
  console.log(`Wrote ${written.join(', ')}`);
}

void main();
