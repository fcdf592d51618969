// Makes sure a Chromium exists before the browser tests: finds one, else downloads Playwright's
// (where downloads work), else installs Debian's through apt-get when running as root, and stops
// with a how-to message only when all of that fails.
import { spawnSync } from 'node:child_process';
import { findTestChromium } from '../scripts/chromium.mjs';

function run(command, args) {
  console.log(`> ${command} ${args.join(' ')}`);
  return spawnSync(command, args, { stdio: 'inherit' }).status === 0;
}

function tryPlaywrightDownload() {
  return run('npx', ['playwright', 'install', 'chromium']) && Boolean(findTestChromium());
}

function tryApt() {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return false;
  return (
    run('apt-get', ['update']) &&
    run('apt-get', ['install', '-y', 'chromium-headless-shell']) &&
    Boolean(findTestChromium())
  );
}

/** The exit status: 0 with a Chromium found or installed, 1 with the how-to printed. */
function main() {
  if (findTestChromium()) return 0;
  if (process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE) {
    console.error(
      `PLAYWRIGHT_CHROMIUM_EXECUTABLE points at ${process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE}, which does not exist.`,
    );
    return 1;
  }
  console.log('No Chromium found for the browser tests; getting one.');
  if (tryPlaywrightDownload() || tryApt()) {
    console.log(`Using ${findTestChromium()}`);
    return 0;
  }
  console.error(`
No Chromium is available for the browser tests, and none could be installed.
Install one of these, then run npm test again:
  - Debian:  sudo apt-get update && sudo apt-get install -y chromium-headless-shell
  - elsewhere, where downloads work:  npx playwright install chromium
  - or point PLAYWRIGHT_CHROMIUM_EXECUTABLE at a Chromium or Chrome binary.
`);
  return 1;
}

process.exit(main());
