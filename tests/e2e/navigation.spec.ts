import type { Locator, Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import {
  collectPageProblems,
  cspViolations,
  expect,
  followLink,
  open,
  pauseClock,
  test,
} from './fixtures';

test.describe('desktop mega-menu', () => {
  // Decided from the project's options, before a browser context is made for nothing.
  test.skip(({ isMobile }) => isMobile, 'desktop only');

  // One page load for the pointer, the open menu's audit, the keyboard and a chosen link: each
  // step leaves the menu closed, as a fresh page has it.
  test('hover opens it after a short delay and shows the hovered category, with no axe violation; leaving closes it; keyboard: Enter opens, Tab reaches the links, arrows move among categories, Escape returns focus; choosing a link navigates and closes it', async ({
    page,
  }) => {
    await open(page, '/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const trigger = nav.getByRole('button', { name: 'Services', exact: true });
    await test.step('by pointer', async () => {
      await expect(trigger).toHaveAttribute('aria-expanded', 'false');
      await trigger.hover();
      await expect(trigger).toHaveAttribute('aria-expanded', 'true');
      // Clicking what one hovers does not close it under the pointer.
      await trigger.click();
      await expect(trigger).toHaveAttribute('aria-expanded', 'true');
      await expect(nav.getByRole('link', { name: 'iOS App Development' })).toBeVisible();
      await expect(nav.getByRole('link', { name: 'iOS App Development' })).toHaveAttribute(
        'href',
        '/mobile-development/ios-app-development/',
      );
      await nav.getByRole('button', { name: 'Artificial Intelligence' }).hover();
      await expect(nav.getByRole('link', { name: 'Computer Vision' })).toBeVisible();
      await expect(nav.getByRole('link', { name: 'iOS App Development' })).toBeHidden();
      await expectNoAxeViolations(page, 'menu open', 'header');
      await page.mouse.move(640, 700);
      await expect(trigger).toHaveAttribute('aria-expanded', 'false');
      await expect(nav.getByRole('link', { name: 'Computer Vision' })).toBeHidden();
    });
    await test.step('by keyboard', async () => {
      await nav.getByRole('link', { name: 'Home' }).focus();
      await page.keyboard.press('Tab');
      await expect(trigger).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(trigger).toHaveAttribute('aria-expanded', 'true');
      await page.keyboard.press('Tab');
      await expect(nav.getByRole('button', { name: 'Mobile Development' })).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await expect(nav.getByRole('button', { name: 'Customized Applications' })).toBeFocused();
      await expect(nav.getByRole('link', { name: 'Microservices Architecture' })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(trigger).toHaveAttribute('aria-expanded', 'false');
      await expect(trigger).toBeFocused();
      await page.keyboard.press('Space');
      await expect(trigger).toHaveAttribute('aria-expanded', 'true');
      await page.mouse.click(640, 700);
      await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    });
    await test.step('choosing a link', async () => {
      await trigger.click();
      await nav.getByRole('button', { name: 'Cloud Computing' }).hover();
      await nav.getByRole('link', { name: 'DevOps Services' }).click();
      await expect(page).toHaveURL(/\/cloud-computing\/devops\/$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('DevOps Services');
      await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    });
  });

  test('a passing pointer does not open it', async ({ page }) => {
    // A paused clock: the intent delay can only run out through runFor, never by a slow machine.
    await pauseClock(page);
    await open(page, '/');
    const trigger = page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('button', { name: 'Services', exact: true });
    const box = (await trigger.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.move(640, 500);
    await page.clock.runFor(1_000);
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    // The same pointer resting on the trigger does open it.
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.clock.runFor(1_000);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  });
});

test.describe('mobile navigation', () => {
  test.skip(({ isMobile }) => !isMobile, 'mobile only');

  test('a link to the current page and Escape both collapse it; the toggle opens the menu, Services and a category expand, with no axe violation, and it collapses after navigation', async ({
    page,
  }) => {
    // Six disclosures, an audit and two navigations, on the slowest (mobile) emulation.
    test.slow();
    await open(page, '/blog/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const toggle = nav.getByRole('button', { name: /menu/i });
    await toggle.click();
    await followLink(page, nav.getByRole('link', { name: 'Blog' }));
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();

    await expect(nav.getByRole('link', { name: 'Portfolio' })).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Portfolio' })).toBeVisible();
    const panel = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
    expect((await panel.boundingBox())?.height).toBeGreaterThan(700);
    const services = nav.getByRole('button', { name: 'Services', exact: true });
    await services.click();
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    const category = nav.getByRole('button', { name: 'eCommerce Development' });
    await category.click();
    await expect(category).toHaveAttribute('aria-expanded', 'true');
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    // The services load a moment after the page (nav-services.ts): audit them too.
    await expect(nav.getByRole('link', { name: 'Marketplace Development' })).toBeVisible();
    await expectNoAxeViolations(page, 'menu open', 'header');
    await nav.getByRole('link', { name: 'Marketplace Development' }).click();
    await expect(page).toHaveURL(/\/ecommerce-development\/marketplace-development\/$/);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: 'Portfolio' })).toBeHidden();
  });
});

/** Scrolls to `top` and waits until the page has painted a frame after the scroll event. */
async function scrollTo(page: Page, top: number) {
  await page.evaluate(
    (y) =>
      new Promise<void>((resolve) => {
        window.scrollTo({ top: y, behavior: 'instant' });
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve)));
      }),
    top,
  );
}

