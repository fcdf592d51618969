/**
 * Which Chromium the browser tests and the benchmark use: PLAYWRIGHT_CHROMIUM_EXECUTABLE when
 * set, else Debian's /usr/bin/chromium when present, else Playwright's own download.
 */
import fs from 'node:fs';
import { chromium } from '@playwright/test';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const DEBIAN_CHROMIUM = '/usr/bin/chromium';

/** The executable to launch, or undefined when none is installed. */
export function findChromium() {
  const configured = process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE;
  if (configured) return fs.existsSync(configured) ? configured : undefined;
  if (fs.existsSync(DEBIAN_CHROMIUM)) return DEBIAN_CHROMIUM;
  try {
    const own = chromium.executablePath();
    return own && fs.existsSync(own) ? own : undefined;
  } catch {
    return undefined;
  }
}
