// `npm run bench`: the key routes against the framework's floor (a bare Next.js page of the same
// version, exported and served the same way), measured by the plain Lighthouse CLI in interleaved
// rounds, plus each page's HTML and RSC bytes and the interaction-to-next-paint figures.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadProjectEnv } from '@/scripts/env-files';
import { benchAb } from './ab';
import {
  measureCpuRef,
  REFERENCE_CPU_REF_SECONDS,
  REFERENCE_SLOWDOWN,
  scaledCpuSlowdown,
} from './cpu-slowdown';
import { buildFloor, FLOOR_OUT } from './floor';
import { measureInp } from './inp';
import { CHROME_FLAGS, lighthouseArguments, profileFlags } from './lighthouse-cli';
import { measure } from './measure';
import { parseOptions } from './options';
import { pageBytes } from './page-bytes';
import { OUT, ROOT, run, RUNS, writeResult } from './paths';
import { markdownReport } from './report';
import { serve } from './serve';

function version(name: string): string {
  const file = path.join(ROOT, 'node_modules', name, 'package.json');
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { version: string }).version;
}

function chromiumVersion(): string {
  try {
    return execSync('/usr/bin/chromium --version', { encoding: 'utf8', stdio: 'pipe' }).trim();
  } catch {
    return 'Chromium (version unknown)';
  }
}

const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

