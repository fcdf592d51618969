import { defineConfig } from 'vitest/config';

/** Checks of the static export in out/: run after `npm run build`. */
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    environment: 'node',
    include: ['tests/export/**/*.test.ts'],
  },
});
