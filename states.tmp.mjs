import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu'] });
async function shot(w, h, path, name, act) {
  const page = await browser.newPage({ viewport: { width: w, height: h }, reducedMotion: 'reduce' });
  await page.route(/^https:\/\//, r => r.request().url().includes('ipify') ? r.fulfill({json:{ip:'1.1.1.1'}}) : r.fulfill({contentType:'text/html', body:'<h1 style="font-family:sans-serif;padding:2rem">Scheduler stub</h1>'}));
  await page.goto('http://127.0.0.1:4000' + path);
  await page.waitForSelector('html[data-hydrated]');
  if (act) await act(page);
  await page.waitForTimeout(500);
  await page.screenshot({ path: `/tmp/${name}-${w}.png` });
  await page.close();
}
await shot(1280, 800, '/', 'mega', async p => { await p.getByRole('button', { name: 'Services', exact: true }).hover(); await p.waitForTimeout(400); await p.getByRole('button', { name: 'Cloud Computing' }).hover(); });
await shot(390, 844, '/', 'mobilemenu', async p => { await p.getByRole('button', { name: /menu/i }).click(); await p.getByRole('button', { name: 'Services', exact: true }).click(); await p.getByRole('button', { name: 'Artificial Intelligence' }).click(); });
await shot(390, 844, '/', 'quote', async p => { await p.getByRole('contentinfo').getByRole('button', { name: 'Get a Service' }).click(); await p.getByRole('button', { name: 'Continue' }).click(); });
await shot(1280, 800, '/', 'meeting', async p => { await p.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Book a Meeting' }).click(); });
await shot(390, 844, '/', 'meeting', async p => { await p.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Book a Meeting' }).click(); });
await shot(1280, 800, '/nope/', 'notfound');
await shot(320, 700, '/mobile-development/ios-app-development/', 'svc320');
await browser.close();
