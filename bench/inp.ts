// Interaction to next paint, as the Event Timing API reports it, under 4x CPU throttling (CDP
// Emulation.setCPUThrottlingRate), for the key interactions.
import { type Browser, chromium, type Locator, type Page } from '@playwright/test';
// @ts-expect-error: a plain .mjs module shared with the other scripts, without type declarations
import * as browserModule from '@/scripts/chromium.mjs';

const { findChromium } = browserModule as { findChromium: () => string | undefined };

export const CPU_SLOWDOWN = 4;
/** The Event Timing API's smallest threshold: a shorter interaction reports no entry. */
const MIN_DURATION_MS = 16;

export interface InpFigure {
  interaction: string;
  /** The longest event of the interaction, input to next paint; null when under 16 ms. */
  inpMs: number | null;
  /** From the press to what it opens being visible (a dialog whose code loads first waits). */
  visibleAfterMs: number;
  /** Every run's INP (null under 16 ms), in run order: the median alone hides a spread of 100 ms. */
  runsMs?: (number | null)[];
}

declare global {
  interface Window {
    __eventDurations?: number[];
    __hovered?: boolean;
    __expandedAtPress?: string | null;
  }
}

/** A run that measured no opening, to be run again. */
class AlreadyOpen extends Error {}

/** Runs `measure` again (up to three times in all) when the run measured no opening. */
async function retried<T>(measure: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await measure();
    } catch (error) {
      if (!(error instanceof AlreadyOpen) || attempt === 3) throw error;
    }
  }
}

function recordEventDurations(): void {
  window.__eventDurations = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceEventTiming[]) {
      if (entry.interactionId) window.__eventDurations?.push(entry.duration);
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
}

type Input = 'mouse' | 'touch';

async function openHydrated(browser: Browser, origin: string, width: number): Promise<Page> {
  // Overlay scrollbars, as on a phone: a desktop one made the scroll lock relayout the page.
  const phone = width < 768;
  const page = await browser.newPage({
    viewport: { width, height: 800 },
    hasTouch: phone,
    isMobile: phone,
  });
  await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
  await page.goto(`${origin}/`);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.evaluate(recordEventDurations);
  return page;
}

/** The press follows the handled hover well within the mega-menu's hover intent. */
async function restOn(page: Page, x: number, y: number): Promise<void> {
  await page.evaluate(() => {
    window.__hovered = false;
    document.addEventListener('pointerover', () => (window.__hovered = true), {
      once: true,
      capture: true,
    });
  });
  await page.mouse.move(x, y);
  await page.waitForFunction(() => window.__hovered === true, undefined, { polling: 10 });
}

/** What the pressed control said it was before the press: `aria-expanded`, if it has one. */
function recordExpandedAtPress(): void {
  document.addEventListener(
    'pointerdown',
    (event) => {
      const control = (event.target as Element | null)?.closest('[aria-expanded]');
      window.__expandedAtPress = control?.getAttribute('aria-expanded') ?? null;
    },
    { once: true, capture: true },
  );
}

/** bench/HISTORY.md, "How INP is measured", says why each step is as it is. */
async function timePress(
  page: Page,
  interaction: string,
  trigger: Locator,
  shown: Locator,
  input: Input = 'mouse',
): Promise<InpFigure> {
  await trigger.scrollIntoViewIfNeeded();
  const box = await trigger.boundingBox();
  if (!box) throw new Error(`${interaction}: the trigger is not visible`);
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.evaluate(() => (window.__eventDurations = []));
  await page.evaluate(recordExpandedAtPress);
  if (input === 'mouse') await restOn(page, x, y);
  const started = Date.now();
  if (input === 'touch') await page.touchscreen.tap(x, y);
  else {
    await page.mouse.down();
    await page.mouse.up();
  }
  // The entry arrives after the press's next paint; none comes for an interaction under 16 ms.
  await page
    .waitForFunction(() => (window.__eventDurations?.length ?? 0) > 0, undefined, {
      polling: 20,
      timeout: 3000,
    })
    .catch(() => undefined);
  // A slow run can let the hover open the menu before the press: that press opened nothing.
  if ((await page.evaluate(() => window.__expandedAtPress)) === 'true') {
    throw new AlreadyOpen(`${interaction}: already open when pressed`);
  }
  await shown.waitFor({ state: 'visible' });
  const visibleAfterMs = Date.now() - started;
  // Every event of the interaction has its entry two frames after the paint.
  const durations = await page.evaluate(
    () =>
      new Promise<number[]>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => setTimeout(() => resolve(window.__eventDurations ?? []), 50)),
        ),
      ),
  );
  const longest = durations.length > 0 ? Math.max(...durations) : null;
  return { interaction, inpMs: longest, visibleAfterMs };
}

