/**
 * `npm run bench` (issue 8): Lighthouse on every route of the sitemap, measured against the
 * framework's floor (a bare Next.js page of the same version, exported the same way), so the
 * figures say what the site costs on top of Next.js itself rather than on this machine.
 *
 *   npx tsx scripts/bench.ts [--no-build] [--routes=/,/contact/]
 *
 * --no-build   measure out/ as it is (the floor is always rebuilt: it takes seconds)
 * --routes=…   measure only these paths of the sitemap (a quick check; the report says so)
 * --out=DIR    measure another export (e.g. out-third-party/, built with chat and analytics on)
 *              and write bench/report-DIR.md/.json beside the main report
 *
 * Writes bench/report.md and bench/report.json and prints the tables. Timings never fail the
 * run: it exits 0 whether or not the targets are met, non-zero only when something crashes.
 */
// First: lib/env.ts below reads the .env* files' settings, as the build it measures did.
import './load-env';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import type { Flags, Result } from 'lighthouse';
import { env } from '@/lib/env';
import { createServer } from '@/server/app';
// @ts-expect-error: a plain .mjs module shared with the other scripts, without type declarations
import * as browser from './browser.mjs';

const { CHROMIUM_ARGS, findChromium } = browser as {
  CHROMIUM_ARGS: readonly string[];
  findChromium: () => string | undefined;
};

const ROOT = process.cwd();
const OUT = path.join(ROOT, 'out');
const BENCH = path.join(ROOT, 'bench');
const FLOOR = path.join(BENCH, 'floor');
const FLOOR_SITE = path.join(FLOOR, 'site');
const FLOOR_OUT = path.join(FLOOR_SITE, 'out');
const RUNS = path.join(BENCH, '.runs');
const NEXT_BIN = path.join(ROOT, 'node_modules', 'next', 'dist', 'bin', 'next');

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
/** The pages that matter most get three runs: one Lighthouse run can be off by a few points. */
const KEY_ROUTES = [
  '/',
  '/mobile-development/',
  '/mobile-development/ios-app-development/',
  '/contact/',
];
const KEY_ROUTE_RUNS = 3;
const FLOOR_RUNS = 3;

/* ------------------------------------------------------------------------------------------
 * Command line
 * ---------------------------------------------------------------------------------------- */

interface Options {
  build: boolean;
  /** A subset of the sitemap's paths, or null for all of them. */
  routes: string[] | null;
  /** The export to measure. */
  out: string;
}

function parseOptions(argv: readonly string[]): Options {
  const options: Options = { build: true, routes: null, out: OUT };
  for (const arg of argv) {
    if (arg === '--no-build') options.build = false;
    else if (arg.startsWith('--routes=')) options.routes = arg.slice('--routes='.length).split(',');
    else if (arg.startsWith('--out=')) {
      options.out = path.resolve(ROOT, arg.slice('--out='.length));
      options.build = false;
    } else throw new Error(`Unknown option ${arg} (expected --no-build or --routes=/a/,/b/)`);
  }
  return options;
}

/* ------------------------------------------------------------------------------------------
 * Builds
 * ---------------------------------------------------------------------------------------- */

function run(command: string, args: string[], cwd: string = ROOT): void {
  const result = spawnSync(command, args, {
    cwd,
    stdio: 'inherit',
    // Telemetry would try the network, which this machine (and CI) may not have.
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
    // npm is npm.cmd on Windows, which only a shell can run.
    shell: process.platform === 'win32' && command === 'npm',
  });
  if (result.status !== 0) {
    throw new Error(
      result.error?.message ?? `${command} ${args.join(' ')} failed (exit ${result.status})`,
    );
  }
}

