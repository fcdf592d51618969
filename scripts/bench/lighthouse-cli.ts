/**
 * One Lighthouse run, exactly as `npx lighthouse URL` runs it: the CLI launches a fresh Chrome,
 * applies its default configuration (mobile, simulated throttling) and quits Chrome after.
 * Driving the CLI rather than the Node API keeps the bench's figures those of a plain CLI run
 * (bench/README.md says why the two once differed).
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import fs from 'node:fs';
import path from 'node:path';
import type { Result } from 'lighthouse';
import { env } from '@/lib/env';
// @ts-expect-error: a plain .mjs module shared with the other scripts, without type declarations
import * as browser from '../browser.mjs';
import { ROOT } from './paths';

const { findChromium } = browser as { findChromium: () => string | undefined };

const LIGHTHOUSE_CLI = path.join(ROOT, 'node_modules', 'lighthouse', 'cli', 'index.js');

/**
 * What the independent run passed, and nothing else: new headless, and no sandbox (the machine
 * runs as root). No `--disable-gpu` or other `--disable-*` switch: each one changes what Chrome
 * does while it is being measured.
 */
export const CHROME_FLAGS = '--headless=new --no-sandbox';

/**
 * The visitor IP lookup (the site's one external request, made when the page is idle) is
 * blocked: offline it fails with a console error that costs best-practices points the deployed
 * site does not lose. It starts after the load, so no performance figure depends on it.
 */
function blockedUrlPattern(): string {
  return `*${new URL(env.ipLookupUrl).host}*`;
}

/** The CLI's arguments for one run, also printed in the report to reproduce it by hand. */
export function lighthouseArguments(url: string, outputPath: string): string[] {
  return [
    url,
    '--quiet',
    `--chrome-flags=${CHROME_FLAGS}`,
    `--blocked-url-patterns=${blockedUrlPattern()}`,
    '--output=json',
    `--output-path=${outputPath}`,
  ];
}

/**
 * Attempts per run. A run sometimes fails for reasons of its own (NO_NAVSTART, "something went
 * wrong with recording the trace", about once in 25 runs here); trying again fixes it.
 */
const ATTEMPTS = 3;

/**
 * Lighthouse runs in a child process while this process serves the pages: a synchronous spawn
 * would block the server, and every run would hang until Lighthouse gave up on the page.
 */
export async function runLighthouse(url: string, outputPath: string): Promise<Result> {
  const chromePath = findChromium();
  if (!chromePath) throw new Error('No Chromium found: see scripts/browser.mjs');
  fs.mkdirSync(path.dirname(outputPath), { recursive: true });
  for (let attempt = 1; ; attempt += 1) {
    fs.rmSync(outputPath, { force: true });
    const result = await promisify(execFile)(
      process.execPath,
      [LIGHTHOUSE_CLI, ...lighthouseArguments(url, outputPath)],
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
