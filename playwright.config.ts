// The browser tests: three projects (desktop, phone, the third-party export) against two local
// servers, which `npm test` (tests/run.ts) starts early and Playwright otherwise starts itself.
import { defineConfig } from '@playwright/test';
// @ts-expect-error: a plain .mjs module shared with the scripts, without type declarations
import { findTestChromium, TEST_CHROMIUM_ARGS } from './scripts/chromium.mjs';

// Playwright imports this file as the run's configuration, so its port is read here, once; it is
// set on the command line (TEST_PORT=4200 npx playwright test), never by a .env file.
// eslint-disable-next-line no-restricted-syntax
export const TEST_PORT = Number(process.env.TEST_PORT ?? 4173);
export const THIRD_PARTY_PORT = TEST_PORT + 1;
/** A site hosted elsewhere, posting to the test server's Worker as its API host. */
export const ELSEWHERE_ORIGIN = 'https://www.example.com';
export const SERVER_COMMAND = [
  'npx',
  'tsx',
  'scripts/local/start.ts',
  '--no-build',
  '--fresh-state',
] as const;

/** Where a test server keeps its local D1 during a run (emptied when it starts: `--fresh-state`). */
export function localStateDir(port: number): string {
  return `.wrangler/test-state/${port}`;
}

export function serverUrl(port: number): string {
  return `http://127.0.0.1:${port}/`;
}

/** The environment of the server on `port`, serving `outDir`. */
function serverEnv(port: number, outDir: string) {
  return {
    PORT: String(port),
    HOST: '127.0.0.1',
    OUT_DIR: outDir,
    QUOTE_RATE_LIMIT_PER_MINUTE: '1000',
    QUOTE_ALLOWED_ORIGINS: ELSEWHERE_ORIGIN,
    LOCAL_STATE_DIR: localStateDir(port),
    // Beside Playwright's report, where a failed run's server errors can still be read.
    SERVER_LOG_FILE: `playwright-report/server-${port}.log`,
  };
}

export const TEST_SERVERS = [
  { port: TEST_PORT, env: serverEnv(TEST_PORT, 'out') },
  { port: THIRD_PARTY_PORT, env: serverEnv(THIRD_PARTY_PORT, 'out-third-party') },
];

/**
 * Set by `npm test` once it has started both servers itself: Playwright then uses them rather
 * than starting its own.
 */
export const SERVERS_STARTED_ENV = 'TEST_SERVERS_STARTED';

const executablePath: string | undefined = findTestChromium();

/** The production Worker, run locally over an export, with a local D1 of its own. */
function server({ port, env }: { port: number; env: Record<string, string> }) {
  return {
    command: SERVER_COMMAND.join(' '),
    url: serverUrl(port),
    // `npm test` starts both servers while the export's checks run, and says so.
    reuseExistingServer: Boolean(process.env[SERVERS_STARTED_ENV]),
    // wrangler takes about 30 s to answer when both cores are busy with other work.
    timeout: 120_000,
    env,
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
        // A phone's layout in CSS pixels, painted at one device pixel each: the tests read roles,
        // boxes and styles, never pixels, and a 2x screen costs Chromium a quarter more CPU time
        // across these tests.
        deviceScaleFactor: 1,
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
  webServer: TEST_SERVERS.map(server),
});
