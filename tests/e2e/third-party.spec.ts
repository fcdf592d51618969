/**
 * Chat (tawk.to) and analytics (Clarity), against the export built with both configured
 * (out-third-party/). Their hosts are stubbed; nothing reaches the internet.
 */
import type { Page, Request } from '@playwright/test';
import { cspViolations, expect, open, pauseClock, test } from './fixtures';
import { TEMPLATE_PAGES } from './site-pages';

const CHAT = /^https:\/\/embed\.tawk\.to\//;
const ANALYTICS = /^https:\/\/www\.clarity\.ms\/tag\//;

async function stubThirdParties(page: Page, mode: 'serve' | 'abort') {
  const seen: { url: string; at: number }[] = [];
  for (const pattern of [CHAT, ANALYTICS]) {
    await page.route(pattern, async (route) => {
      seen.push({
        url: route.request().url(),
        at: await page.evaluate(() => performance.now()).catch(() => -1),
      });
      if (mode === 'abort') return route.abort('blockedbyclient');
      return route.fulfill({
        contentType: 'text/javascript',
        body: 'window.__thirdPartyRan = (window.__thirdPartyRan || 0) + 1;',
      });
    });
  }
  return seen;
}

function loadEnd(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd,
  );
}

test('chat and analytics load only after the page has loaded and the browser is idle', async ({
  page,
}) => {
  const requests: Request[] = [];
  page.on('request', (request) => {
    if (CHAT.test(request.url()) || ANALYTICS.test(request.url())) requests.push(request);
  });
  const seen = await stubThirdParties(page, 'serve');
  await page.goto('/');
  await expect.poll(() => seen.length, { timeout: 10_000 }).toBe(2);
  const loadedAt = await loadEnd(page);
  expect(loadedAt).toBeGreaterThan(0);
  for (const entry of seen) expect(entry.at).toBeGreaterThanOrEqual(loadedAt);
  expect(requests.map((request) => new URL(request.url()).host).sort()).toEqual([
    'embed.tawk.to',
    'www.clarity.ms',
  ]);
  await expect
    .poll(() =>
      page.evaluate(() => (window as unknown as { __thirdPartyRan?: number }).__thirdPartyRan),
    )
    .toBe(2);
  expect(await cspViolations(page)).toEqual([]);
});

test('with the idle time held back, the first interaction loads them', async ({ page }) => {
  await pauseClock(page);
  const seen = await stubThirdParties(page, 'serve');
  await open(page, '/contact/');
  await expect.poll(() => page.evaluate(() => document.readyState)).toBe('complete');
  expect(seen).toEqual([]);
  await page.mouse.click(5, 300);
  await expect.poll(() => seen.length).toBe(2);
});

test('when their hosts are blocked, there is no page error and nothing moves', async ({ page }) => {
  const errors: string[] = [];
  const warnings: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  const seen = await stubThirdParties(page, 'abort');
  await open(page, '/');
  const before = await page.getByRole('heading', { level: 1 }).boundingBox();
  await expect.poll(() => seen.length, { timeout: 10_000 }).toBe(2);
  await expect.poll(() => warnings.filter((text) => /failed to load/.test(text)).length).toBe(2);
  expect(errors).toEqual([]);
  expect(await page.getByRole('heading', { level: 1 }).boundingBox()).toEqual(before);
  expect(await cspViolations(page)).toEqual([]);
});

test('no Content-Security-Policy violation on a page of each template with chat and analytics on', async ({
  page,
}) => {
  // Ten pages, each loaded and interacted with.
  test.slow();
  await stubThirdParties(page, 'serve');
  const violations: string[] = [];
  for (const path of TEMPLATE_PAGES) {
    await open(page, path);
    await page.mouse.move(10, 300);
    await page.mouse.down();
    await page.mouse.up();
    violations.push(...(await cspViolations(page)).map((violation) => `${path}: ${violation}`));
  }
  expect(violations).toEqual([]);
});
