import { expectNoAxeViolations } from './axe';
import { expect, isMobile, open, pauseClock, SCHEDULER, test } from './fixtures';

function meetingButton(page: import('@playwright/test').Page) {
  return page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: 'Book a Meeting' });
}

test('nothing of the scheduler loads before the modal opens; Loading... shows until the frame loads', async ({
  page,
  external,
}) => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(SCHEDULER, async (route) => {
    await held;
    await route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><title>Scheduler</title><p>Pick a time</p>',
    });
  });
  // A paused clock: the modal's 6 s fallback cannot hide Loading... before the test looks,
  // however slow the machine.
  await pauseClock(page);
  await open(page, '/');
  // The page has settled: the work it does when the browser is idle (the IP lookup) is done.
  await page.clock.runFor(3_000);
  await expect
    .poll(() => external.some((request) => request.url.startsWith('https://api.ipify.org')))
    .toBe(true);
  expect(external.filter((request) => SCHEDULER.test(request.url))).toEqual([]);
  await expect(page.locator('iframe')).toHaveCount(0);

  await meetingButton(page).click();
  const dialog = page.getByRole('dialog', { name: 'Book a Meeting' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Loading...')).toBeVisible();
  const frame = dialog.locator('iframe');
  await expect(frame).toHaveAttribute('title', /schedul|meeting/i);
  await expect(frame).toHaveAttribute('src', /embed_type=Inline/);
  expect(Math.round((await frame.boundingBox())?.height ?? 0)).toBe(500);
  release();
  await expect(dialog.getByText('Loading...')).toBeHidden();
  await expect(dialog.getByRole('link', { name: /open the scheduling page/i })).toHaveAttribute(
    'target',
    '_blank',
  );
});

test(
  'Loading... goes after 6 s when the frame never loads',
  { tag: '@one-width' },
  async ({ page }) => {
    await page.route(SCHEDULER, () => new Promise(() => {}));
    // A paused clock: time moves only by runFor, so a slow machine cannot blur the 6 s edge.
    await pauseClock(page);
    await open(page, '/');
    await meetingButton(page).click();
    const dialog = page.getByRole('dialog', { name: 'Book a Meeting' });
    await expect(dialog.getByText('Loading...')).toBeVisible();
    await page.clock.runFor(5_900);
    await expect(dialog.getByText('Loading...')).toBeVisible();
    await page.clock.runFor(200);
    await expect(dialog.getByText('Loading...')).toBeHidden();
    await expect(dialog.locator('iframe')).toHaveCount(1);
  },
);

// One page load for the keyboard's way through the modal, its audit and the three ways of
// closing it.
test('keyboard only: open the meeting modal, reach Close, leave with Escape; axe while it loads; the modal closes with the X, a click outside and Escape, and focus returns to its button each time', async ({
  page,
}) => {
  // The scheduler never answers: the modal stays in its loading state for the analysis.
  await page.route(SCHEDULER, () => new Promise(() => {}));
  await open(page, '/');
  const opener = meetingButton(page);
  const dialog = page.getByRole('dialog', { name: 'Book a Meeting' });
  await test.step('keyboard only', async () => {
    await opener.focus();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
    await expect(dialog.getByText('Loading...')).toBeVisible();
    await expectNoAxeViolations(page, 'meeting modal loading', 'dialog[open]');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });
  const ways = {
    'the X': () => dialog.getByRole('button', { name: 'Close' }).click(),
    'a click outside': () => page.mouse.click(isMobile(page) ? 4 : 10, isMobile(page) ? 4 : 10),
    Escape: () => page.keyboard.press('Escape'),
  };
  for (const [how, close] of Object.entries(ways)) {
    await test.step(`closed with ${how}`, async () => {
      await opener.click();
      await expect(dialog).toBeVisible();
      await close();
      await expect(dialog).toBeHidden();
      await expect(opener).toBeFocused();
    });
  }
});
