import { chromium } from '@playwright/test';
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox'],
});
const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
page.on('console', (m) => console.log('console', m.type(), m.text()));
await page.route(/ipify/, (r) => r.fulfill({ json: { ip: '1.2.3.4' } }));
await page.goto('http://localhost:4000/');
await page.waitForSelector('html[data-hydrated]');
await page.getByRole('contentinfo').getByRole('button', { name: 'Get a Service' }).click();
const d = page.getByRole('dialog', { name: /quote/i });
await d.getByRole('textbox', { name: 'Name' }).fill('Asha');
await d.getByRole('textbox', { name: /mobile/i }).fill('9876543210');
await d.getByRole('textbox', { name: /email/i }).fill('a@b.co');
await d.getByRole('button', { name: 'Continue' }).click();
await page.waitForTimeout(500);
console.log(await page.evaluate(() => document.activeElement.outerHTML.slice(0, 120)));
await page.screenshot({ path: '/tmp/panel-1280.png' });
await browser.close();
