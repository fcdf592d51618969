// Consent, chat (tawk.to) and analytics (Clarity) against out-third-party/, their hosts stubbed.
import type { Locator, Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { cspViolations, expect, open, pauseClock, test } from './fixtures';
import { fillAllSteps, openQuoteFromFooter, quoteDialog } from './quote-helpers';
import { TEMPLATE_PAGES } from './site-pages';

const CLARITY_HOST = /^https:\/\/([a-z0-9-]+\.)*clarity\.ms\//;
const TAWK_HOST = /^https:\/\/([a-z0-9-]+\.)*tawk\.to\//;

/** Clarity's stand-in: keeps the calls queued before it loaded, and every call after. */
const CLARITY_STUB = `(function () {
  var queued = (window.clarity && window.clarity.q) || [];
  var calls = (window.__clarityCalls = queued.map(function (args) { return Array.from(args); }));
  window.clarity = function () { calls.push(Array.from(arguments)); };
})();`;

/** tawk.to's stand-in: records the API calls and reports itself loaded. */
const TAWK_STUB = `(function () {
  var api = window.Tawk_API;
  var calls = (window.__tawkCalls = []);
  ['maximize', 'showWidget', 'hideWidget', 'shutdown', 'start'].forEach(function (name) {
    api[name] = function () { calls.push(name); };
  });
  if (api.onLoad) api.onLoad();
})();`;

interface ThirdPartyRequests {
  clarity: string[];
  tawk: string[];
}

async function stubThirdParties(
  page: Page,
  mode: 'serve' | 'abort' = 'serve',
): Promise<ThirdPartyRequests> {
  const seen: ThirdPartyRequests = { clarity: [], tawk: [] };
  page.on('request', (request) => {
    const url = request.url();
    if (CLARITY_HOST.test(url)) seen.clarity.push(url);
    if (TAWK_HOST.test(url)) seen.tawk.push(url);
  });
  for (const [pattern, body] of [
    [CLARITY_HOST, CLARITY_STUB],
    [TAWK_HOST, TAWK_STUB],
  ] as const) {
    await page.route(pattern, (route) =>
      mode === 'abort'
        ? route.abort('blockedbyclient')
        : route.fulfill({ contentType: 'text/javascript', body }),
    );
  }
  return seen;
}

/**
 * Lets the page do all it would by itself: load, idle (the IP lookup and deferred scripts), a
 * click, a scroll and a key press (which used to load the third parties), then idle again.
 */
async function settle(page: Page) {
  await expect.poll(() => page.evaluate(() => document.readyState)).toBe('complete');
  const idle = () =>
    page.evaluate(
      () => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 5000 })),
    );
  await idle();
  await page.mouse.click(5, 300);
  await page.mouse.wheel(0, 600);
  await page.keyboard.press('Shift');
  await idle();
  await idle();
}

const banner = (page: Page) => page.getByRole('region', { name: 'Cookie consent' });

function clarityCalls(page: Page): Promise<unknown[][]> {
  return page.evaluate(
    () => (window as unknown as { __clarityCalls?: unknown[][] }).__clarityCalls ?? [],
  );
}

function tawkCalls(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __tawkCalls?: string[] }).__tawkCalls ?? []);
}

function storedConsent(page: Page): Promise<Record<string, unknown> | null> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('nf-consent') ?? 'null'));
}

const GRANTED = ['consentv2', { ad_Storage: 'denied', analytics_Storage: 'granted' }];
const DENIED = ['consentv2', { ad_Storage: 'denied', analytics_Storage: 'denied' }];

