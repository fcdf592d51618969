// `npm run bench:auto-open -- [--before=DIR] [--runs=N] [--cpu=N] [--route=/]`: when the quote
// panel shows by itself on a slow phone (6x CPU by default, a 1.6 Mbit/s, 150 ms network, no
// cache), counted from the navigation's start, for out/ and optionally an earlier export,
// interleaved. "opened": the dialog is open; "drawn": two frames later, its first frame on screen.
import path from 'node:path';
import { chromium } from '@playwright/test';
// @ts-expect-error: a plain .mjs module shared with the other scripts, without type declarations
import * as browserModule from '@/scripts/chromium.mjs';
import { loadProjectEnv } from '@/scripts/env-files';
import { OUT, ROOT } from './paths';
import { serve } from './serve';

const { findChromium } = browserModule as { findChromium: () => string | undefined };

interface Times {
  fcp?: number;
  hydrated?: number;
  opened?: number;
  drawn?: number;
}

const argument = (name: string) =>
  process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split(/=(.*)/s)[1];

async function main() {
  // The .env* files' settings, as the build it measures read them.
  loadProjectEnv(false);
  const runs = Number(argument('runs') ?? 5);
  const cpu = Number(argument('cpu') ?? 6);
  const route = argument('route') ?? '/';
  const before = argument('before');
  const sites = [
    ...(before ? [{ label: 'before', dir: path.resolve(ROOT, before) }] : []),
    { label: 'after', dir: OUT },
  ];
  const served = await Promise.all(
    sites.map(async (site) => ({
      ...site,
      server: await serve(site.dir, path.join(site.dir, '_headers')),
    })),
  );
  const browser = await chromium.launch({ executablePath: findChromium(), args: ['--no-sandbox'] });
  const results = new Map<string, Times[]>(sites.map((site) => [site.label, []]));
  try {
    for (let run = 1; run <= runs; run += 1) {
      for (const { label, server } of served) {
        const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Network.enable');
        await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
        await cdp.send('Network.setBlockedURLs', { urls: ['*api.ipify.org*'] });
        await cdp.send('Network.emulateNetworkConditions', {
          offline: false,
          latency: 150,
          downloadThroughput: 1.6e6 / 8,
          uploadThroughput: 750e3 / 8,
        });
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
        await page.addInitScript(() => {
          const times: Times = {};
          (window as unknown as { __times: Times }).__times = times;
          new MutationObserver(() => {
            if (times.hydrated === undefined && document.documentElement.dataset.hydrated)
              times.hydrated = performance.now();
            const open = [...document.querySelectorAll('dialog[open]')].some((dialog) =>
              /quote/i.test(
                document.getElementById(dialog.getAttribute('aria-labelledby') ?? '')
                  ?.textContent ?? '',
              ),
            );
            if (times.opened === undefined && open) {
              times.opened = performance.now();
              requestAnimationFrame(() =>
                requestAnimationFrame(() => (times.drawn = performance.now())),
              );
            }
          }).observe(document, { attributes: true, childList: true, subtree: true });
          new PerformanceObserver((list) => {
            const fcp = list.getEntriesByName('first-contentful-paint')[0];
            if (fcp) times.fcp = fcp.startTime;
          }).observe({ type: 'paint', buffered: true });
        });
        await page.goto(`${server.origin}${route}`, { waitUntil: 'commit' });
        await page.waitForFunction(
          () => (window as unknown as { __times: Times }).__times.drawn !== undefined,
          null,
          { timeout: 40_000, polling: 100 },
        );
        const times = await page.evaluate(() => (window as unknown as { __times: Times }).__times);
        results.get(label)?.push(times);
        const ms = (value?: number) => (value === undefined ? '-' : value.toFixed(0));
        console.log(
          `${label} run ${run}: FCP ${ms(times.fcp)}, hydrated ${ms(times.hydrated)}, opened ${ms(times.opened)}, drawn ${ms(times.drawn)} ms`,
        );
        await context.close();
      }
    }
  } finally {
    await browser.close();
    await Promise.all(served.map(({ server }) => server.close()));
  }
  for (const [label, list] of results) {
    const median = (key: keyof Times) => {
      const values = list.map((times) => times[key] ?? Number.NaN).sort((a, b) => a - b);
      return values[Math.floor(values.length / 2)]?.toFixed(0);
    };
    console.log(
      `${label}, median of ${list.length} at ${cpu}x: FCP ${median('fcp')}, hydrated ${median('hydrated')}, opened ${median('opened')}, drawn ${median('drawn')} ms`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
