// One Lighthouse run, exactly as `npx lighthouse URL` runs it: the CLI launches a fresh Chrome,
// applies its default configuration (mobile, simulated throttling) and quits Chrome after.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Result } from 'lighthouse';
import { siteEnv } from '@/lib/site/env';
// @ts-expect-error: a plain .mjs module shared with the other scripts, without type declarations
import * as browser from '@/scripts/chromium.mjs';
import { ROOT } from './paths';

const { findChromium } = browser as { findChromium: () => string | undefined };

const LIGHTHOUSE_CLI = path.join(ROOT, 'node_modules', 'lighthouse', 'cli', 'index.js');

/** New headless, and no sandbox (the machine runs as root). */
export const CHROME_FLAGS = '--headless=new --no-sandbox';

/** Offline, the IP lookup's console error would cost points the deployed site does not lose. */
function blockedUrlPattern(): string {
  return `*${new URL(siteEnv().ipLookupUrl).host}*`;
}

/**
 * How a run throttles. `default`: the CLI's own (a mobile page, simulated throttling: Lantern
 * replays the load on a 150 ms, 1.6 Mbit/s network at 4x CPU). `slow-4g`: Chrome itself throttled
 * while the page loads (DevTools throttling): every request waits 300 ms, the download is capped at
 * 1.6 Mbit/s and the CPU slowed 4x, so what the page fetches one after another costs a real round
 * trip each. Chrome's throttling does not model TCP's slow start, so a first response of over
 * 14 KB is not penalised as a real first visit would be. `simulated-300`: the defaults' simulation
 * at slow-4g's 300 ms round trip, which counts a document's every byte before its first paint.
 */
export const PROFILES = {
  default: [],
  // What PageSpeed Insights runs, on a slow 4G link's round trip: Lantern's simulation at 300 ms.
  'simulated-300': [
    '--throttling-method=simulate',
    '--throttling.rttMs=300',
    '--throttling.throughputKbps=1638.4',
  ],
  'slow-4g': [
    '--throttling-method=devtools',
    '--throttling.requestLatencyMs=300',
    '--throttling.downloadThroughputKbps=1600',
    '--throttling.uploadThroughputKbps=750',
    '--throttling.cpuSlowdownMultiplier=4',
  ],
} as const satisfies Record<string, readonly string[]>;

export type Profile = keyof typeof PROFILES;

/** Each profile's heading in the reports; PageSpeed Insights shows the simulated ones. */
export const PROFILE_TITLES: Record<Profile, string> = {
  default: "Lighthouse's defaults (simulated throttling, what PageSpeed Insights shows)",
  'simulated-300': 'Simulated (Lantern, as PageSpeed) at a 300 ms round trip',
  'slow-4g': 'Slow 4G applied (DevTools throttling)',
};

const CPU_SLOWDOWN_FLAG = '--throttling.cpuSlowdownMultiplier=';

/** A profile's flags, with its CPU slowdown replaced when one is given (cpu-slowdown.ts). */
export function profileFlags(profile: Profile, cpuSlowdown?: number): string[] {
  const flags: string[] = [...PROFILES[profile]];
  if (cpuSlowdown === undefined) return flags;
  return [
    ...flags.filter((flag) => !flag.startsWith(CPU_SLOWDOWN_FLAG)),
    `${CPU_SLOWDOWN_FLAG}${cpuSlowdown}`,
  ];
}

/** How one run is made; each left out is the CLI's own. */
export interface RunSettings {
  /** How the run throttles; the CLI's defaults when absent. */
  profile?: Profile;
  /** Lighthouse's CPU slowdown in place of the profile's (cpu-slowdown.ts). */
  cpuSlowdown?: number;
  /** Sent in place of Chrome's Accept-Encoding (options.ts). */
  acceptEncoding?: string | null;
  /**
   * Save the trace beside the result (NAME-0.trace.json, for bench/trace-tasks.ts), with the
   * waits on fonts' render styles in it.
   */
  traces?: boolean;
}

/** The CLI's arguments for one run, also printed in the report to reproduce it by hand. */
export function lighthouseArguments(
  url: string,
  outputPath: string,
  { profile = 'default', cpuSlowdown, acceptEncoding, traces }: RunSettings = {},
): string[] {
  return [
    url,
    '--quiet',
    `--chrome-flags=${CHROME_FLAGS}`,
    `--blocked-url-patterns=${blockedUrlPattern()}`,
    ...profileFlags(profile, cpuSlowdown),
    ...(acceptEncoding
      ? [`--extra-headers=${JSON.stringify({ 'Accept-Encoding': acceptEncoding })}`]
      : []),
    ...(traces ? ['--save-assets', '--additional-trace-categories=fonts'] : []),
    '--output=json',
    `--output-path=${outputPath}`,
  ];
}

const ATTEMPTS = 3;

/** Asynchronous: this process serves the pages Lighthouse loads. */
export async function runLighthouse(
  url: string,
  outputPath: string,
  settings: RunSettings = {},
): Promise<Result> {
  const chromePath = findChromium();
  if (!chromePath) throw new Error('No Chromium found: see scripts/chromium.mjs');
  fs.mkdirSync(path.dirname(outputPath), { recursive: true });
  for (let attempt = 1; ; attempt += 1) {
    fs.rmSync(outputPath, { force: true });
    const result = await promisify(execFile)(
      process.execPath,
      [LIGHTHOUSE_CLI, ...lighthouseArguments(url, outputPath, settings)],
      { env: { ...process.env, CHROME_PATH: chromePath }, maxBuffer: 64 * 1024 * 1024 },
    ).then(
      () => ({ status: 0, stderr: '' }),
      (error: { code?: number; stderr?: string }) => ({
        status: error.code ?? 1,
        stderr: error.stderr ?? '',
      }),
    );
    const lhr = fs.existsSync(outputPath)
      ? (JSON.parse(fs.readFileSync(outputPath, 'utf8')) as Result)
      : null;
    const problem =
      result.status !== 0
        ? `exit ${result.status}: ${result.stderr.trim().split('\n').slice(-3).join(' ')}`
        : lhr?.runtimeError
          ? lhr.runtimeError.message
          : lhr
            ? null
            : 'no result written';
    if (!problem && lhr) return lhr;
    if (attempt >= ATTEMPTS) throw new Error(`Lighthouse failed on ${url}: ${problem}`);
    console.warn(`Lighthouse on ${url}: ${problem}; trying again`);
  }
}
