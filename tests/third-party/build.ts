// Builds out-third-party/, the export with every third party configured (fixture.ts),
// for the export and browser tests, and leaves out/ as it was.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { loadProjectEnv } from '@/scripts/env-files';
import { TEMPLATE_PAGES } from '@/tests/e2e/site-pages';
import { fixtureBuildEnv, THIRD_PARTY_FIXTURE_DIR } from './fixture';

const OUT = 'out';
const FIXTURE = THIRD_PARTY_FIXTURE_DIR;
// Inside node_modules/, which nothing lints, formats or commits, and on out/'s own disk.
const PARKED = 'node_modules/.cache/out.parked';
const SETTINGS = [
  'tests/third-party/fixture.ts',
  'tests/third-party/build.ts',
  'tests/e2e/site-pages.ts',
];

function mtime(file: string): number {
  return fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0;
}

function restoreOut() {
  if (!fs.existsSync(PARKED)) return;
  fs.rmSync(OUT, { recursive: true, force: true });
  fs.renameSync(PARKED, OUT);
}

function main() {
  // An interrupted run leaves the real export parked: put it back first.
  restoreOut();
  const fixtureTime = mtime(`${FIXTURE}/index.html`);
  if (
    fixtureTime > mtime(`${OUT}/index.html`) &&
    SETTINGS.every((file) => fixtureTime > mtime(file))
  ) {
    console.log(`${FIXTURE}/ is up to date`);
    return;
  }

  loadProjectEnv(false);
  // What its browser tests load alone: no editor, inbox or compressed copies, and of the pages
  // made from content (services, posts, case studies) and their share images, one page of each
  // template, the pages they open; the top-level pages are all built.
  const env = {
    ...fixtureBuildEnv(process.env),
    SKIP_BUILD_EXTRAS: '1',
    EXPORT_PAGES: TEMPLATE_PAGES.join(','),
  };
  fs.mkdirSync('node_modules/.cache', { recursive: true });
  if (fs.existsSync(OUT)) fs.renameSync(OUT, PARKED);
  try {
    const result = spawnSync('npm', ['run', 'build'], {
      stdio: 'inherit',
      shell: process.platform === 'win32',
      env,
    });
    if (result.status !== 0) throw new Error('the third-party fixture build failed');
    fs.rmSync(FIXTURE, { recursive: true, force: true });
    fs.renameSync(OUT, FIXTURE);
  } finally {
    restoreOut();
    // The fixture must not look older than out/, which was just put back.
    const now = new Date();
    if (fs.existsSync(`${FIXTURE}/index.html`)) fs.utimesSync(`${FIXTURE}/index.html`, now, now);
  }
}

main();