async function megaMenu(browser: Browser, origin: string): Promise<InpFigure> {
  const page = await openHydrated(browser, origin, 1280);
  const trigger = page.getByRole('navigation', { name: 'Main' }).getByRole('button', {
    name: 'Services',
    exact: true,
  });
  try {
    return await timePress(
      page,
      'Open the mega-menu',
      trigger,
      page.getByRole('link', { name: /^All .* services/ }),
    );
  } finally {
    await page.close();
  }
}

/** The quote panel, and what the benchmark types in its first step. */
const quoteDialog = (page: Page) => page.getByRole('dialog', { name: /quote/i });
const contact = { name: 'Asha', mobile: '98765 43210', email: 'asha.rao@example.com' };

async function quotePanelAndWizard(browser: Browser, origin: string): Promise<InpFigure[]> {
  const page = await openHydrated(browser, origin, 1280);
  const dialog = quoteDialog(page);
  const open = await timePress(
    page,
    'Open the quote panel the first time (its code not yet loaded)',
    page.getByRole('main').getByRole('button', { name: 'Get a Service' }).first(),
    dialog,
  );
  await dialog.getByRole('textbox', { name: 'Name' }).fill(contact.name);
  await dialog.getByRole('textbox', { name: /mobile/i }).fill(contact.mobile);
  await dialog.getByRole('textbox', { name: /email/i }).fill(contact.email);
  const step = await timePress(
    page,
    'Move to the next wizard step',
    dialog.getByRole('button', { name: 'Continue' }),
    dialog.getByRole('radiogroup', { name: 'Service' }),
  );
  await page.close();
  return [open, step];
}

async function mobileMenu(browser: Browser, origin: string): Promise<InpFigure> {
  const page = await openHydrated(browser, origin, 390);
  const figure = await timePress(
    page,
    'Open the mobile menu',
    page.getByRole('button', { name: 'Menu' }),
    page.getByRole('link', { name: 'Portfolio' }).last(),
    'touch',
  );
  await page.close();
  return figure;
}

export async function measureInp(origin: string, runs = 7): Promise<InpFigure[]> {
  const executablePath = findChromium();
  if (!executablePath) throw new Error('No Chromium found: see scripts/chromium.mjs');
  const browser = await chromium.launch({ executablePath });
  try {
    const all: InpFigure[][] = [];
    for (let run = 0; run < runs; run += 1) {
      all.push([
        await retried(() => megaMenu(browser, origin)),
        ...(await quotePanelAndWizard(browser, origin)),
        await mobileMenu(browser, origin),
      ]);
    }
    return (all[0] ?? []).map((first, index) => {
      const column = all.map((figures) => figures[index] ?? first);
      const middle = (values: number[]) =>
        [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
      const inps = column.map((figure) => figure.inpMs ?? MIN_DURATION_MS - 1);
      const inp = middle(inps);
      return {
        interaction: first.interaction,
        inpMs: inp < MIN_DURATION_MS ? null : inp,
        visibleAfterMs: middle(column.map((figure) => figure.visibleAfterMs)),
        runsMs: column.map((figure) => figure.inpMs),
      };
    });
  } finally {
    await browser.close();
  }
}
