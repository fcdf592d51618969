import { defineConfig } from 'vitest/config';

/** Checks of the static export in out/: run after `npm run build`. */
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    environment: 'node',
    include: ['tests/export/**/*.test.ts'],
    // The files share one parse of the 66 pages (export-files.ts caches it per worker): with
    // isolation each of them parsed every page again, 35 of the layer's 42 s.
    isolate: false,
    // A walk over every page takes seconds on a busy machine, not the default 5.
    testTimeout: 60_000,
  },
});
