import { defineConfig } from 'vitest/config';

/** Tests that need no DOM run in plain Node: the server and the build scripts. */
const NODE_TESTS = ['server/**/*.test.ts', 'scripts/**/*.test.ts'];
const EXCLUDE = [
  '**/node_modules/**',
  'bench/**',
  'tests/e2e/**',
  'tests/export/**',
  'tests/preview/**',
  '.next/**',
  'out/**',
];

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    setupFiles: ['./tests/unit/setup.ts'],
    // A component test typing into a form takes a few seconds when other work has the CPU.
    testTimeout: 20_000,
    // Setting up jsdom costs each test file about a second: only the files that use it pay.
    projects: [
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['**/*.test.{ts,tsx}'],
          exclude: [...EXCLUDE, ...NODE_TESTS],
        },
      },
      {
        extends: true,
        test: { name: 'node', environment: 'node', include: NODE_TESTS, exclude: EXCLUDE },
      },
    ],
  },
});
