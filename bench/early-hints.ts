// `npm run bench:early-hints -- [--runs=N] [--think=0,100] [--routes=/a/,/b/]`: what a 103 Early
// Hints response would bring each key page on a slow 4G phone, measured rather than assumed.
//
// Cloudflare sends a 103 from the `Link` headers it cached for a page, before the page's own answer;
// Chromium acts on one only over HTTP/2 or later. Local Workers send none, so this plays both the
// edge and the network: an HTTP/2 server over out/ (its Brotli copies) that answers each request a
// round trip after it (300 ms), paces every byte of the connection to 1.6 Mbit/s after a first
// window of ten segments doubling each round trip (TCP's slow start), and, for a page, either sends
// nothing early or a 103 at once, then the page after `think` ms more (the edge fetching it from
// storage). Chromium at 4x CPU; each run a fresh profile; the variants interleaved.
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http2 from 'node:http2';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { afterPaintUrls, DEFERRED_STYLESHEETS } from '@/scripts/build/paint-first';
// @ts-expect-error: a plain .mjs module shared with the other scripts, without type declarations
import * as browserModule from '@/scripts/chromium.mjs';
import { loadProjectEnv } from '@/scripts/env-files';
import { freePort } from '@/scripts/local/free-port';
import { KEY_ROUTES } from './options';
import { OUT, ROOT } from './paths';

const { findChromium } = browserModule as { findChromium: () => string | undefined };

const RTT_MS = 300;
const BYTES_PER_MS = 1_600_000 / 8 / 1000;
const INITIAL_WINDOW_BYTES = 10 * 1460;
const CPU_SLOWDOWN = 4;

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
};

/** What the 103 announces: nothing, the full stylesheet, or it and the page's scripts. */
type Hints = 'none' | 'stylesheet' | 'stylesheet+scripts';

interface Variant {
  hints: Hints;
  thinkMs: number;
}

interface Times {
  fcp: number;
  lcp: number;
  /** The full stylesheet's last byte, from the navigation's start. */
  stylesheet: number;
  hydrated: number;
  /** How many of the page's requests the 103 started. */
  hinted: number;
}

function fileFor(urlPath: string): string | null {
  const clean = decodeURIComponent(urlPath.split('?')[0] ?? '/');
  const file = path.join(OUT, clean.endsWith('/') ? `${clean}index.html` : clean);
  return file.startsWith(OUT) && fs.existsSync(file) && fs.statSync(file).isFile() ? file : null;
}

function linkHeader(route: string, hints: Hints): string {
  const html = fs.readFileSync(path.join(OUT, route, 'index.html'), 'utf8');
  const stylesheets = [
    ...html.matchAll(/<link rel="preload" as="style"[^>]*? href="([^"]+)"/g),
  ].map((match) => `<${match[1]}>; rel=preload; as=style`);
  const scripts =
    hints === 'stylesheet+scripts'
      ? afterPaintUrls(html).map((url) => `<${url}>; rel=preload; as=script`)
      : [];
  return [...stylesheets, ...scripts].join(', ');
}

/** One connection's link: bytes leave in order, no faster than the rate and the window allow. */
class Link {
  private start: number | null = null;
  private sent = 0;
  private free = 0;

  /** When the chunk of `bytes`, ready at `ready`, has reached the browser. */
  arrival(ready: number, bytes: number): number {
    this.start ??= ready;
    let roundTrip = 0;
    while (INITIAL_WINDOW_BYTES * (2 ** (roundTrip + 1) - 1) < this.sent + bytes) roundTrip += 1;
    const windowOpen = this.start + roundTrip * RTT_MS;
    this.free = Math.max(this.free, ready, windowOpen) + bytes / BYTES_PER_MS;
    this.sent += bytes;
    // Half a round trip out: the other half was the request's way in, counted before `ready`.
    return this.free + RTT_MS / 2;
  }
}

const sleepUntil = (time: number) =>
  new Promise((resolve) => setTimeout(resolve, Math.max(0, time - performance.now())));

