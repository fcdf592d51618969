// Which Chromium the tests and the benchmark use: PLAYWRIGHT_CHROMIUM_EXECUTABLE, else Debian's
// build (its headless shell for the browser tests), else Playwright's own download.
import fs from 'node:fs';
import { chromium } from '@playwright/test';

/** The features Playwright disables by default (its chromiumSwitches). */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/** Chromium preloads the address bar's popups in a renderer for every context; tests never show them. */
const TEST_DISABLED_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * The browser tests' Chromium resolves no host but the test servers', so nothing a page asks
 * for reaches the internet; a test that needs an outside answer routes that address itself.
 */
export const TEST_CHROMIUM_ARGS = [
  ...CHROMIUM_ARGS,
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...TEST_DISABLED_FEATURES].join(',')}`,
];

const DEBIAN_CHROMIUM = '/usr/bin/chromium';
// The headless shell (what Playwright's own download runs headless): the browser tests took 200 s
// with it against 222 s with the full browser on two cores.
const DEBIAN_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

export function findTestChromium() {
  const configured = process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE;
  if (configured) return fs.existsSync(configured) ? configured : undefined;
  if (fs.existsSync(DEBIAN_HEADLESS_SHELL)) return DEBIAN_HEADLESS_SHELL;
  return findChromium();
}

/** The full browser (Lighthouse and the benchmark need it), or undefined when none is installed. */
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