const FLOOR_FILES: Record<string, string> = {
  'app/layout.tsx': `export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
`,
  'app/page.tsx': `export default function Page() {
  return (
    <main>
      <h1>The floor</h1>
      <p>A bare Next.js page: what any site built with this version costs at least.</p>
    </main>
  );
}
`,
  // turbopack.root: Turbopack resolves nothing outside its root, and node_modules here is a
  // symlink into the project, so the root is the project (it would infer that from the
  // project's lockfile too; saying it keeps the build independent of that guess).
  'next.config.mjs': `export default {
  output: 'export',
  turbopack: { root: ${JSON.stringify(ROOT)} },
};
`,
};

/**
 * The floor: a bare page in bench/floor/site, built by the project's own next binary, so the
 * version and the bundler (Turbopack) are the site's. It has no package.json of its own:
 * bench/floor/node_modules links to the project's, where Node resolves next and react from.
 */
function buildFloor(): void {
  fs.rmSync(FLOOR_SITE, { recursive: true, force: true });
  for (const [file, text] of Object.entries(FLOOR_FILES)) {
    fs.mkdirSync(path.dirname(path.join(FLOOR_SITE, file)), { recursive: true });
    fs.writeFileSync(path.join(FLOOR_SITE, file), text);
  }
  const link = path.join(FLOOR, 'node_modules');
  fs.rmSync(link, { force: true });
  fs.symlinkSync(path.join('..', '..', 'node_modules'), link, 'dir');
  run(process.execPath, [NEXT_BIN, 'build', FLOOR_SITE], FLOOR_SITE);
}

/* ------------------------------------------------------------------------------------------
 * Serving
 * ---------------------------------------------------------------------------------------- */

interface Served {
  origin: string;
  close: () => Promise<void>;
}

/** The export served as `npm start` serves it (headers, gzip), on a free port. */
async function serve(outDir: string): Promise<Served> {
  const server: http.Server = createServer({
    outDir,
    // Nothing posts during a Lighthouse run; the file is never written.
    quotesFile: path.join(os.tmpdir(), 'bench-quotes.jsonl'),
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Every path in out/sitemap.xml; its absolute URLs name the production host, not ours. */
function sitemapRoutes(outDir: string): string[] {
  const sitemap = path.join(outDir, 'sitemap.xml');
  if (!fs.existsSync(sitemap))
    throw new Error(`${sitemap} is missing: build first (drop --no-build)`);
  const xml = fs.readFileSync(sitemap, 'utf8');
  return [...xml.matchAll(/<loc>\s*([^<\s]+)\s*<\/loc>/g)].map(
    (match) => new URL(match[1] ?? '/').pathname,
  );
}

/* ------------------------------------------------------------------------------------------
 * Lighthouse
 * ---------------------------------------------------------------------------------------- */

/** One Lighthouse run, reduced to the figures the report shows. */
interface RunFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Script transfer during the run: the page's own chunks, and what it fetches when idle. */
  jsBytes: number;
  totalBytes: number;
  /** Render-blocking requests to another origin than the page's. */
  thirdPartyRenderBlocking: string[];
  /** Failed audits of the three 100-point categories, to say why a score is not 100. */
  failedAudits: string[];
}

type Chrome = Awaited<ReturnType<typeof chromeLauncher.launch>>;

/**
 * Chrome may not reach anything but this machine: external host names fail to resolve at
 * once (nothing hangs waiting for a network that is not there).
 */
const OFFLINE_ARGS = ['--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1'];

async function launchChrome(): Promise<Chrome> {
  const chromePath = findChromium();
  if (!chromePath) throw new Error('No Chromium found: see scripts/browser.mjs');
  return chromeLauncher.launch({
    chromePath,
    chromeFlags: [...CHROMIUM_ARGS, ...OFFLINE_ARGS],
    logLevel: 'error',
  });
}

/**
 * The visitor IP lookup (the site's one external request, made when the page is idle) is
 * blocked: offline it would fail with a network error in the console and cost best-practices
 * points the deployed site does not lose. Lighthouse ignores requests it blocked itself.
 */
function blockedUrlPatterns(): string[] {
  return [`*${new URL(env.ipLookupUrl).host}*`];
}

type Lighthouse = (typeof import('lighthouse'))['default'];

/**
 * Lighthouse is imported dynamically, as native ESM: a static import from this file (CommonJS
 * to tsx, the package having no "type": "module") goes through tsx's require hook, which
 * recompiles Lighthouse with esbuild's keepNames. The functions Lighthouse sends into the page
 * then call a `__name` helper that exists only in Node ("ReferenceError: __name is not defined").
 */
async function loadLighthouse(): Promise<Lighthouse> {
  return (await import('lighthouse')).default;
}

async function runLighthouse(lighthouse: Lighthouse, chrome: Chrome, url: string): Promise<Result> {
  // Lighthouse's default configuration: mobile, simulated throttling.
  const flags: Flags = {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
    blockedUrlPatterns: blockedUrlPatterns(),
  };
  const result = await lighthouse(url, flags);
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  if (result.lhr.runtimeError) {
    throw new Error(`Lighthouse failed on ${url}: ${result.lhr.runtimeError.message}`);
  }
  return result.lhr;
}

/**
 * Attempts per run. A run sometimes fails for reasons of its own (NO_NAVSTART, "something went
 * wrong with recording the trace", seen about once in 25 runs here); trying again fixes it.
 */
const ATTEMPTS = 3;

async function runLighthouseWithRetry(
  lighthouse: Lighthouse,
  chrome: Chrome,
  url: string,
): Promise<Result> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await runLighthouse(lighthouse, chrome, url);
    } catch (error) {
      if (attempt >= ATTEMPTS) throw error;
      console.warn(`${error instanceof Error ? error.message : String(error)}; trying again`);
    }
  }
}