// One load of the home page for its audit and for what every page's header and footer carry;
// the other templates are audited in a11y.spec.ts.
test('/: no axe, CSP or page error; every header control wholly on the screen; the footer has the quote button, offices, legal and social links, the WhatsApp link and counters that count up to 175+, 15+ and 100%; with no chat or analytics configured, no consent banner, Cookie settings or chat button; Back to Top is hidden at 300 px, shown at 301 px, and takes the visitor to the top', async ({
  page,
  external,
}) => {
  const problems = collectPageProblems(page);
  await open(page, '/');
  await expectNoAxeViolations(page, '/');

  await test.step('the header', async () => {
    const width = page.viewportSize()!.width;
    const header = page.getByRole('banner');
    let visible = 0;
    for (const control of await header.getByRole('link').or(header.getByRole('button')).all()) {
      if (!(await control.isVisible())) continue;
      visible += 1;
      const box = (await control.boundingBox())!;
      expect(box.x, await control.innerText()).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, await control.innerText()).toBeLessThanOrEqual(width);
    }
    expect(visible).toBeGreaterThan(0);
  });

  const footer = page.getByRole('contentinfo');
  await test.step('the footer', async () => {
    await expect(footer.getByRole('button', { name: 'Get a Service' })).toBeVisible();
    for (const name of ['Contact', 'Privacy Policy', 'Terms and Conditions']) {
      await expect(footer.getByRole('link', { name, exact: true })).toBeVisible();
    }
    for (const name of ['Facebook', 'X', 'LinkedIn']) {
      const link = footer.getByRole('link', { name, exact: true });
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    for (const city of ['Bangalore', 'Hyderabad', 'United States']) {
      await expect(footer.locator('address', { hasText: city })).toHaveCount(1);
    }
    await expect(footer.getByText('Verified by leading business firms')).toBeVisible();
    await expect(page.getByRole('link', { name: /whatsapp/i }).first()).toHaveAttribute(
      'href',
      /^https:\/\/wa\.me\//,
    );
  });

  // out/ has no chat or analytics ids: nothing to consent to.
  await test.step('no consent banner, no chat', async () => {
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
  });

  await test.step('Back to Top', async () => {
    const backToTop = page.getByRole('button', { name: 'Back to Top' });
    await expect(backToTop).toBeHidden();
    await scrollTo(page, 300);
    expect(await page.evaluate(() => window.scrollY)).toBe(300);
    await expect(backToTop).toBeHidden();
    await scrollTo(page, 301);
    await expect(backToTop).toBeVisible();
    await scrollTo(page, 300);
    await expect(backToTop).toBeHidden();
    await scrollTo(page, 700);
    await expect(backToTop).toBeVisible();
    await backToTop.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(backToTop).toBeHidden();
  });

  await test.step("the footer's counters", async () => {
    await footer.scrollIntoViewIfNeeded();
    await footer.getByText('Support', { exact: true }).scrollIntoViewIfNeeded();
    for (const value of ['175+', '15+', '100%']) {
      await expect(footer.getByText(value, { exact: true })).toBeVisible();
    }
    await expect(footer.getByRole('img', { name: '175+ Projects delivered' })).toBeVisible();
  });

  expect(await cspViolations(page)).toEqual([]);
  expect(problems).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the content shows and every navigation link still leads somewhere', async ({
    page,
    isMobile: mobile,
  }) => {
    await page.goto('/cloud-computing/devops/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('DevOps Services');
    await expect(page.getByRole('heading', { name: 'What we deliver' })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Main' });
    // Buttons that need scripts are replaced by links.
    await expect(nav.getByRole('button')).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Book a Meeting' })).toHaveAttribute(
      'href',
      /^https:\/\//,
    );
    if (mobile) {
      await nav.getByRole('link', { name: 'Menu' }).click();
      await expect(page).toHaveURL(/#site-footer$/);
      await expect(page.getByRole('contentinfo')).toBeInViewport();
    } else {
      await nav.getByRole('link', { name: 'Services' }).click();
      await expect(page).toHaveURL(/\/#services$/);
      await page
        .getByRole('link', { name: /Cloud Computing/ })
        .first()
        .click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cloud Computing');
    }
  });
});

