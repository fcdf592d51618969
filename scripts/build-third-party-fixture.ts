/**
 * The browser tests of the chat and analytics, and the export test of the configuration, need
 * an export built with every third party configured. This builds one into out-third-party/
 * (settings in third-party-fixture.ts), keeping the real out/ as it was. It rebuilds only when
 * out/ or this script's settings are newer than the fixture.
 *
 * The settings go into a temporary .env.local, not into the build's environment: that is how a
 * deployer configures the site, and the bundle (next build) and the Content-Security-Policy
 * (scripts/postbuild.ts, another process) must both read them from there. An existing
 * .env.local or .env.production.local (which would take precedence) is parked meanwhile and
 * restored afterwards; NEXT_PUBLIC_* variables of this shell are left out of the build.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { THIRD_PARTY_FIXTURE_DIR, THIRD_PARTY_FIXTURE_ENV } from './third-party-fixture';

const OUT = 'out';
const FIXTURE = THIRD_PARTY_FIXTURE_DIR;
const PARKED = 'out.parked';
const ENV_FILE = '.env.local';
/** Parked while the fixture builds: .env.local is replaced, and this one would override it. */
const ENV_FILES_PARKED = [ENV_FILE, '.env.production.local'].map((file) => ({
  file,
  parked: `${file}.fixture-backup`,
}));
const SETTINGS = ['scripts/third-party-fixture.ts', 'scripts/build-third-party-fixture.ts'];

function mtime(file: string): number {
  return fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0;
}

const fixtureTime = mtime(`${FIXTURE}/index.html`);
if (
  fixtureTime > mtime(`${OUT}/index.html`) &&
  SETTINGS.every((file) => fixtureTime > mtime(file))
) {
  console.log(`${FIXTURE}/ is up to date`);
  process.exit(0);
}

for (const { file, parked } of ENV_FILES_PARKED) {
  if (fs.existsSync(parked)) {
    throw new Error(
      `${parked} exists: an earlier fixture build was interrupted. Move it back to ${file} (or delete it) and run again.`,
    );
  }
}

const buildEnv = { ...process.env };
for (const name of Object.keys(buildEnv)) {
  if (name.startsWith('NEXT_PUBLIC_')) delete buildEnv[name];
}

fs.rmSync(PARKED, { recursive: true, force: true });
if (fs.existsSync(OUT)) fs.renameSync(OUT, PARKED);
const parkedEnvFiles = ENV_FILES_PARKED.filter(({ file }) => fs.existsSync(file));
let wroteEnvFile = false;
try {
  for (const { file, parked } of parkedEnvFiles) fs.renameSync(file, parked);
  wroteEnvFile = true;
  fs.writeFileSync(
    ENV_FILE,
    `# Written by scripts/build-third-party-fixture.ts for the out-third-party/ build; removed after it.\n${Object.entries(
      THIRD_PARTY_FIXTURE_ENV,
    )
      .map(([name, value]) => `${name}=${value}`)
      .join('\n')}\n`,
  );
  const result = spawnSync('npm', ['run', 'build'], {
    stdio: 'inherit',
    shell: process.platform === 'win32',
    env: buildEnv,
  });
  if (result.status !== 0) throw new Error('the third-party fixture build failed');
  fs.rmSync(FIXTURE, { recursive: true, force: true });
  fs.renameSync(OUT, FIXTURE);
} finally {
  if (wroteEnvFile) fs.rmSync(ENV_FILE, { force: true });
  for (const { file, parked } of parkedEnvFiles) {
    if (fs.existsSync(parked)) fs.renameSync(parked, file);
  }
  if (fs.existsSync(PARKED)) {
    fs.rmSync(OUT, { recursive: true, force: true });
    fs.renameSync(PARKED, OUT);
  }
  // The fixture must look older than nothing it depends on: touch it after restoring out/.
  const now = new Date();
  if (fs.existsSync(`${FIXTURE}/index.html`)) fs.utimesSync(`${FIXTURE}/index.html`, now, now);
}
