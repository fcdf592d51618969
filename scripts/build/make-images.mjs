// Draws the site's PNG images (logo, Apple touch icon, tab icons) with Chromium, so they can be
// regenerated offline after a brand change: `node scripts/build/make-images.mjs`.
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from '../chromium.mjs';

const mark = (size) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 32 32"><rect width="32" height="32" rx="9" fill="#4f46e5"/><path d="M9 23V9h3.2l7.3 9.1V9H23v14h-3.1l-7.4-9.1V23z" fill="#fff"/><circle cx="25.5" cy="6.5" r="3" fill="#fbbf24"/></svg>`;

const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
const page = await browser.newPage();
for (const [file, size] of [
  ['public/logo.png', 512],
  ['public/apple-touch-icon.png', 180],
  // The tab icon: a PNG decodes in a moment, where an SVG favicon costs the page's main thread a
  // whole isolated SVG document (about 40 ms of CPU on a throttled phone, mid-load).
  ['public/favicon-32.png', 32],
  ['public/favicon-64.png', 64],
]) {
  await page.setViewportSize({ width: size, height: size });
  await page.setContent(`<body style="margin:0">${mark(size)}</body>`);
  await page.screenshot({ path: file, omitBackground: true });
}
await browser.close();
console.log(
  'Wrote public/logo.png, public/apple-touch-icon.png, public/favicon-32.png, public/favicon-64.png',
);