// The loader does not depend on the width.
test.describe('page load', { tag: '@one-width' }, () => {
  test("the first contentful paint comes before the app's scripts and its data are requested, and the page then hydrates", async ({
    page,
  }) => {
    await open(page, '/mobile-development/ios-app-development/');
    const timing = await page.evaluate(async () => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0];
      const chunks = performance
        .getEntriesByType('resource')
        .filter((entry) => /\/_next\/static\/chunks\/.+\.js$/.test(new URL(entry.name).pathname))
        .map((entry) => ({ url: new URL(entry.name).pathname, start: entry.startTime }));
      // Preloads in the HTML as served, not those the loader adds after the paint.
      const served = new DOMParser().parseFromString(
        await (await fetch(location.href)).text(),
        'text/html',
      );
      const preloaded = [...served.querySelectorAll('link[rel="preload"][as="script"]')].map(
        (link) => new URL(link.getAttribute('href') ?? '', location.href).pathname,
      );
      const payload = performance
        .getEntriesByType('resource')
        .find((entry) => new URL(entry.name).pathname.endsWith('/index.txt'));
      return { paint: paint?.startTime ?? null, chunks, preloaded, payload: payload?.startTime };
    });
    expect(timing.paint).not.toBeNull();
    // The RSC payload is fetched, not parsed inline, and only once the page has painted.
    expect(timing.payload).toBeGreaterThanOrEqual(timing.paint!);
    // Only what Next itself preloads at low priority (the page's own chunk) may start earlier.
    const early = timing.chunks
      .filter((chunk) => chunk.start < timing.paint! && !timing.preloaded.includes(chunk.url))
      .map((chunk) => chunk.url);
    expect(early).toEqual([]);
    expect(timing.chunks.length).toBeGreaterThan(timing.preloaded.length + 3);
  });
});

test.describe('page data', { tag: '@one-width' }, () => {
  test('a page whose data fails to arrive asks for it again, and then hydrates', async ({
    page,
  }) => {
    const requests: string[] = [];
    await page.route('**/index.txt?v=*', (route) => {
      requests.push(route.request().url());
      return requests.length === 1 ? route.abort('connectionreset') : route.fallback();
    });
    await open(page, '/contact/');
    expect(requests).toHaveLength(2);
    await page.getByRole('button', { name: 'Book a Meeting' }).first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });
});

// When the app's scripts run against a press does not depend on the width.
test.describe('no lost click', { tag: '@one-width' }, () => {
  async function clickRightAfterFirstPaint(page: Page, button: Locator) {
    await page.goto('/contact/', { waitUntil: 'commit' });
    await page.waitForFunction(
      () => performance.getEntriesByName('first-contentful-paint').length > 0,
    );
    const hydrated = await page.evaluate(() =>
      document.documentElement.hasAttribute('data-hydrated'),
    );
    await button.click();
    return { hydratedBeforeClick: hydrated };
  }

  for (const dialog of ['quote', 'meeting'] as const) {
    test(`a ${dialog} button pressed before the app's scripts have run opens its dialog once they have`, async ({
      page,
    }) => {
      // The slowest network there is: the app's scripts arrive only after the press.
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      const appScript = (url: URL) =>
        url.pathname.startsWith('/_next/static/chunks/') && url.pathname.endsWith('.js');
      await page.route(appScript, async (route) => {
        await held;
        await route.continue();
      });
      const button = page
        .getByRole('main')
        .getByRole('button', { name: dialog === 'quote' ? 'Get a Service' : 'Book a Meeting' });
      const { hydratedBeforeClick } = await clickRightAfterFirstPaint(page, button);
      expect(hydratedBeforeClick).toBe(false);
      const opened = page.getByRole('dialog', {
        name: dialog === 'quote' ? /quote/i : 'Book a Meeting',
      });
      await expect(opened).toBeHidden();
      release();
      await expect(opened).toBeVisible();
      await expect(opened.getByRole('button', { name: 'Close' })).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(button).toBeFocused();
    });
  }

  test('on a fast network a press right after the first paint opens the quote panel', async ({
    page,
  }) => {
    const button = page.getByRole('main').getByRole('button', { name: 'Get a Service' });
    await clickRightAfterFirstPaint(page, button);
    await expect(page.getByRole('dialog', { name: /quote/i })).toBeVisible();
  });
});
