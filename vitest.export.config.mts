import { defineConfig } from 'vitest/config';

/** The checks of out-third-party/ (npm run build:fixture); the others read out/ alone. */
const THIRD_PARTY = ['tests/export/third-party-config.test.ts'];

/**
 * Checks of the static export in out/, run after `npm run build`, and of out-third-party/: two
 * projects, so that `npm test` runs the first while the second export builds.
 */
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    environment: 'node',
    projects: [
      {
        extends: true,
        test: { name: 'site', include: ['tests/export/**/*.test.ts'], exclude: THIRD_PARTY },
      },
      { extends: true, test: { name: 'third-party', include: THIRD_PARTY } },
    ],
    // The files share one parse of the 66 pages (export-files.ts caches it per worker): with
    // isolation each of them parsed every page again, 35 of the layer's 42 s.
    isolate: false,
    // A walk over every page takes seconds on a busy machine, not the default 5.
    testTimeout: 60_000,
  },
});
