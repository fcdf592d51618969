import fs from 'node:fs';
import { defineConfig } from 'vitest/config';

const EXCLUDE = [
  '**/node_modules/**',
  'bench/**',
  'tests/e2e/**',
  'tests/export/**',
  'tests/preview/**',
  // The Worker's tests run inside workerd: vitest.worker.config.mts, with the scripts' tests
  // that need its D1 and KV.
  'worker/**',
  '**/*.workerd.test.ts',
  '.next/**',
  'out/**',
];

/**
 * The .ts test files that replace modules or empty the module registry. They run isolated, each
 * with its own module registry and process; the others share one per worker, which spares each
 * file the import of the modules the previous one already loaded (17 s against 12 s for the plain
 * Node files). A stubbed variable or global is undone after each test (`unstubEnvs`,
 * `unstubGlobals` below), so stubbing those alone shares the registry too. Found by reading the
 * files, so a new file that mocks cannot be forgotten here.
 */
const STUBS = /\bvi\.(?:mock|doMock|resetModules)\(/;
const NOT_UNIT_TESTS = new Set([
  'node_modules',
  '.git',
  '.next',
  'out',
  'out-third-party',
  'bench',
  'worker',
]);

function unitTestFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = dir === '.' ? entry.name : `${dir}/${entry.name}`;
    if (entry.isDirectory()) return NOT_UNIT_TESTS.has(entry.name) ? [] : unitTestFiles(file);
    return file.endsWith('.test.ts') ? [file] : [];
  });
}

const ISOLATED = unitTestFiles('.').filter((file) => STUBS.test(fs.readFileSync(file, 'utf8')));

export default defineConfig({
  // tsconfig.json leaves worker/ to tsconfig.worker.json, whose files a script's test imports too.
  resolve: { tsconfigPaths: true, alias: { '@': import.meta.dirname } },
  test: {
    // Vitest leaves a core free by default, which on a 2-core machine runs every file in turn.
    maxWorkers: 2,
    // A guard against a hung test, not a budget: with the machine 7 times slower than when quiet
    // (cpu-ref 11.7 s against 1.6 s) the slowest test took 12.9 s (the lint rules' first ESLint
    // run, which loads its plugins) and a form's test 3.3 s. The waits inside a test end on their
    // state, up to 30 s (tests/unit/setup.ts), so a failure names what it waited for.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Whatever a test stubs is gone before the next test, of this file or another in the registry.
    unstubEnvs: true,
    unstubGlobals: true,
    // Setting up jsdom and Testing Library costs each test file about a second, so only the
    // component tests (.tsx) pay it; a .ts test that needs a DOM says so in a
    // `// @vitest-environment jsdom` comment at its top.
    projects: [
      {
        extends: true,
        test: {
          name: 'dom',
          // One jsdom and module registry for the component files, not one each: 16 s of CPU
          // against 24 s. The setup file empties the storage before each file.
          isolate: false,
          environment: 'jsdom',
          setupFiles: ['./tests/unit/setup.ts'],
          include: ['**/*.test.tsx'],
          exclude: EXCLUDE,
        },
      },
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['**/*.test.ts'],
          exclude: [...EXCLUDE, ...ISOLATED],
          isolate: false,
        },
      },
      {
        extends: true,
        test: { name: 'node-isolated', environment: 'node', include: ISOLATED, exclude: EXCLUDE },
      },
    ],
  },
});
