import { defineConfig } from 'vitest/config';

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
    // Vitest leaves a core free by default, which on a 2-core machine runs every file in turn.
    maxWorkers: 2,
    // A component test typing into a form takes a few seconds when other work has the CPU.
    testTimeout: 20_000,
    // Setting up jsdom and Testing Library costs each test file about a second, so only the
    // component tests (.tsx) pay it; a .ts test that needs a DOM says so in a
    // `// @vitest-environment jsdom` comment at its top.
    projects: [
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          setupFiles: ['./tests/unit/setup.ts'],
          include: ['**/*.test.tsx'],
          exclude: EXCLUDE,
        },
      },
      {
        extends: true,
        test: { name: 'node', environment: 'node', include: ['**/*.test.ts'], exclude: EXCLUDE },
      },
    ],
  },
});
