import { defineConfig } from '@playwright/test';
// @ts-expect-error: a plain .mjs module shared with the scripts, without type declarations
import { findTestChromium, TEST_CHROMIUM_ARGS } from './scripts/browser.mjs';

export const TEST_PORT = Number(process.env.TEST_PORT ?? 4173);
/** The export built with chat and analytics configured (scripts/build-third-party-fixture.ts). */
const THIRD_PARTY_PORT = TEST_PORT + 1;
export const ELSEWHERE_ORIGIN = 'https://www.example.com';

export function localStateDir(port: number): string {
  return `.wrangler/test-state/${port}`;
}
const executablePath: string | undefined = findTestChromium();

/** The production Worker, run locally over an export, with a local D1 of its own. */
function server(port: number, env: Record<string, string>) {
  return {
    command: 'npx tsx scripts/start.ts --no-build',
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    // wrangler takes about 30 s to answer when both cores are busy with other work.
    timeout: 120_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      QUOTE_RATE_LIMIT_PER_MINUTE: '1000',
      // A site hosted elsewhere, posting to this Worker as its API host.
      QUOTE_ALLOWED_ORIGINS: ELSEWHERE_ORIGIN,
      LOCAL_STATE_DIR: localStateDir(port),
      // Beside Playwright's report, where a failed run's server errors can still be read.
      SERVER_LOG_FILE: `playwright-report/server-${port}.log`,
      ...env,
    },
  };
}

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  // No retries: a test that needs one is a bug to fix. The budgets leave room for a machine
  // whose two cores are busy with other work (about three times slower than a quiet one);
  // long journeys ask for more with test.slow().
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${TEST_PORT}`,
    launchOptions: { executablePath, args: TEST_CHROMIUM_ARGS },
    trace: 'off',
    screenshot: 'only-on-failure',
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: /third-party/,
      use: { viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'mobile',
      testIgnore: /third-party/,
      // Tests of logic that the width cannot change (validation, posting, timers, the
      // endpoint) run once, at the desktop width.
      grepInvert: /@one-width/,
      use: {
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 2,
      },
    },
    {
      name: 'third-parties',
      testMatch: /third-party/,
      use: {
        viewport: { width: 1280, height: 800 },
        baseURL: `http://127.0.0.1:${THIRD_PARTY_PORT}`,
      },
    },
  ],
  webServer: [server(TEST_PORT, {}), server(THIRD_PARTY_PORT, { OUT_DIR: 'out-third-party' })],
});
