// .env.example must name every variable a person configures and nothing the code no longer
// reads; the expected names come from the code itself, checked against the files that read them.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { WORKER_SETTINGS } from '@/worker/settings';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8');

/** Read by the tooling rather than the site or the Worker, but set by a person; `where` reads it. */
const TOOLING: Record<string, string> = {
  CMS_GITHUB_REPO: 'scripts/build/editor-bundle.ts',
  BROTLI_QUALITY: 'scripts/build/precompress.ts',
  HOST: 'scripts/local/start.ts',
  PORT: 'scripts/local/ports.ts',
  OUT_DIR: 'scripts/local/start.ts',
  LOCAL_STATE_DIR: 'scripts/local/local-worker.ts',
  QUOTE_RATE_LIMIT_PER_MINUTE: 'scripts/local/local-worker.ts',
  WORKER_PORT: 'scripts/local/ports.ts',
  PREVIEW_ALIAS: 'scripts/ops/deploy-preview.ts',
  TEST_PORT: 'playwright.config.ts',
  PLAYWRIGHT_CHROMIUM_EXECUTABLE: 'scripts/chromium.mjs',
};

/** Set by the tooling itself: left out of .env.example, listed in docs/configuration.md. */
const SET_BY_TOOLING: Record<string, { where: string; why: string }> = {
  SERVER_LOG_FILE: {
    where: 'scripts/local/start.ts',
    why: 'the browser tests name a log file for each server they start',
  },
  TEST_SERVERS_STARTED: {
    where: 'playwright.config.ts',
    why: 'npm test tells Playwright that it started the servers itself',
  },
  SKIP_BUILD_EXTRAS: {
    where: 'tests/third-party/build.ts',
    why: 'the third-party export leaves out what its tests never load',
  },
  EXPORT_PAGES: {
    where: 'lib/site/exported-pages.ts',
    why: 'the third-party export renders one page of each template (tests/third-party/build.ts)',
  },
  GITHUB_ACTIONS: { where: 'scripts/ops/deploy.ts', why: 'set by GitHub Actions' },
  GITHUB_REF: { where: 'scripts/ops/deploy.ts', why: 'set by GitHub Actions' },
  GITHUB_OUTPUT: { where: 'scripts/ops/deploy-preview.ts', why: 'set by GitHub Actions' },
  NODE_ENV: {
    where: 'scripts/build/editor-preview-bundle.ts',
    why: 'the editor’s bundle sets it to production, as next build does',
  },
  PATH: { where: 'tests/third-party/fixture.test.ts', why: "the system's, passed on to a child" },
};

/** Names in a .env file, a commented-out `# NAME=` line included. */
function envFileNames(text: string): string[] {
  return text
    .split('\n')
    .map((line) => /^\s*(?:#\s*)?(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=/.exec(line)?.[1])
    .filter((name): name is string => name !== undefined);
}

function publicNames(): string[] {
  const source = read('lib/site/env.ts');
  return [...source.matchAll(/process\.env\.(NEXT_PUBLIC_[A-Z0-9_]+)/g)].map((match) => match[1]!);
}

function expectedNames(): Set<string> {
  return new Set([...publicNames(), ...Object.keys(WORKER_SETTINGS), ...Object.keys(TOOLING)]);
}

const SOURCE_DIRECTORIES = ['app', 'components', 'lib', 'scripts', 'tests', 'bench'];
const SKIPPED = new Set(['node_modules', 'floor', '.runs', 'results']);
const SOURCE_FILE = /\.(?:[cm]?[jt]s|tsx)$/;

function sourceFiles(directory: string): string[] {
  return fs.readdirSync(path.join(ROOT, directory), { withFileTypes: true }).flatMap((entry) => {
    const file = path.posix.join(directory, entry.name);
    if (entry.isDirectory()) return SKIPPED.has(entry.name) ? [] : sourceFiles(file);
    // A test or bench run in workerd reads the Worker's bindings as `env`, as worker/ does.
    if (/\.workerd(?:\.test)?\.ts$/.test(entry.name)) return [];
    return SOURCE_FILE.test(entry.name) ? [file] : [];
  });
}

/**
 * The variables a file reads: `process.env.NAME` (not an assignment), `process.env['NAME']`,
 * `env.NAME` of a parameter holding the environment, and `const { NAME } = process.env`.
 */
function readNames(source: string): string[] {
  const patterns = [
    /process\.env\??\.([A-Z][A-Z0-9_]*)\b(?!\s*=[^=])/g,
    /process\.env\[\s*['"`]([A-Z][A-Z0-9_]*)['"`]\s*\]/g,
    /(?<![\w.$])env\??\.([A-Z][A-Z0-9_]*)\b(?!\s*=[^=])/g,
  ];
  const names = patterns.flatMap((pattern) =>
    [...source.matchAll(pattern)].map((match) => match[1]!),
  );
  for (const [, list] of source.matchAll(
    /\b(?:const|let|var)\s+\{([^{}]*)\}\s*=\s*process\.env\b/g,
  )) {
    names.push(...list!.split(',').map((name) => name.split(':')[0]!.trim()));
  }
  return names.filter((name) => /^[A-Z][A-Z0-9_]*$/.test(name));
}

describe('.env.example', () => {
  const text = read('.env.example');

  it('names exactly the variables the code reads and a person sets', () => {
    const named = new Set(envFileNames(text));
    const expected = expectedNames();
    const missing = [...expected].filter((name) => !named.has(name)).sort();
    const extra = [...named].filter((name) => !expected.has(name)).sort();
    expect({ missing, extra }).toEqual({ missing: [], extra: [] });
  });

  it('names each variable once', () => {
    const names = envFileNames(text);
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
  });

  it('leaves out only the variables the tooling sets', () => {
    const named = new Set(envFileNames(text));
    expect(Object.keys(SET_BY_TOOLING).filter((name) => named.has(name))).toEqual([]);
  });
});

describe('the lists of variables', () => {
  it('finds the public variables in lib/site/env.ts', () => {
    expect(publicNames()).toContain('NEXT_PUBLIC_SITE_URL');
  });

  it('cites, for each tooling variable and exception, a file that names it', () => {
    const cited = [
      ...Object.entries(TOOLING),
      ...Object.entries(SET_BY_TOOLING).map(([name, { where }]) => [name, where] as const),
    ];
    const uncited = cited
      .filter(([name, file]) => !new RegExp(`\\b${name}\\b`).test(read(file)))
      .map(([name, file]) => `${name} (${file})`);
    expect(uncited).toEqual([]);
  });

  it('lists every variable that the sites, scripts and tests read', () => {
    const listed = new Set([...expectedNames(), ...Object.keys(SET_BY_TOOLING)]);
    const thisFile = path
      .relative(ROOT, import.meta.filename)
      .split(path.sep)
      .join('/');
    const rootFiles = fs
      .readdirSync(ROOT)
      .filter((name) => SOURCE_FILE.test(name) && !name.endsWith('.d.ts'));
    const files = [...rootFiles, ...SOURCE_DIRECTORIES.flatMap(sourceFiles)].filter(
      (file) => file !== thisFile,
    );
    const unlisted = files.flatMap((file) =>
      readNames(read(file))
        .filter((name) => !listed.has(name))
        .map((name) => `${name} (${file})`),
    );
    expect([...new Set(unlisted)]).toEqual([]);
  });

  it('documents every variable in docs/configuration.md', () => {
    const docs = read('docs/configuration.md');
    const names = [...expectedNames(), ...Object.keys(SET_BY_TOOLING)];
    expect(names.filter((name) => !docs.includes(`\`${name}\``))).toEqual([]);
  });
});