function score(lhr: Result, category: string): number {
  return Math.round((lhr.categories[category]?.score ?? 0) * 100);
}

function numeric(lhr: Result, audit: string): number {
  return lhr.audits[audit]?.numericValue ?? Number.NaN;
}

/** The rows of an audit's table details (empty when the audit has no table). */
function tableItems(lhr: Result, audit: string): Record<string, unknown>[] {
  const details = lhr.audits[audit]?.details;
  return details && 'items' in details && Array.isArray(details.items)
    ? (details.items as Record<string, unknown>[])
    : [];
}

function scriptBytes(lhr: Result): number {
  return tableItems(lhr, 'network-requests')
    .filter((item) => item.resourceType === 'Script')
    .reduce((sum, item) => sum + (Number(item.transferSize) || 0), 0);
}

/**
 * Lighthouse 13 replaced `render-blocking-resources` with `render-blocking-insight`; read
 * whichever the result has.
 */
function thirdPartyRenderBlocking(lhr: Result): string[] {
  const audit = lhr.audits['render-blocking-insight']
    ? 'render-blocking-insight'
    : 'render-blocking-resources';
  const pageOrigin = new URL(lhr.finalDisplayedUrl).origin;
  return tableItems(lhr, audit)
    .map((item) => String(item.url ?? ''))
    .filter((url) => url && new URL(url, pageOrigin).origin !== pageOrigin);
}

function failedAudits(lhr: Result): string[] {
  return CATEGORIES.filter((category) => category !== 'performance').flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0)
      .filter((ref) => {
        const audit = lhr.audits[ref.id];
        return audit && audit.score !== null && audit.score < 1;
      })
      .map((ref) => `${category}: ${ref.id}`),
  );
}

function figures(lhr: Result): RunFigures {
  return {
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    seo: score(lhr, 'seo'),
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    jsBytes: scriptBytes(lhr),
    totalBytes: numeric(lhr, 'total-byte-weight'),
    thirdPartyRenderBlocking: thirdPartyRenderBlocking(lhr),
    failedAudits: failedAudits(lhr),
  };
}

