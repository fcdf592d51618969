/**
 * Draws the site's PNG images (Open Graph card, logo, Apple touch icon) with Chromium, so
 * they can be regenerated offline after a brand change: `node scripts/make-images.mjs`.
 */
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './browser.mjs';

const mark = (size) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 32 32"><rect width="32" height="32" rx="9" fill="#4f46e5"/><path d="M9 23V9h3.2l7.3 9.1V9H23v14h-3.1l-7.4-9.1V23z" fill="#fff"/><circle cx="25.5" cy="6.5" r="3" fill="#fbbf24"/></svg>`;

const og = `<!doctype html><html><body style="margin:0;width:1200px;height:630px;font-family:Inter,system-ui,sans-serif;background:linear-gradient(135deg,#1e1b4b,#4338ca);color:#fff;display:flex;flex-direction:column;justify-content:center;padding:0 90px;box-sizing:border-box">
<div style="display:flex;align-items:center;gap:20px">${mark(72)}<span style="font-size:40px;font-weight:700">NimbleForge Technologies</span></div>
<h1 style="font-size:64px;line-height:1.1;margin:48px 0 24px;max-width:960px">Mobile, web, eCommerce, AI, cloud and blockchain software</h1>
<p style="font-size:30px;margin:0;color:#c7d2fe">175+ projects · 15+ years · Bangalore · Hyderabad · United States</p>
</body></html>`;

const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
await page.setContent(og);
await page.screenshot({ path: 'public/og-image.png' });
for (const [file, size] of [
  ['public/logo.png', 512],
  ['public/apple-touch-icon.png', 180],
]) {
  await page.setViewportSize({ width: size, height: size });
  await page.setContent(`<body style="margin:0">${mark(size)}</body>`);
  await page.screenshot({ path: file, omitBackground: true });
}
await browser.close();
console.log('Wrote public/og-image.png, public/logo.png, public/apple-touch-icon.png');
