import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    environment: 'jsdom',
    include: ['**/*.test.{ts,tsx}'],
    exclude: [
      '**/node_modules/**',
      'bench/**',
      'tests/e2e/**',
      'tests/export/**',
      'tests/preview/**',
      '.next/**',
      'out/**',
    ],
    setupFiles: ['./tests/unit/setup.ts'],
    // A component test typing into a form takes a few seconds when other work has the CPU.
    testTimeout: 20_000,
  },
});
