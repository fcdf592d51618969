import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { collectPageProblems, cspViolations, expect, open, test } from './fixtures';
import {
  contact,
  fillBudgetStep,
  fillContactStep,
  fillServiceStep,
  openQuoteFromFooter,
  quoteDialog,
} from './quote-helpers';
import { TEMPLATE_PAGES } from './site-pages';

/**
 * Audited in the tests that already load them: the home page with its header and footer
 * (navigation.spec.ts), the portfolio and a case study in case-studies.spec.ts.
 */
const AUDITED_ELSEWHERE = ['/', '/portfolio/', '/portfolio/hospital-network-patient-app/'];

for (const path of TEMPLATE_PAGES.filter((template) => !AUDITED_ELSEWHERE.includes(template))) {
  test(`${path}: no axe violation, no CSP violation, no page error`, async ({ page }) => {
    const problems = collectPageProblems(page);
    await open(page, path);
    await expectNoAxeViolations(page, path);
    expect(await cspViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
  });
}

/**
 * Each overlay state audited once on its own (the page behind a dialog is inert); the open menus
 * are audited in navigation.spec.ts, in the tests that open them.
 */
test.describe('states', () => {
  test('quote panel: each step, its field errors, the failure and the thank-you screen', async ({
    page,
  }) => {
    // Eight analyses in one walk through the wizard: a page load and two steps filled in for
    // all of them, instead of one per state.
    test.slow();
    let posts = 0;
    await page.route('**/api/submitQuote', (route) =>
      ++posts === 1
        ? route.fulfill({ status: 500, body: 'down' })
        : route.fulfill({ status: 201, json: { id: 'a11y' } }),
    );
    await open(page, '/');
    await openQuoteFromFooter(page);
    const dialog = quoteDialog(page);
    await expectNoAxeViolations(page, 'quote step 0', 'dialog[open]');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(dialog.getByText('Email is required.')).toBeVisible();
    await expectNoAxeViolations(page, 'quote step 0 with errors', 'dialog[open]');
    await fillContactStep(page);
    await expect(dialog.getByText('Step 2 of 3')).toBeVisible();
    await expectNoAxeViolations(page, 'quote step 1', 'dialog[open]');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(dialog.getByText('Please select the service.')).toBeVisible();
    await expectNoAxeViolations(page, 'quote step 1 with errors', 'dialog[open]');
    await fillServiceStep(page);
    await expect(dialog.getByText('Step 3 of 3')).toBeVisible();
    await expectNoAxeViolations(page, 'quote step 2', 'dialog[open]');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog.getByText('Please select the budget.')).toBeVisible();
    await expectNoAxeViolations(page, 'quote step 2 with errors', 'dialog[open]');
    await fillBudgetStep(page);
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog.getByRole('alert')).toBeVisible();
    await expectNoAxeViolations(page, 'quote failure', 'dialog[open]');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog.getByRole('heading', { name: /thank you/i })).toBeVisible();
    await expectNoAxeViolations(page, 'quote success', 'dialog[open]');
  });
});

/** Opens the quote panel from the footer, then closes it and reads its display in the same task. */
async function displayRightAfterClosing(page: Page): Promise<string> {
  await page.getByRole('contentinfo').getByRole('button', { name: 'Get a Service' }).click();
  await expect(quoteDialog(page)).toBeVisible();
  return page.locator('dialog[open]').evaluate((dialog: HTMLDialogElement) => {
    dialog.close();
    return getComputedStyle(dialog).display;
  });
}

// The panel's transition and the reduced-motion rules have no width in their media queries
// (app/globals.css), and the counters and the reveal observer read none.
test('the quote panel slides out when it closes', { tag: '@one-width' }, async ({ page }) => {
  await open(page, '/contact/');
  expect(await displayRightAfterClosing(page)).toBe('block');
  await expect(quoteDialog(page)).toBeHidden();
});

test.describe('with prefers-reduced-motion: reduce', { tag: '@one-width' }, () => {
  test.use({ reducedMotion: 'reduce' });

  test('counters show their final values at once, sections never move, and the quote panel goes at once when it closes', async ({
    page,
  }) => {
    await open(page, '/');
    const stats = page.locator('#stats');
    await stats.scrollIntoViewIfNeeded();
    // No counting: read at once, without waiting, the values are already final (with motion
    // allowed they would read 0 until counted up).
    expect(
      await stats.getByRole('img').evaluateAll((items) => items.map((item) => item.textContent)),
    ).toEqual(expect.arrayContaining([expect.stringMatching(/^175\+/)]));
    await expect(stats.getByText('175+', { exact: true })).toBeVisible();
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
    expect(await displayRightAfterClosing(page)).toBe('none');
  });
});

// Keys and focus do not depend on the width: the panel's markup is the same at both, and its
// look at 390 px is audited above.
test(
  'keyboard only: open the quote panel, fill step 0, move on, focus stays inside the panel, go back and close',
  { tag: '@one-width' },
  async ({ page }) => {
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
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('radio', { name: 'UI/UX Design' })).toBeFocused();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowDown');
    await expect(dialog.getByRole('radio', { name: 'Web Development' })).toBeChecked();

    await test.step('focus stays inside the open panel', async () => {
      // Whether each element the page focused was inside the panel, recorded in the page: the
      // browser's own UI may take focus between the last and first element; the page never does.
      await dialog.evaluate((element) => {
        const seen: boolean[] = [];
        (window as unknown as { __focusInside: boolean[] }).__focusInside = seen;
        document.addEventListener('focusin', (event) =>
          seen.push(element.contains(event.target as Node)),
        );
      });
      for (let index = 0; index < 25; index += 1) await page.keyboard.press('Tab');
      const focusInside = await page.evaluate(
        () => (window as unknown as { __focusInside: boolean[] }).__focusInside,
      );
      expect(focusInside.length).toBeGreaterThan(0);
      expect(focusInside).not.toContain(false);
    });

    await expect(dialog.getByRole('radio', { name: 'Web Development' })).toBeChecked();
    await dialog.getByRole('button', { name: 'Previous step' }).focus();
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue(contact.name);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  },
);
