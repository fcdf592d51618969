import { defineConfig } from 'vitest/config';

/**
 * `npm run test:preview`: starts `next dev` and edits a content file (tests/preview/). Apart
 * from `npm test`, because the first compile of a page takes a minute or more here.
 */
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    environment: 'node',
    include: ['tests/preview/**/*.test.ts'],
    testTimeout: 720_000,
    hookTimeout: 300_000,
  },
});
