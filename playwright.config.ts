import { defineConfig } from '@playwright/test';
// @ts-expect-error: a plain .mjs module shared with the scripts, without type declarations
import { CHROMIUM_ARGS, findChromium } from './scripts/browser.mjs';

export const TEST_PORT = Number(process.env.TEST_PORT ?? 4173);
const executablePath: string | undefined = findChromium();

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${TEST_PORT}`,
    launchOptions: { executablePath, args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
    serviceWorkers: 'block',
  },
  projects: [
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 } } },
    {
      name: 'mobile',
      use: {
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 2,
      },
    },
  ],
  webServer: {
    command: 'npx tsx server/main.ts',
    url: `http://127.0.0.1:${TEST_PORT}/`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(TEST_PORT),
      HOST: '127.0.0.1',
      QUOTES_FILE: 'test-results/quotes.jsonl',
      QUOTE_RATE_LIMIT_PER_MINUTE: '1000',
    },
  },
});
