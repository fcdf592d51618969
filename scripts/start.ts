/**
 * `npm start`: builds the static export when it is missing or older than its sources, then
 * serves it with the quote endpoint in this same process (server/main.ts).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { serveFromEnv } from '@/server/main';

const BUILD_OUTPUT = path.join(process.env.OUT_DIR?.trim() || 'out', 'index.html');
const SOURCE_DIRECTORIES = ['app', 'components', 'content', 'lib', 'public'];
/** The .env* files a production build reads (scripts/env-files.ts): a changed setting rebuilds. */
const SOURCE_FILES = [
  'next.config.ts',
  'package-lock.json',
  '.env',
  '.env.local',
  '.env.production',
  '.env.production.local',
];

/** When a source last changed, in ms since the epoch; 0 when there are none. */
function newestSourceTime(): number {
  const paths = [
    ...SOURCE_DIRECTORIES.filter((directory) => existsSync(directory)).flatMap(pathsUnder),
    ...SOURCE_FILES.filter((file) => existsSync(file)),
  ];
  let newest = 0;
  for (const entry of paths) newest = Math.max(newest, statSync(entry).mtimeMs);
  return newest;
}

/**
 * Folders count too: deleting a page changes only its folder's time. Unit tests live beside
 * the code but are not part of the build, so editing one does not cost a rebuild.
 */
function pathsUnder(directory: string): string[] {
  const entries = readdirSync(directory, { recursive: true })
    .map((entry) => path.join(directory, String(entry)))
    .filter((entry) => !/\.(test|spec)\.[cm]?[jt]sx?$/.test(entry));
  return [directory, ...entries];
}

function buildIsStale(): boolean {
  if (!existsSync(BUILD_OUTPUT)) return true;
  return statSync(BUILD_OUTPUT).mtimeMs < newestSourceTime();
}

function build(): void {
  console.log(`${BUILD_OUTPUT} is missing or older than the sources: running npm run build`);
  const result = spawnSync('npm', ['run', 'build'], {
    stdio: 'inherit',
    // npm is npm.cmd on Windows, which only a shell can run.
    shell: process.platform === 'win32',
  });
  if (result.status !== 0) {
    console.error(
      result.error
        ? result.error.message
        : `npm run build failed (exit ${result.status ?? result.signal})`,
    );
    process.exit(result.status || 1);
  }
}

async function main(): Promise<void> {
  if (buildIsStale()) build();
  await serveFromEnv();
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
