/**
 * The browser tests of the chat and analytics need an export built with them configured.
 * This builds one into out-third-party/ (ids are test values; the tests stub the hosts),
 * keeping the real out/ as it was. It rebuilds only when out/ is newer than the fixture.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

const OUT = 'out';
const FIXTURE = 'out-third-party';
const PARKED = 'out.parked';

function mtime(file: string): number {
  return fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0;
}

if (mtime(`${FIXTURE}/index.html`) > mtime(`${OUT}/index.html`)) {
  console.log(`${FIXTURE}/ is up to date`);
  process.exit(0);
}

fs.rmSync(PARKED, { recursive: true, force: true });
if (fs.existsSync(OUT)) fs.renameSync(OUT, PARKED);
try {
  const result = spawnSync('npm', ['run', 'build'], {
    stdio: 'inherit',
    shell: process.platform === 'win32',
    env: {
      ...process.env,
      NEXT_PUBLIC_TAWK_PROPERTY_ID: 'test-property',
      NEXT_PUBLIC_TAWK_WIDGET_ID: 'test-widget',
      NEXT_PUBLIC_CLARITY_PROJECT_ID: 'test-project',
    },
  });
  if (result.status !== 0) throw new Error('the third-party fixture build failed');
  fs.rmSync(FIXTURE, { recursive: true, force: true });
  fs.renameSync(OUT, FIXTURE);
} finally {
  if (fs.existsSync(PARKED)) {
    fs.rmSync(OUT, { recursive: true, force: true });
    fs.renameSync(PARKED, OUT);
  }
  // The fixture must look older than nothing it depends on: touch it after restoring out/.
  const now = new Date();
  if (fs.existsSync(`${FIXTURE}/index.html`)) fs.utimesSync(`${FIXTURE}/index.html`, now, now);
}