async function main(): Promise<void> {
  // The .env* files' settings, as the build it measures read them.
  loadProjectEnv(false);
  const started = Date.now();
  const options = parseOptions(process.argv.slice(2));
  if (options.build) run('npm', ['run', 'build']);
  const cpuRef = options.cpuRef === 'measure' ? await measureCpuRef() : options.cpuRef;
  const cpuSlowdown = cpuRef === null ? undefined : scaledCpuSlowdown(cpuRef);
  const slowdownLine =
    cpuRef === null
      ? []
      : [
          `CPU slowdown ${cpuSlowdown}x in place of each profile's: this host's cpu-ref ${cpuRef.toFixed(2)} s${options.cpuRef === 'measure' ? ' (measured before the runs)' : ''}, scaled to ${REFERENCE_SLOWDOWN}x at ${REFERENCE_CPU_REF_SECONDS.toFixed(1)} s (bench/cpu-slowdown.ts)`,
        ];
  if (cpuSlowdown !== undefined) console.log(slowdownLine[0]);
  if (options.abBefore) {
    const loadBefore = load();
    await benchAb(
      options,
      options.abBefore,
      [
        `Date: ${new Date().toISOString()}`,
        `Machine: ${os.cpus()[0]?.model.trim() ?? 'unknown CPU'}, ${os.cpus().length} cores; load average (1, 5, 15 min) ${loadBefore} at the start`,
        `Node ${process.version}, Next.js ${version('next')}, Lighthouse ${version('lighthouse')} CLI, ${chromiumVersion()}, \`--chrome-flags="${CHROME_FLAGS}"\`, a fresh Chrome per run`,
        `${options.rounds} interleaved rounds; both served by the production Worker run locally (Miniflare's workerd, which compresses its static assets), ${options.headers === 'site' ? 'each with its own `_headers`' : 'without `_headers`'}; the visitor IP lookup is blocked`,
        ...slowdownLine,
        ...(options.acceptEncoding
          ? [`Accept-Encoding sent: \`${options.acceptEncoding}\` in place of Chrome's own`]
          : []),
      ],
      cpuSlowdown,
    );
    console.log(
      `Load average at the end: ${load()}; ${((Date.now() - started) / 60_000).toFixed(1)} min`,
    );
    return;
  }
  buildFloor();
  const loadBefore = load();

  // Both answer with the same headers: COOP's process swap alone costs a page 100-300 ms of
  // simulated TBT in Lighthouse (bench/HISTORY.md), which is the host's doing, not the page's.
  const headersFile = options.headers === 'site' ? path.join(options.out, '_headers') : null;
  const site = await serve(options.out, headersFile);
  const floorSite = await serve(FLOOR_OUT, headersFile);
  fs.rmSync(RUNS, { recursive: true, force: true });
  try {
    const profiles = options.profiles ?? ['default'];
    // Within a round, under each profile in turn: the floor, then every route.
    const targets = profiles.flatMap((profile) => [
      {
        label: `${profile} floor`,
        url: `${floorSite.origin}/`,
        profile,
        cpuSlowdown,
        acceptEncoding: options.acceptEncoding,
        traces: options.traces,
      },
      ...options.routes.map((route) => ({
        label: `${profile} ${route}`,
        url: `${site.origin}${route}`,
        profile,
        cpuSlowdown,
        acceptEncoding: options.acceptEncoding,
        traces: options.traces,
      })),
    ]);
    const measured = await measure(targets, options.rounds);
    const byProfile = profiles.map((profile, index) => {
      const [floor, ...routes] = measured
        .slice(index * (options.routes.length + 1), (index + 1) * (options.routes.length + 1))
        .map((result) => ({ ...result, label: result.label.slice(profile.length + 1) }));
      if (!floor) throw new Error('The floor was not measured');
      return { profile, floor, routes };
    });
    const inp = options.inp ? await measureInp(site.origin) : null;
    const bytes = options.routes.map((route) => ({
      route,
      before: options.bytesBefore ? pageBytes(options.bytesBefore, route) : null,
      after: pageBytes(options.out, route),
    }));
    const cpus = os.cpus();
    const context = [
      `Date: ${new Date().toISOString()}; duration ${((Date.now() - started) / 60_000).toFixed(1)} min`,
      `Machine: ${cpus[0]?.model.trim() ?? 'unknown CPU'}, ${cpus.length} cores; load average (1, 5, 15 min) ${loadBefore} at the start, ${load()} at the end`,
      `Node ${process.version}, Next.js ${version('next')}, Lighthouse ${version('lighthouse')} CLI, ${chromiumVersion()}`,
      `Lighthouse CLI, mobile, ${profiles.map((profile) => `${profile} (\`${profileFlags(profile, cpuSlowdown).join(' ') || 'its defaults'}\`)`).join(', ')}, \`--chrome-flags="${CHROME_FLAGS}"\`, a fresh Chrome per run; ${options.rounds} interleaved rounds of the floor and ${options.routes.length} routes; every figure is its own median over the rounds`,
      ...slowdownLine,
      `Served by the production Worker run locally (Miniflare's workerd, which compresses its static assets), ${options.headers === 'site' ? "both with the site's `_headers` (security headers, `Cross-Origin-Opener-Policy` among them)" : 'both without `_headers`, as a bare static server serves them'}; the visitor IP lookup is blocked (no network here)`,
      `The floor: a bare Next.js ${version('next')} page (an h1 and a paragraph), exported with Turbopack like the site`,
      'JS KB: scripts transferred during the run (the quote wizard loads on intent or when its panel opens)',
      ...(options.bytesBefore
        ? [`Bytes before: ${path.relative(ROOT, options.bytesBefore) || options.bytesBefore}`]
        : []),
    ];
    const reproduce = `npm run bench -- ${process.argv.slice(2).join(' ')}`.trim();
    const markdown = markdownReport({ context, profiles: byProfile, bytes, inp, reproduce });
    const name = [
      'report',
      ...(options.out === OUT ? [] : [path.basename(options.out)]),
      ...(options.headers === 'site' ? [] : ['no-headers']),
      ...(cpuSlowdown === undefined ? [] : [`cpu${cpuSlowdown}x`]),
    ].join('-');
    const written = [
      writeResult(`${name}.md`, markdown),
      writeResult(
        `${name}.json`,
        `${JSON.stringify({ context, profiles: byProfile, bytes, inp, lighthouseArguments: Object.fromEntries(profiles.map((profile) => [profile, lighthouseArguments('URL', 'FILE', { profile, cpuSlowdown, acceptEncoding: options.acceptEncoding, traces: options.traces })])) }, null, 2)}\n`,
      ),
    ];
    console.log(`\n${markdown}\nWritten: ${written.join(', ')}`);
  } finally {
    await Promise.all([site.close(), floorSite.close()]);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
