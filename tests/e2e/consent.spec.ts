// out/ has no chat or analytics ids: nothing to consent to, so no banner and no chat button.
import { expect, open, test } from './fixtures';

// What the configuration leaves out is the same at both widths.
test(
  'with no chat or analytics configured: no consent banner, no Cookie settings, no chat button',
  { tag: '@one-width' },
  async ({ page, external }) => {
    await open(page, '/');
    await expect.poll(() => page.evaluate(() => document.readyState)).toBe('complete');
    // The IP lookup runs when the browser is idle: by then the banner would have been asked for.
    await expect.poll(() => external.some((request) => request.url.includes('ipify'))).toBe(true);
    await page.evaluate(
      () => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 5000 })),
    );
    await expect(page.getByRole('region', { name: 'Cookie consent' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Cookie settings' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Chat with us' })).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('nf-consent'))).toBeNull();
  },
);
