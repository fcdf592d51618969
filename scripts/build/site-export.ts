// out/, rebuilt only when a source or a build setting changed since the last build made here, so
// `npm start` then `npm test` builds once.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { isEntryPoint } from '@/scripts/entry-point';
import { ENV_FILES } from '@/scripts/env-files';

export const SITE_EXPORT_DIR = 'out';
const INDEX = path.join(SITE_EXPORT_DIR, 'index.html');
export const RECORD = path.join('.next', 'cache', 'site-export.json');

/** Everything the build reads: test files beside the code are left out. */
const SOURCE_DIRECTORIES = ['app', 'components', 'content', 'lib', 'public', 'scripts'];
const SOURCE_FILES = [
  'next.config.ts',
  'package.json',
  'package-lock.json',
  'postcss.config.mjs',
  'tsconfig.json',
];

interface BuildRecord {
  /** When out/index.html was last written by that build, in ms since the epoch. */
  indexWrittenAt: number;
  settings: BuildSettings;
}

type Environment = Record<string, string | undefined>;

/** Besides the NEXT_PUBLIC_* variables, the settings that change what a build writes. */
const BUILD_VARIABLES = new Set(['BROTLI_QUALITY', 'EXPORT_PAGES']);

export type BuildSettings = {
  variables: Record<string, string>;
  envFiles: Record<string, number>;
};

export function buildSettings(root: string, env: Environment = process.env): BuildSettings {
  const variables = Object.fromEntries(
    Object.entries(env)
      .filter(([name]) => name.startsWith('NEXT_PUBLIC_') || BUILD_VARIABLES.has(name))
      .map(([name, value]) => [name, value ?? ''] as const)
      .sort(([a], [b]) => a.localeCompare(b)),
  );
  const envFiles = Object.fromEntries(
    ENV_FILES.filter((file) => fs.existsSync(path.join(root, file))).map((file) => [
      file,
      fs.statSync(path.join(root, file)).mtimeMs,
    ]),
  );
  return { variables, envFiles };
}

/** Folders count too: deleting a file changes only its folder's time. */
function newestSourceTime(root: string): number {
  const directories = SOURCE_DIRECTORIES.map((directory) => path.join(root, directory));
  const paths = [
    ...directories
      .filter((directory) => fs.existsSync(directory))
      .flatMap((directory) => [
        directory,
        ...fs
          .readdirSync(directory, { recursive: true })
          .map((entry) => path.join(directory, String(entry)))
          .filter((entry) => !/\.(test|spec)\.[cm]?[jt]sx?$/.test(entry)),
      ]),
    ...SOURCE_FILES.map((file) => path.join(root, file)).filter((file) => fs.existsSync(file)),
  ];
  return Math.max(0, ...paths.map((entry) => fs.statSync(entry).mtimeMs));
}

function readRecord(root: string): BuildRecord | undefined {
  try {
    return JSON.parse(fs.readFileSync(path.join(root, RECORD), 'utf8')) as BuildRecord;
  } catch {
    return undefined;
  }
}

/** Why out/ must be built, or undefined when it is up to date. */
export function reasonToBuild(
  root: string = process.cwd(),
  env: Environment = process.env,
): string | undefined {
  const index = path.join(root, INDEX);
  if (!fs.existsSync(index)) return `${INDEX} is missing`;
  const record = readRecord(root);
  const indexWrittenAt = fs.statSync(index).mtimeMs;
  if (!record || record.indexWrittenAt !== indexWrittenAt) {
    return `${SITE_EXPORT_DIR}/ was not built by npm start or npm test`;
  }
  if (JSON.stringify(record.settings) !== JSON.stringify(buildSettings(root, env))) {
    return 'the build settings (NEXT_PUBLIC_* variables, BROTLI_QUALITY, EXPORT_PAGES, .env* files) changed';
  }
  if (newestSourceTime(root) > indexWrittenAt) return 'a source changed since it was built';
  return undefined;
}

export function recordBuild(root: string, settings: BuildSettings): void {
  const record: BuildRecord = {
    indexWrittenAt: fs.statSync(path.join(root, INDEX)).mtimeMs,
    settings,
  };
  fs.mkdirSync(path.join(root, path.dirname(RECORD)), { recursive: true });
  fs.writeFileSync(path.join(root, RECORD), `${JSON.stringify(record, null, 2)}\n`);
}

function build(): void {
  const root = process.cwd();
  const settings = buildSettings(root);
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
  recordBuild(root, settings);
}

export function ensureSiteExport(): void {
  const reason = reasonToBuild();
  if (reason) {
    console.log(`${reason}: running npm run build`);
    build();
  } else {
    console.log(
      `${SITE_EXPORT_DIR}/ is up to date with the sources and build settings: not built again (npm run build rebuilds it)`,
    );
  }
}

if (isEntryPoint(import.meta.url)) ensureSiteExport();
