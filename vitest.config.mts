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
      '.next/**',
      'out/**',
    ],
    setupFiles: ['./tests/unit/setup.ts'],
  },
});
