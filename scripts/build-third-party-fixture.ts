// Builds out-third-party/, the export with every third party configured (third-party-fixture.ts),
// for the export and browser tests. It exports into its own folder (OUT_DIR), so out/ stays
// readable, and served, while it builds.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { loadProjectEnv } from './env-files';
import { SITE_EXPORT_DIR } from './export-dir';
import { fixtureBuildEnv, THIRD_PARTY_FIXTURE_DIR } from './third-party-fixture';

const FIXTURE = THIRD_PARTY_FIXTURE_DIR;
const SETTINGS = ['scripts/third-party-fixture.ts', 'scripts/build-third-party-fixture.ts'];

function mtime(file: string): number {
  return fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0;
}

function main() {
  const fixtureTime = mtime(`${FIXTURE}/index.html`);
  if (
    fixtureTime > mtime(`${SITE_EXPORT_DIR}/index.html`) &&
    SETTINGS.every((file) => fixtureTime > mtime(file))
  ) {
    console.log(`${FIXTURE}/ is up to date`);
    return;
  }

  loadProjectEnv(false);
  const result = spawnSync('npm', ['run', 'build'], {
    stdio: 'inherit',
    shell: process.platform === 'win32',
    env: { ...fixtureBuildEnv(process.env), OUT_DIR: FIXTURE },
  });
  if (result.status !== 0) throw new Error('the third-party fixture build failed');
}

main();
