/**
 * Interaction to next paint, as the Event Timing API reports it, under 4x CPU throttling
 * (CDP Emulation.setCPUThrottlingRate), for the interactions issue 15 names. Each starts on a
 * freshly loaded, hydrated home page. A benchmark, not a test: it reports, it never fails.
 */
import { chromium, type Browser, type Locator, type Page } from '@playwright/test';
// @ts-expect-error: a plain .mjs module shared with the other scripts, without type declarations
import * as browserModule from '../browser.mjs';
import { contact, quoteDialog } from '@/tests/e2e/quote-helpers';

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

async function openHydrated(browser: Browser, origin: string, width: number): Promise<Page> {
  const page = await browser.newPage({ viewport: { width, height: 800 } });
  await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
  await page.goto(`${origin}/`);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.evaluate(recordEventDurations);
  return page;
}

/** Presses `trigger`, waits until `shown` is visible, and reads the interaction's timing. */
async function timePress(
  page: Page,
  interaction: string,
  trigger: Locator,
  shown: Locator,
): Promise<InpFigure> {
  await page.evaluate(() => (window.__eventDurations = []));
  const started = Date.now();
  await trigger.click();
  await shown.waitFor({ state: 'visible' });
  const visibleAfterMs = Date.now() - started;
  // Event Timing entries arrive after the next paint: wait for two frames to be sure.
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
  const figure = await timePress(
    page,
    'Open the mega-menu',
    trigger,
    page.getByRole('link', { name: /^All .* services/ }),
  );
  await page.close();
  return figure;
}

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
  );
  await page.close();
  return figure;
}

/** The median of `runs` measurements of each interaction. */
export async function measureInp(origin: string, runs = 7): Promise<InpFigure[]> {
  const executablePath = findChromium();
  if (!executablePath) throw new Error('No Chromium found: see scripts/browser.mjs');
  const browser = await chromium.launch({ executablePath });
  try {
    const all: InpFigure[][] = [];
    for (let run = 0; run < runs; run += 1) {
      all.push([
        await megaMenu(browser, origin),
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
