// Browser test fixtures: nothing reaches the internet (the browser resolves no outside host;
// a test stubs what it needs from one).
import { expect, type Locator, type Page, test as base } from '@playwright/test';
import { QUOTE_SENT_KEY } from '@/components/layout/shell-store';
import { THIRD_PARTY_FIXTURE_ENV } from '@/tests/third-party/fixture';

export const STUB_IP = '203.0.113.7';
/** A request for another host than the test server's. */
const OUTSIDE = /^(?:https?|wss?):\/\/(?!(?:127\.0\.0\.1|localhost)[:/])/;

/** The schedulers of both exports: the default one, and out-third-party/'s configured one. */
export const SCHEDULER = new RegExp(
  `^(?:https://calendly\\.com|${new URL(THIRD_PARTY_FIXTURE_ENV.NEXT_PUBLIC_SCHEDULING_URL).origin.replace(/\./g, '\\.')})/`,
);
/** The IP lookups of both exports, as origin and path (their queries may differ). */
const IP_LOOKUPS = [
  'https://api.ipify.org/',
  THIRD_PARTY_FIXTURE_ENV.NEXT_PUBLIC_IP_LOOKUP_URL,
].map((url) => new URL(url));

function isIpLookup(url: URL): boolean {
  return IP_LOOKUPS.some(
    (lookup) => lookup.origin === url.origin && lookup.pathname === url.pathname,
  );
}

/** The IP lookup answers STUB_IP on this page, for the tests that read what a quote carries. */
export async function answerIpLookup(page: Page) {
  await page.route(isIpLookup, (route) =>
    route.fulfill({ json: { ip: STUB_IP }, headers: { 'access-control-allow-origin': '*' } }),
  );
}

export interface ExternalRequest {
  url: string;
}

interface Fixtures {
  external: ExternalRequest[];
  /**
   * Off by default: on a busy machine a test can outlast the panel's 10 s, and the panel would
   * open over what it is doing. The tests of the automatic opening turn it on.
   */
  autoOpenQuote: boolean;
  holdAutoOpen: void;
}

/** `external` is automatic: every test runs with the outside world stubbed. */
export const test = base.extend<Fixtures>({
  autoOpenQuote: [false, { option: true }],
  holdAutoOpen: [
    async ({ context, autoOpenQuote }, use) => {
      if (!autoOpenQuote) {
        // The way a sent quote does: the shell never opens the panel by itself again.
        await context.addInitScript((key) => sessionStorage.setItem(key, '1'), QUOTE_SENT_KEY);
      }
      await use();
    },
    { auto: true },
  ],
  external: [
    async ({ context }, provide) => {
      await context.addInitScript(() => {
        const store: string[] = [];
        (window as unknown as { __cspViolations: string[] }).__cspViolations = store;
        document.addEventListener('securitypolicyviolation', (event) =>
          store.push(`${event.violatedDirective} ${event.blockedURI}`),
        );
      });
      // Noted, not routed: the browser's resolver refuses every outside host
      // (TEST_CHROMIUM_ARGS). A route, however narrow, would hand each of the context's
      // requests to this process and turn its HTTP cache off.
      const seen: ExternalRequest[] = [];
      context.on('request', (request) => {
        if (OUTSIDE.test(request.url())) seen.push({ url: request.url() });
      });
      await provide(seen);
    },
    { auto: true },
  ],
});

/** Opens a page of the site and waits until the client shell has hydrated. */
export async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
}

/** Follows a link (a new document: pages link with plain <a>) and waits for its hydration. */
export async function followLink(page: Page, link: Locator) {
  const loaded = page.waitForEvent('load');
  await link.click();
  await loaded;
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
}

/** Time then moves only by `page.clock.runFor`, so a slow machine cannot blur a timer's edge. */
export async function pauseClock(page: Page) {
  await page.clock.install({ time: new Date('2026-01-05T09:00:00Z') });
  // Ahead of the installed time, which runs on meanwhile: pausing in its past is refused.
  await page.clock.pauseAt(new Date('2026-01-05T10:00:00Z'));
}

const OUTSIDE_REFUSED = 'Failed to load resource: net::ERR_NAME_NOT_RESOLVED';

/** The page's uncaught errors and console errors from now on, as a list the test reads at its end. */
export function collectPageProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    // Only an outside host goes unresolved here (TEST_CHROMIUM_ARGS): the visitor's IP lookup,
    // which the site does without.
    if (message.type() === 'error' && message.text() !== OUTSIDE_REFUSED) {
      problems.push(`console error: ${message.text()}`);
    }
  });
  return problems;
}

export function cspViolations(page: Page): Promise<string[]> {
  return page.evaluate(
    () => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [],
  );
}

export function isMobile(page: Page): boolean {
  return (page.viewportSize()?.width ?? 1280) < 768;
}

export { expect };
