import { expectNoAxeViolations } from './axe';
import type { Page } from '@playwright/test';
import { cspViolations, expect, open, test } from './fixtures';
import { contact, fillContactStep, quoteDialog } from './quote-helpers';
import { sitemapPaths } from './site-pages';

for (const path of sitemapPaths()) {
  test(`${path}: no axe violation and no CSP violation`, async ({ page, external }) => {
    void external;
    await open(page, path);
    await expectNoAxeViolations(page, path);
    expect(await cspViolations(page)).toEqual([]);
  });
}

/** Opens the quote panel, then closes it and reads its display in the same task. */
async function displayRightAfterClosing(page: Page): Promise<string> {
  await open(page, '/contact/');
  await page.getByRole('main').getByRole('button', { name: 'Get a Service' }).click();
  await expect(quoteDialog(page)).toBeVisible();
  return page.locator('dialog[open]').evaluate((dialog: HTMLDialogElement) => {
    dialog.close();
    return getComputedStyle(dialog).display;
  });
}

test('the quote panel slides out when it closes', async ({ page, external }) => {
  void external;
  expect(await displayRightAfterClosing(page)).toBe('block');
  await expect(quoteDialog(page)).toBeHidden();
});

test.describe('with prefers-reduced-motion: reduce', () => {
  test.use({ reducedMotion: 'reduce' });

  test('counters show their final values at once and sections never move', async ({
    page,
    external,
  }) => {
    void external;
    await open(page, '/');
    const stats = page.locator('#stats');
    await stats.scrollIntoViewIfNeeded();
    // No counting: the final value is there at once.
    await expect(stats.getByText('175+', { exact: true })).toBeVisible({ timeout: 500 });
    await page.evaluate(() =>
      window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }),
    );
    const moved = await page.evaluate(
      () =>
        [...document.querySelectorAll('[data-reveal]')].filter((element) => {
          const style = getComputedStyle(element);
          return (
            style.transform !== 'none' || style.transitionDuration !== '0s' || style.opacity !== '1'
          );
        }).length,
    );
    expect(moved).toBe(0);
  });

  test('the quote panel goes at once when it closes', async ({ page, external }) => {
    void external;
    expect(await displayRightAfterClosing(page)).toBe('none');
  });
});

test('keyboard only: open the quote panel, fill step 0, move on, go back and close', async ({
  page,
  external,
}) => {
  void external;
  await open(page, '/contact/');
  const opener = page.getByRole('main').getByRole('button', { name: 'Get a Service' });
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = quoteDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('textbox', { name: 'Name' })).toBeFocused();
  await page.keyboard.type(contact.name);
  await page.keyboard.press('Tab');
  await page.keyboard.type(contact.mobile);
  await page.keyboard.press('Tab');
  await page.keyboard.type(contact.email);
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('heading', { name: 'What do you need?' })).toBeFocused();
  // Tab to the radio group, pick with the arrow keys.
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('radio', { name: 'UI/UX Design' })).toBeFocused();
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowDown');
  await expect(dialog.getByRole('radio', { name: 'Web Development' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Previous step' }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue(contact.name);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test('focus stays inside the open quote panel', async ({ page, external }) => {
  void external;
  await open(page, '/');
  await page.getByRole('contentinfo').getByRole('button', { name: 'Get a Service' }).click();
  const dialog = quoteDialog(page);
  await fillContactStep(page);
  for (let index = 0; index < 25; index += 1) {
    await page.keyboard.press('Tab');
    const inside = await dialog.evaluate((element) => element.contains(document.activeElement));
    // The browser's own UI may take focus between the last and first element; the page never does.
    const onPage = await page.evaluate(() => document.activeElement !== document.body);
    if (onPage) expect(inside).toBe(true);
  }
});