/** The run with the median performance score (the middle one of an odd number of runs). */
function medianRun(runs: readonly RunFigures[]): RunFigures {
  const sorted = [...runs].sort((a, b) => a.performance - b.performance);
  const median = sorted[Math.floor(sorted.length / 2)];
  if (!median) throw new Error('No runs to take a median of');
  return median;
}

/* ------------------------------------------------------------------------------------------
 * Measuring
 * ---------------------------------------------------------------------------------------- */

interface RouteResult {
  route: string;
  /** The performance score of every run, in order; the figures are the median run's. */
  performanceRuns: number[];
  median: RunFigures;
}

interface Job {
  /** Names the raw results: "floor", or the route. */
  label: string;
  route: string;
  origin: string;
  runs: number;
}

/**
 * Every run's full Lighthouse result goes to bench/.runs (git-ignored), to look into a figure
 * afterwards (the Lighthouse viewer opens them too).
 */
function saveRawResult(job: Job, index: number, lhr: Result): void {
  const name = job.label.replace(/^\/|\/$/g, '').replace(/\//g, '_') || 'home';
  fs.mkdirSync(RUNS, { recursive: true });
  fs.writeFileSync(path.join(RUNS, `${name}.${index + 1}.json`), JSON.stringify(lhr));
}

/**
 * Each route gets a fresh Chrome: over one browser's 70-odd runs, TBT crept up from about 35 ms
 * to over 100 ms, so routes measured late lost points the same pages kept in a new browser.
 */
async function measure(lighthouse: Lighthouse, jobs: readonly Job[]): Promise<RouteResult[]> {
  const total = jobs.reduce((sum, job) => sum + job.runs, 0);
  let done = 0;
  const results: RouteResult[] = [];
  for (const job of jobs) {
    const runs: RunFigures[] = [];
    const chrome = await launchChrome();
    try {
      for (let index = 0; index < job.runs; index += 1) {
        const started = Date.now();
        const lhr = await runLighthouseWithRetry(lighthouse, chrome, `${job.origin}${job.route}`);
        saveRawResult(job, index, lhr);
        runs.push(figures(lhr));
        done += 1;
        const seconds = ((Date.now() - started) / 1000).toFixed(1);
        console.log(
          `[${done}/${total}] ${job.label} run ${index + 1}/${job.runs}: performance ${runs.at(-1)?.performance} (${seconds} s)`,
        );
      }
    } finally {
      chrome.kill();
    }
    results.push({
      route: job.route,
      performanceRuns: runs.map((run) => run.performance),
      median: medianRun(runs),
    });
  }
  return results;
}

/* ------------------------------------------------------------------------------------------
 * The report
 * ---------------------------------------------------------------------------------------- */

/** CLS as Lighthouse shows it (three decimals): a shift of 0.0001 reads, and counts, as 0. */
function displayedCls(cls: number): number {
  return Number(cls.toFixed(3));
}

interface Target {
  name: string;
  met: boolean;
  detail: string;
}

/** How many misses the summary names; the table above has every route. */
const MISSES_NAMED = 5;

/**
 * A target over every route: met when no route misses it. `misses` are the routes that do,
 * worst first, with the figure that misses.
 */
function target(name: string, misses: readonly string[], total: number, whenMet: string): Target {
  if (misses.length === 0) return { name, met: true, detail: whenMet };
  const named = misses.slice(0, MISSES_NAMED).join(', ');
  const more = misses.length > MISSES_NAMED ? ', …' : '';
  return { name, met: false, detail: `${misses.length} of ${total} routes miss: ${named}${more}` };
}

type FullMarks = 'accessibility' | 'bestPractices' | 'seo';

function missesBelow(routes: readonly RouteResult[], key: FullMarks | 'performance', floor = 100) {
  return [...routes]
    .filter((r) => r.median[key] < floor)
    .sort((a, b) => a.median[key] - b.median[key])
    .map((r) => `${r.route} ${r.median[key]}`);
}

function targets(floor: RouteResult, routes: readonly RouteResult[]): Target[] {
  const total = routes.length;
  const floorScore = floor.median.performance;
  const shifting = [...routes]
    .filter((r) => displayedCls(r.median.cls) !== 0)
    .sort((a, b) => b.median.cls - a.median.cls)
    .map((r) => `${r.route} ${displayedCls(r.median.cls)}`);
  const blocking = routes
    .filter((r) => r.median.thirdPartyRenderBlocking.length > 0)
    .map((r) => `${r.route}: ${r.median.thirdPartyRenderBlocking.join(' ')}`);
  const lowest = Math.min(...routes.map((r) => r.median.performance));
  return [
    target(
      'Accessibility 100 on every route',
      missesBelow(routes, 'accessibility'),
      total,
      'all 100',
    ),
    target(
      'Best practices 100 on every route',
      missesBelow(routes, 'bestPractices'),
      total,
      'all 100',
    ),
    target('SEO 100 on every route', missesBelow(routes, 'seo'), total, 'all 100'),
    target(
      `Performance median >= the floor's (${floorScore}) on every route`,
      missesBelow(routes, 'performance', floorScore),
      total,
      `lowest ${lowest}`,
    ),
    target('CLS 0 everywhere', shifting, total, 'all 0'),
    target('No render-blocking third-party request', blocking, total, 'none'),
  ];
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const ratio = (value: number, floorValue: number) =>
  floorValue > 0 ? (value / floorValue).toFixed(2) : 'n/a';

const COLUMNS = [
  'Route',
  'Runs (perf)',
  'Perf',
  'A11y',
  'BP',
  'SEO',
  'LCP ms',
  'TBT ms',
  'CLS',
  'JS KB',
  'Total KB',
  '3P render-blocking',
  'Perf / floor',
  'LCP / floor',
  'JS - floor KB',
];

function row(result: RouteResult, floor: RouteResult, label = result.route): string[] {
  const m = result.median;
  const f = floor.median;
  return [
    label,
    result.performanceRuns.join(' '),
    String(m.performance),
    String(m.accessibility),
    String(m.bestPractices),
    String(m.seo),
    m.lcpMs.toFixed(0),
    m.tbtMs.toFixed(0),
    displayedCls(m.cls).toFixed(3),
    kb(m.jsBytes),
    kb(m.totalBytes),
    m.thirdPartyRenderBlocking.length > 0 ? 'yes' : 'no',
    ratio(m.performance, f.performance),
    ratio(m.lcpMs, f.lcpMs),
    `${m.jsBytes >= f.jsBytes ? '+' : ''}${kb(m.jsBytes - f.jsBytes)}`,
  ];
}

function markdownTable(header: readonly string[], rows: readonly string[][]): string {
  const line = (cells: readonly string[]) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

interface Environment {
  date: string;
  machine: string;
  node: string;
  next: string;
  lighthouse: string;
}

function environment(): Environment {
  const cpus = os.cpus();
  const nextPackage = JSON.parse(
    fs.readFileSync(path.join(ROOT, 'node_modules', 'next', 'package.json'), 'utf8'),
  ) as { version: string };
  const lighthousePackage = JSON.parse(
    fs.readFileSync(path.join(ROOT, 'node_modules', 'lighthouse', 'package.json'), 'utf8'),
  ) as { version: string };
  return {
    date: new Date().toISOString(),
    machine: `${cpus[0]?.model.trim() ?? 'unknown CPU'}, ${cpus.length} cores, ${os.platform()} ${os.release()}`,
    node: process.version,
    next: nextPackage.version,
    lighthouse: lighthousePackage.version,
  };
}

function summaryTable(list: readonly Target[]): string {
  return markdownTable(
    ['Target', 'Met', 'Detail'],
    list.map((target) => [target.name, target.met ? 'yes' : '**no**', target.detail]),
  );
}

function markdownReport(
  context: Environment,
  floor: RouteResult,
  routes: readonly RouteResult[],
  list: readonly Target[],
  partial: boolean,
  durationMs: number,
): string {
  const failures = routes.filter((r) => r.median.failedAudits.length > 0);
  return `# Benchmark

- Date: ${context.date}
- Machine: ${context.machine}
- Node ${context.node}, Next.js ${context.next}, Lighthouse ${context.lighthouse}
- Lighthouse default configuration: mobile, simulated throttling; served locally by \`server/app.ts\` (gzip, \`_headers\`).
- Runs: ${KEY_ROUTE_RUNS} on ${KEY_ROUTES.map((r) => `\`${r}\``).join(', ')} and ${FLOOR_RUNS} on the floor (the median run by performance score is shown), 1 on every other route; each route in a fresh Chrome.${partial ? '\n- **Partial run**: only the routes given with `--routes`.' : ''}
- The floor is a bare Next.js ${context.next} page (an h1 and a paragraph), exported with Turbopack like the site.
- JS KB: scripts transferred during the run (the quote wizard loads only on intent or when the panel opens, so it is not among them). The visitor IP lookup is blocked (no network here).
- Duration: ${(durationMs / 60_000).toFixed(1)} min

## Routes

${markdownTable(COLUMNS, [row(floor, floor, '**floor**'), ...routes.map((r) => row(r, floor))])}

## Targets

${summaryTable(list)}
${
  failures.length > 0
    ? `\n## Failed audits (accessibility, best practices, SEO)\n\n${failures
        .map((r) => `- ${r.route}: ${r.median.failedAudits.join(', ')}`)
        .join('\n')}\n`
    : ''
}`;
}

/* ------------------------------------------------------------------------------------------
 * Main
 * ---------------------------------------------------------------------------------------- */

function jobsFor(routes: readonly string[], origin: string): Job[] {
  return routes.map((route) => ({
    label: route,
    route,
    origin,
    runs: KEY_ROUTES.includes(route) ? KEY_ROUTE_RUNS : 1,
  }));
}

function selectRoutes(all: readonly string[], wanted: readonly string[] | null): string[] {
  if (!wanted) return [...all];
  const unknown = wanted.filter((route) => !all.includes(route));
  if (unknown.length > 0) throw new Error(`Not in the sitemap: ${unknown.join(', ')}`);
  return all.filter((route) => wanted.includes(route));
}

async function main(): Promise<void> {
  const started = Date.now();
  const options = parseOptions(process.argv.slice(2));
  if (options.build) run('npm', ['run', 'build']);
  buildFloor();

  const routes = selectRoutes(sitemapRoutes(options.out), options.routes);
  const site = await serve(options.out);
  const floorSite = await serve(FLOOR_OUT);
  fs.rmSync(RUNS, { recursive: true, force: true });
  const lighthouse = await loadLighthouse();
  const floorJob: Job = { label: 'floor', route: '/', origin: floorSite.origin, runs: FLOOR_RUNS };
  let measured: RouteResult[];
  try {
    measured = await measure(lighthouse, [floorJob, ...jobsFor(routes, site.origin)]);
  } finally {
    await Promise.all([site.close(), floorSite.close()]);
  }
  const [floor, ...results] = measured;
  if (!floor) throw new Error('The floor was not measured');

  const durationMs = Date.now() - started;
  const context = environment();
  const list = targets(floor, results);
  const partial = options.routes !== null;
  const markdown = markdownReport(context, floor, results, list, partial, durationMs);
  fs.mkdirSync(BENCH, { recursive: true });
  const reportName = options.out === OUT ? 'report' : `report-${path.basename(options.out)}`;
  fs.writeFileSync(path.join(BENCH, `${reportName}.md`), markdown);
  fs.writeFileSync(
    path.join(BENCH, `${reportName}.json`),
    `${JSON.stringify({ ...context, partial, durationMs, floor, routes: results, targets: list }, null, 2)}\n`,
  );
  console.log(`\n${markdown}`);
  console.log(`Written: bench/${reportName}.md, bench/${reportName}.json`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