async function startServer(variant: () => Variant, route: () => string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'early-hints-'));
  const key = path.join(dir, 'key.pem');
  const cert = path.join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-keyout',
      key,
      '-out',
      cert,
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
    ],
    { stdio: 'ignore' },
  );
  const server = http2.createSecureServer({
    key: fs.readFileSync(key),
    cert: fs.readFileSync(cert),
  });
  // Chromium trusts this key as it would a real certificate (a certificate error would keep its
  // responses out of the HTTP cache, and a 103's preload from being reused).
  const publicKey = crypto
    .createPublicKey(fs.readFileSync(key))
    .export({ type: 'spki', format: 'der' });
  const spki = crypto.createHash('sha256').update(publicKey).digest('base64');
  const links = new WeakMap<http2.Http2Session, Link>();
  // A run ends by closing the browser, whose connection then resets mid-answer.
  server.on('sessionError', () => {});
  server.on('stream', (stream, headers) => {
    stream.on('error', () => {});
    const session = stream.session!;
    if (!links.has(session)) links.set(session, new Link());
    const link = links.get(session)!;
    // The request arrived half a round trip after the browser sent it.
    const received = performance.now() + RTT_MS / 2;
    const file = fileFor(String(headers[':path']));
    const { hints, thinkMs } = variant();
    const gone = () => stream.destroyed || stream.closed;
    void (async () => {
      if (!file) {
        await sleepUntil(received + RTT_MS / 2);
        if (gone()) return;
        stream.respond({ ':status': 404 });
        stream.end();
        return;
      }
      const isPage = file.endsWith('.html');
      if (isPage && hints !== 'none') {
        await sleepUntil(link.arrival(received, 200));
        if (gone()) return;
        stream.additionalHeaders({ ':status': 103, link: linkHeader(route(), hints) });
      }
      const ready = received + (isPage ? thinkMs : 0);
      const compressed = fs.existsSync(`${file}.br`) ? `${file}.br` : null;
      const body = fs.readFileSync(compressed ?? file);
      const chunk = 4096;
      const arrivals: [number, Buffer][] = [];
      for (let offset = 0; offset < body.length; offset += chunk) {
        const part = body.subarray(offset, offset + chunk);
        arrivals.push([link.arrival(ready, part.length), part]);
      }
      await sleepUntil(arrivals[0]?.[0] ?? link.arrival(ready, 200));
      if (gone()) return;
      stream.respond({
        ':status': 200,
        'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
        // As `_headers` serves them: what a 103 fetched is then the page's own request's answer.
        'cache-control': file.includes('/_next/static/')
          ? 'public, max-age=31536000, immutable'
          : 'no-store',
        ...(compressed ? { 'content-encoding': 'br' } : {}),
      });
      for (const [arrival, part] of arrivals) {
        await sleepUntil(arrival);
        if (gone()) return;
        stream.write(part);
      }
      stream.end();
    })().catch(() => {
      // The browser closed the connection (the run ended): nothing is waiting for the answer.
    });
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    origin: `https://127.0.0.1:${port}`,
    spki,
    close: () => {
      server.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function measure(origin: string, spki: string, route: string): Promise<Times> {
  const browser = await chromium.launch({
    executablePath: findChromium(),
    args: [
      '--no-sandbox',
      `--ignore-certificate-errors-spki-list=${spki}`,
      // Nothing leaves the machine (the IP lookup, any third party); not by request interception,
      // under which Chromium leaves a 103's preloads unused.
      '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
    ],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.addInitScript(() => {
      const times = { fcp: 0, lcp: 0, hydrated: 0 };
      (window as unknown as { __times: typeof times }).__times = times;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          if (entry.name === 'first-contentful-paint') times.fcp = entry.startTime;
      }).observe({ type: 'paint', buffered: true });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) times.lcp = entry.startTime;
      }).observe({ type: 'largest-contentful-paint', buffered: true });
      new MutationObserver(() => {
        if (!times.hydrated && document.documentElement.hasAttribute('data-hydrated'))
          times.hydrated = performance.now();
      }).observe(document, { attributes: true, subtree: true });
    });
    await page.goto(`${origin}${route}`, { waitUntil: 'load', timeout: 60_000 });
    await page.waitForSelector('html[data-hydrated="true"]', { timeout: 60_000 });
    return await page.evaluate((selector) => {
      const times = (window as unknown as { __times: Omit<Times, 'stylesheet' | 'hinted'> })
        .__times;
      const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const sheet = document.querySelector(selector)?.getAttribute('href') ?? '';
      const css = resources.find((entry) => entry.name.endsWith(sheet));
      return {
        ...times,
        stylesheet: css?.responseEnd ?? 0,
        hinted: resources.filter((entry) => entry.initiatorType === 'early-hints').length,
      };
    }, DEFERRED_STYLESHEETS);
  } finally {
    await browser.close();
  }
}

const argument = (name: string) =>
  process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split(/=(.*)/s)[1];

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

async function main() {
  // The .env* files' settings, as the build it measures read them.
  loadProjectEnv(false);
  const runs = Number(argument('runs') ?? 3);
  const thinks = (argument('think') ?? '0,100').split(',').map(Number);
  const routes = argument('routes')?.split(',') ?? KEY_ROUTES;
  const variants: Variant[] = thinks.flatMap((thinkMs) =>
    (['none', 'stylesheet', 'stylesheet+scripts'] as const).map((hints) => ({ hints, thinkMs })),
  );
  let current: Variant = variants[0]!;
  let currentRoute = routes[0]!;
  const server = await startServer(
    () => current,
    () => currentRoute,
  );
  const results = new Map<string, Times[]>();
  try {
    for (let round = 1; round <= runs; round += 1) {
      for (const route of routes) {
        for (const variant of variants) {
          current = variant;
          currentRoute = route;
          const times = await measure(server.origin, server.spki, route);
          const key = `${route}|${variant.thinkMs}|${variant.hints}`;
          results.set(key, [...(results.get(key) ?? []), times]);
          console.log(
            `round ${round} ${route} think ${variant.thinkMs} ms, hints: ${variant.hints}: FCP ${times.fcp.toFixed(0)}, LCP ${times.lcp.toFixed(0)}, stylesheet ${times.stylesheet.toFixed(0)}, hydrated ${times.hydrated.toFixed(0)} ms, ${times.hinted} hinted`,
          );
        }
      }
    }
  } finally {
    server.close();
  }
  const rows = [...results].map(([key, list]) => {
    const [route, think, hints] = key.split('|');
    const cell = (pick: (times: Times) => number) => median(list.map(pick)).toFixed(0);
    return `| \`${route}\` | ${think} | ${hints} | ${cell((t) => t.fcp)} | ${cell((t) => t.lcp)} | ${cell((t) => t.stylesheet)} | ${cell((t) => t.hydrated)} | ${cell((t) => t.hinted)} |`;
  });
  const report = [
    `Early Hints on a slow 4G phone: ${runs} interleaved runs, medians (ms from the navigation's start).`,
    '',
    '| page | think ms | 103 with | FCP | LCP | stylesheet loaded | hydrated | requests hinted |',
    '|---|---|---|---|---|---|---|---|',
    ...rows,
  ].join('\n');
  const file = path.join(ROOT, 'bench', 'results', 'early-hints.md');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${report}\n`);
  console.log(`\n${report}\n\nWritten to ${path.relative(ROOT, file)}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
