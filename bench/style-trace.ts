// `npm run bench:style-trace -- [--sites=out,bench/floor/site/out] [--routes=/,/cloud-computing/devops/]
// [--runs=7] [--cpu=4] [--min=3] [--save]`: where a page load's style and layout time goes. Each
// site is served by the Worker with its own `_headers`; the sites alternate, a fresh context per
// load (412x823, mobile, CPU throttled, cache off), with a Chrome trace of the load through 2 s of
// quiet after the load event. It lists every style recalculation (UpdateLayoutTree) and layout
// longer than --min ms (at the throttled rate) with the elements or layout objects it touched and
// what set it off: the forcing script's stack, the task it ran in, the invalidations recorded
// since the one before, a stylesheet applied in between. Then, per site and route, the medians
// over the runs. Writes bench/results/style-trace.md (and each trace under bench/.runs/ with
// --save, for DevTools' Performance panel).
import fs from 'node:fs';
import path from 'node:path';
import { type Browser, type CDPSession, chromium } from '@playwright/test';
// @ts-expect-error: a plain .mjs module shared with the other scripts, without type declarations
import * as browserModule from '@/scripts/chromium.mjs';
import { ROOT, RUNS, writeResult } from './paths';
import { serve } from './serve';
import { type LoadSummary, styleEvents, type TraceEvent } from './style-events';

const { findChromium } = browserModule as { findChromium: () => string | undefined };

const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.invalidationTracking',
  'disabled-by-default-devtools.timeline.stack',
  'blink.user_timing',
  'loading',
];

const argument = (name: string) =>
  process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split(/=(.*)/s)[1];

async function traceLoad(cdp: CDPSession, goto: () => Promise<unknown>) {
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', ({ value }) =>
    events.push(...(value as unknown as TraceEvent[])),
  );
  await cdp.send('Tracing.start', {
    traceConfig: { includedCategories: CATEGORIES },
    transferMode: 'ReportEvents',
  });
  await goto();
  const done = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
  await cdp.send('Tracing.end');
  await done;
  return events;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

const LOAD_ATTEMPTS = 3;

/** One load in a fresh context (412x823, mobile, CPU throttled, cache off), traced. */
async function tracedLoad(browser: Browser, url: string, cpu: number): Promise<TraceEvent[]> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.setBlockedURLs', { urls: ['*api.ipify.org*'] });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  const trace = await traceLoad(cdp, async () => {
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(2000);
  });
  await context.close();
  return trace;
}

async function main() {
  const siteDirs = (argument('sites') ?? 'out,bench/floor/site/out').split(',');
  const routes = (argument('routes') ?? '/,/cloud-computing/devops/').split(',');
  const runs = Number(argument('runs') ?? 7);
  const cpu = Number(argument('cpu') ?? 4);
  const minMs = Number(argument('min') ?? 3);
  const save = process.argv.includes('--save');
  const sites = siteDirs.map((dir) => ({ label: dir, dir: path.resolve(ROOT, dir) }));
  const served = [];
  for (const site of sites) {
    served.push({ ...site, server: await serve(site.dir, path.join(site.dir, '_headers')) });
  }
  const browser = await chromium.launch({ executablePath: findChromium(), args: ['--no-sandbox'] });
  const loads = new Map<string, LoadSummary[]>();
  const lines: string[] = [];
  try {
    // The floor has one page: it is loaded once a round, beside each route of the others.
    const targets = served.flatMap((site) =>
      (site.label.includes('floor') ? ['/'] : routes).map((route) => ({ ...site, route })),
    );
    for (let run = 1; run <= runs; run += 1) {
      for (const { label, server, route } of targets) {
        {
          const key = `${label} ${route}`;
          const url = `${server.origin}${route}`;
          let trace: TraceEvent[] = [];
          let summary: LoadSummary | null = null;
          // Now and then a load's trace lacks the page's navigationStart (one of twelve loads on
          // 29 November 2026), which stopped the whole run: such a load is loaded again.
          for (let attempt = 1; !summary; attempt += 1) {
            trace = await tracedLoad(browser, url, cpu);
            try {
              summary = styleEvents(trace, url, minMs);
            } catch (error) {
              if (attempt === LOAD_ATTEMPTS) throw error;
              console.log(`${key} run ${run}: ${(error as Error).message}; loading it again`);
            }
          }
          if (save) {
            fs.mkdirSync(RUNS, { recursive: true });
            const name = `style-trace-${key.replace(/[^\w]+/g, '_')}-${run}.json`;
            fs.writeFileSync(path.join(RUNS, name), JSON.stringify({ traceEvents: trace }));
          }
          if (!loads.has(key)) loads.set(key, []);
          loads.get(key)!.push(summary);
          const head = `${key} run ${run}: style ${summary.styleMs.toFixed(1)} ms in ${summary.styleCount} (${summary.elementsRestyled} elements), layout ${summary.layoutMs.toFixed(1)} ms in ${summary.layoutCount}, FCP ${summary.fcp.toFixed(0)} ms`;
          console.log(head);
          lines.push(
            `### ${head}`,
            '',
            '| at ms | kind | ms | touched | set off by |',
            '|---|---|---|---|---|',
          );
          for (const event of summary.events) {
            const row = `| ${event.at.toFixed(0)} | ${event.kind} | ${event.ms.toFixed(1)} | ${event.count} | ${event.cause.replaceAll('|', '/')} |`;
            lines.push(row);
            console.log(`  ${row}`);
          }
          lines.push('');
        }
      }
    }
  } finally {
    await browser.close();
    await Promise.all(served.map(({ server }) => server.close()));
  }
  const table = [
    `Medians of ${runs} alternated loads at ${cpu}x CPU, 412x823 mobile:`,
    '',
    '| site and route | style ms | style events | elements restyled | layout ms | layout events | events over min |',
    '|---|---|---|---|---|---|---|',
    ...[...loads].map(
      ([key, list]) =>
        `| ${key} | ${median(list.map((l) => l.styleMs)).toFixed(1)} | ${median(list.map((l) => l.styleCount))} | ${median(list.map((l) => l.elementsRestyled))} | ${median(list.map((l) => l.layoutMs)).toFixed(1)} | ${median(list.map((l) => l.layoutCount))} | ${median(list.map((l) => l.events.length))} |`,
    ),
  ];
  console.log(table.join('\n'));
  console.log(
    `wrote ${writeResult('style-trace.md', ['# Style and layout per load', '', ...table, '', ...lines].join('\n'))}`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
