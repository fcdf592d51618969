// What only a served site shows; the HTML's own facts are checked in tests/export/seo.test.ts.
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';

// At both widths: the axe analysis of the 404 page's own template.
test('an unknown address gets the helpful 404 page, with no axe violation', async ({ page }) => {
  const response = await page.goto('/no-such-page/');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: /home page/i })).toHaveAttribute('href', '/');
  await expect(main.getByRole('link', { name: /contact/i })).toHaveAttribute('href', '/contact/');
  await expect(main.getByRole('link', { name: 'Artificial Intelligence' })).toHaveAttribute(
    'href',
    '/ai-services/',
  );
  await expectNoAxeViolations(page, '404');
});