// One page load for the banner before a choice, by pointer and then by keyboard.
test('before a choice: the banner shows at the bottom, and nothing reaches Clarity or tawk.to; keyboard: the banner is in the tab order, its preferences work with keys, and focus leaves it freely', async ({
  page,
}) => {
  const seen = await stubThirdParties(page);
  // The banner's code is held back once asked for: until it is in place, no chat button shows
  // (it would move under a press when the banner lifts it), and then it shows clear of it.
  let askedForBanner = () => {};
  const bannerAskedFor = new Promise<void>((resolve) => (askedForBanner = resolve));
  let releaseBanner = () => {};
  const bannerReleased = new Promise<void>((resolve) => (releaseBanner = resolve));
  await page.route(/\/_next\/static\/chunks\/[^/]+\.js$/, async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (body.includes('--consent-offset')) {
      askedForBanner();
      await bannerReleased;
    }
    await route.fulfill({ response, body });
  });
  await open(page, '/');
  await bannerAskedFor;
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Chat with us' })).toHaveCount(0);
  releaseBanner();
  const region = banner(page);
  await expect(region).toBeVisible();
  const chat = await page.getByRole('button', { name: 'Chat with us' }).boundingBox();
  expect(chat!.y + chat!.height).toBeLessThanOrEqual((await region.boundingBox())!.y);
  await expect(region.getByRole('button', { name: 'Accept all' })).toBeVisible();
  await expect(region.getByRole('button', { name: 'Reject all' })).toBeVisible();
  await expect(region.getByRole('button', { name: 'Manage preferences' })).toBeVisible();
  await expect(region.getByRole('link', { name: 'privacy policy' })).toHaveAttribute(
    'href',
    '/privacy-policy/',
  );
  await expect(region).toContainText('Chat loads tawk.to only when you press Chat with us');

  // Accept and reject are equally prominent: the same size and the same look.
  const accept = region.getByRole('button', { name: 'Accept all' });
  const reject = region.getByRole('button', { name: 'Reject all' });
  const look = (button: typeof accept) =>
    button.evaluate((element) => {
      const style = getComputedStyle(element);
      return [style.backgroundColor, style.color, style.fontSize, style.fontWeight, style.height];
    });
  expect(await look(accept)).toEqual(await look(reject));

  const box = await region.boundingBox();
  const viewport = page.viewportSize()!;
  expect(box!.y + box!.height).toBeGreaterThan(viewport.height - 40);
  expect(await region.evaluate((element) => getComputedStyle(element).position)).toBe('fixed');
  // The banner never takes focus by itself (it is not modal).
  expect(await region.evaluate((element) => element.contains(document.activeElement))).toBe(false);

  await settle(page);
  expect(seen).toEqual({ clarity: [], tawk: [] });
  await expect(banner(page)).toBeVisible();
  expect(await cspViolations(page)).toEqual([]);

  // It comes last on the page: Tab from the last control before it reaches it.
  await page.getByRole('button', { name: 'Chat with us' }).focus();
  await page.keyboard.press('Tab');
  await expect(region.getByRole('link', { name: 'privacy policy' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(region.getByRole('button', { name: 'Accept all' })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(region.getByRole('button', { name: 'Manage preferences' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(region.getByRole('heading', { name: 'Cookie preferences' })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(region.getByRole('checkbox', { name: /Analytics/ })).toBeFocused();
  await page.keyboard.press('Space');
  await expect(region.getByRole('checkbox', { name: /Analytics/ })).toBeChecked();
  // Not a trap: Tab past the last button leaves the banner.
  await region.getByRole('button', { name: 'Reject all' }).focus();
  await page.keyboard.press('Tab');
  expect(await region.evaluate((element) => element.contains(document.activeElement))).toBe(false);
  // A choice made from the keyboard leaves focus where the visitor came from, not on nothing.
  await region.getByRole('button', { name: 'Save preferences' }).focus();
  await page.keyboard.press('Enter');
  await expect(banner(page)).toBeHidden();
  expect(await page.evaluate(() => document.activeElement !== document.body)).toBe(true);
});

test('Reject all: nothing reaches Clarity or tawk.to, also after a reload and on another page', async ({
  page,
}) => {
  const seen = await stubThirdParties(page);
  await open(page, '/');
  await banner(page).getByRole('button', { name: 'Reject all' }).click();
  await expect(banner(page)).toBeHidden();
  expect(await storedConsent(page)).toMatchObject({ version: 1, analytics: false, chat: false });
  await settle(page);

  await page.reload();
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
  await settle(page);
  await expect(banner(page)).toHaveCount(0);

  await open(page, '/contact/');
  await settle(page);
  await expect(banner(page)).toHaveCount(0);
  expect(seen).toEqual({ clarity: [], tawk: [] });
});

test('Accept all: Clarity starts with its consent call, tawk.to still waits, and the choice holds after a reload', async ({
  page,
}) => {
  const seen = await stubThirdParties(page);
  await open(page, '/');
  await banner(page).getByRole('button', { name: 'Accept all' }).click();
  await expect(banner(page)).toBeHidden();
  await expect.poll(() => seen.clarity.length).toBe(1);
  await expect.poll(() => clarityCalls(page)).toContainEqual(GRANTED);
  expect(await storedConsent(page)).toMatchObject({ version: 1, analytics: true, chat: true });

  await page.reload();
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
  await expect.poll(() => seen.clarity.length).toBe(2);
  await expect.poll(() => clarityCalls(page)).toContainEqual(GRANTED);
  await settle(page);
  await expect(banner(page)).toHaveCount(0);
  // The chat waits for its button even with the chat allowed.
  expect(seen.tawk).toEqual([]);
  expect(await cspViolations(page)).toEqual([]);
});

test('Manage preferences: the categories, strictly necessary always on; saving analytics only', async ({
  page,
}) => {
  const seen = await stubThirdParties(page);
  await open(page, '/');
  await banner(page).getByRole('button', { name: 'Manage preferences' }).click();
  const region = banner(page);
  const necessary = region.getByRole('checkbox', { name: 'Strictly necessary' });
  await expect(necessary).toBeChecked();
  await expect(necessary).toBeDisabled();
  const analytics = region.getByRole('checkbox', { name: /Analytics/ });
  const chat = region.getByRole('checkbox', { name: /Live chat/ });
  await expect(analytics).not.toBeChecked();
  await expect(chat).not.toBeChecked();
  await analytics.check();
  await region.getByRole('button', { name: 'Save preferences' }).click();
  await expect(banner(page)).toBeHidden();
  await expect.poll(() => clarityCalls(page)).toContainEqual(GRANTED);
  expect(await storedConsent(page)).toMatchObject({ analytics: true, chat: false });
  expect(seen.tawk).toEqual([]);
});

test('Cookie settings in the footer reopens the preferences; withdrawing analytics tells Clarity and deletes its cookies', async ({
  page,
}) => {
  const seen = await stubThirdParties(page);
  // The clock stands still, so the quote panel's automatic opening cannot come in between.
  await pauseClock(page);
  await open(page, '/');
  await banner(page).getByRole('button', { name: 'Accept all' }).click();
  // With the idle time held back, the next interaction starts Clarity.
  await page.keyboard.press('Shift');
  await expect.poll(() => clarityCalls(page)).toContainEqual(GRANTED);
  // What Clarity would have set on the site's domain.
  await page.evaluate(() => {
    document.cookie = '_clck=abc; path=/';
    document.cookie = '_clsk=def; path=/';
  });

  const settings = page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' });
  await settings.click();
  const region = banner(page);
  await expect(region.getByRole('heading', { name: 'Cookie preferences' })).toBeFocused();
  const analytics = region.getByRole('checkbox', { name: /Analytics/ });
  await expect(analytics).toBeChecked();
  await expect(region.getByRole('checkbox', { name: /Live chat/ })).toBeChecked();
  await analytics.uncheck();
  await region.getByRole('button', { name: 'Save preferences' }).click();
  await expect(banner(page)).toBeHidden();
  await expect(settings).toBeFocused();

  await expect.poll(() => clarityCalls(page)).toContainEqual(DENIED);
  expect(await page.evaluate(() => document.cookie)).not.toMatch(/_clck|_clsk/);
  expect(await storedConsent(page)).toMatchObject({ analytics: false, chat: true });

  await page.reload();
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
  await page.mouse.click(5, 300);
  await page.mouse.wheel(0, 600);
  await page.keyboard.press('Shift');
  await page.clock.runFor(6_000);
  await expect(page.getByRole('contentinfo')).toBeVisible();
  expect(seen.clarity).toHaveLength(1);
});

test.describe('with the automatic quote opening on', () => {
  test.use({ autoOpenQuote: true });

  test('the quote panel waits for the banner: it opens by itself only once a choice is made', async ({
    page,
  }) => {
    await stubThirdParties(page);
    await pauseClock(page);
    await open(page, '/');
    await expect(banner(page)).toBeVisible();
    await page.clock.runFor(10_500);
    await expect(page.getByRole('dialog', { name: /quote/i })).toBeHidden();
    await banner(page).getByRole('button', { name: 'Reject all' }).click();
    await page.clock.resume();
    await expect(page.getByRole('dialog', { name: /quote/i })).toBeVisible();
  });
});

test('when their hosts are blocked, there is no page error, nothing moves and the chat button comes back', async ({
  page,
}) => {
  const errors: string[] = [];
  const warnings: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  const seen = await stubThirdParties(page, 'abort');
  await open(page, '/');
  const before = await page.getByRole('heading', { level: 1 }).boundingBox();
  // The chat first: the quote panel may open by itself as soon as the banner closes.
  await page.getByRole('button', { name: 'Chat with us' }).click();
  await banner(page).getByRole('button', { name: 'Accept all' }).click();
  await expect.poll(() => seen.clarity.length + seen.tawk.length).toBe(2);
  await expect.poll(() => warnings.filter((text) => /failed to load/.test(text)).length).toBe(2);
  await expect(page.getByRole('button', { name: 'Chat with us' })).toBeVisible();
  expect(errors).toEqual([]);
  expect(await page.getByRole('heading', { level: 1 }).boundingBox()).toEqual(before);
  expect(await cspViolations(page)).toEqual([]);
});

test('no Content-Security-Policy violation on a page of each template with everything allowed', async ({
  page,
}) => {
  // Ten pages, each loaded and interacted with.
  test.slow();
  await stubThirdParties(page);
  await open(page, '/');
  await banner(page).getByRole('button', { name: 'Accept all' }).click();
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

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    // One page load: the banner's state first, then the page's end once it is closed.
    test("the banner and its preferences pass axe, and the chat button stays clear of the WhatsApp link and Back to Top while it is open; at the page's end, no floating control covers the footer's last row", async ({
      page,
    }) => {
      await stubThirdParties(page);
      await open(page, '/');
      await expect(banner(page)).toBeVisible();
      await page.mouse.wheel(0, 1500);
      const backToTop = page.getByRole('button', { name: 'Back to Top' });
      await expect(backToTop).toBeVisible();
      const boxes: [string, Locator][] = [
        ['the banner', banner(page)],
        ['Chat with us', page.getByRole('button', { name: 'Chat with us' })],
        ['WhatsApp', page.getByRole('link', { name: /whatsapp/i })],
        ['Back to Top', backToTop],
      ];
      type Box = { x: number; y: number; width: number; height: number };
      const overlaps = (a?: Box | null, b?: Box | null) =>
        !a ||
        !b ||
        (a.x < b.x + b.width &&
          b.x < a.x + a.width &&
          a.y < b.y + b.height &&
          b.y < a.y + a.height);
      const clashes = async () => {
        const found = await Promise.all(boxes.map(([, locator]) => locator.boundingBox()));
        return boxes.flatMap(([name], index) =>
          boxes
            .slice(index + 1)
            .filter((_, next) => overlaps(found[index], found[index + next + 1]))
            .map(([other]) => `${name} and ${other}`),
        );
      };
      // At once: a button sliding up would pass over the banner on its way.
      expect(await clashes()).toEqual([]);

      // The banner alone: the pages under it are audited by a11y.spec.ts.
      const region = 'section[aria-label="Cookie consent"]';
      await expectNoAxeViolations(page, `banner at ${viewport.width}`, region);
      await banner(page).getByRole('button', { name: 'Manage preferences' }).click();
      await expect(banner(page).getByRole('checkbox', { name: /Analytics/ })).toBeVisible();
      await expectNoAxeViolations(page, `preferences at ${viewport.width}`, region);

      await banner(page).getByRole('button', { name: 'Reject all' }).click();
      await expect(banner(page)).toBeHidden();
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect(page.getByRole('button', { name: 'Back to Top' })).toBeVisible();
      const footer = page.getByRole('contentinfo');
      const covered = async () => {
        const floats = await Promise.all(
          [
            page.getByRole('button', { name: 'Chat with us' }),
            page.getByRole('link', { name: /whatsapp/i }),
            page.getByRole('button', { name: 'Back to Top' }),
          ].map((locator) => locator.boundingBox()),
        );
        const lastRow = [
          footer.getByText(/All rights reserved/),
          ...(await footer.getByRole('list', { name: 'Legal' }).getByRole('listitem').all()),
        ];
        const found: string[] = [];
        for (const item of lastRow) {
          const box = (await item.boundingBox())!;
          for (const float of floats) {
            if (
              float &&
              box.x < float.x + float.width &&
              float.x < box.x + box.width &&
              box.y < float.y + float.height &&
              float.y < box.y + box.height
            )
              found.push(`${await item.innerText()} under a control at x ${Math.round(float.x)}`);
          }
        }
        return found;
      };
      await expect.poll(covered).toEqual([]);
    });
  });
}

// One visit of the contact page for the two scripts that load only when asked for: the chat's
// on its button, Turnstile's with the quote panel.
test('Chat with us: tawk.to loads only when pressed, then opens; the press allows the chat only; with Turnstile on, its script loads only with the quote panel, and each quote carries a fresh token', async ({
  page,
}) => {
  const scripts: string[] = [];
  await page.route(/^https:\/\/challenges\.cloudflare\.com\//, (route) => {
    scripts.push(route.request().url());
    // Turnstile's stand-in: each render or reset hands out the next token.
    return route.fulfill({
      contentType: 'text/javascript',
      body: `window.turnstile = (function () {
        var count = 0, callbacks = {};
        return {
          render: function (el, options) { var id = 'w' + (++count); callbacks[id] = options.callback; setTimeout(function () { options.callback('token-' + count); }); return id; },
          reset: function (id) { var n = ++count; setTimeout(function () { callbacks[id]('token-' + n); }); },
          remove: function () {},
        };
      })();`,
    });
  });
  const seen = await stubThirdParties(page);
  const posts: Record<string, string>[] = [];
  await page.route('https://quotes.example.test/api/submitQuote', async (route) => {
    if (route.request().method() === 'POST') posts.push(route.request().headers());
    await route.fulfill({
      status: posts.length === 1 ? 500 : 201,
      headers: { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Headers': '*' },
      contentType: 'application/json',
      body: '{}',
    });
  });
  await open(page, '/contact/');
  await settle(page);
  expect(seen.tawk).toEqual([]);
  expect(scripts).toEqual([]);

  await page.getByRole('button', { name: 'Chat with us' }).click();
  await expect.poll(() => seen.tawk.length).toBe(1);
  await expect.poll(() => tawkCalls(page)).toContain('maximize');
  // The widget took the button's place.
  await expect(page.getByRole('button', { name: 'Chat with us' })).toBeHidden();
  expect(await storedConsent(page)).toMatchObject({ chat: true });
  expect(await storedConsent(page)).not.toHaveProperty('analytics');
  await expect(banner(page)).toBeVisible();
  expect(seen.clarity).toEqual([]);
  expect(await cspViolations(page)).toEqual([]);
  expect(scripts).toEqual([]);

  await banner(page).getByRole('button', { name: 'Reject all' }).click();
  await openQuoteFromFooter(page);
  const dialog = quoteDialog(page);
  await expect.poll(() => scripts.length).toBe(1);
  expect(scripts[0]).toContain('render=explicit');
  await fillAllSteps(page);
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByRole('alert')).toBeVisible();
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByRole('heading', { name: /thank you/i })).toBeVisible();
  const tokens = posts.map((headers) => headers['x-turnstile-token']);
  expect(tokens).toHaveLength(2);
  expect(tokens[0]).toMatch(/^token-\d+$/);
  expect(tokens[1]).toMatch(/^token-\d+$/);
  expect(tokens[1]).not.toBe(tokens[0]);
  expect(await cspViolations(page)).toEqual([]);
});
