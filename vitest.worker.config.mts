import path from 'node:path';
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-pool-workers';
import { tsImport } from 'tsx/esm/api';
import { defineConfig } from 'vitest/config';

// Through tsx, which resolves the '@/' imports of the scripts and the Worker as the project's
// tsconfig says; the config's own loader does not.
const { writeLocalConfig } = (await tsImport(
  './scripts/local/local-worker.ts',
  import.meta.url,
)) as typeof import('./scripts/local/local-worker');

/** The quote endpoint's tests, run inside workerd with the Worker's own bindings. */
export default defineConfig(async () => {
  // Otherwise miniflare asks workers.cloudflare.com for the `request.cf` object at start.
  process.env.CLOUDFLARE_CF_FETCH_ENABLED = 'false';
  return {
    // tsconfig.json leaves worker/ to tsconfig.worker.json, so its paths are not applied here.
    resolve: { alias: { '@': import.meta.dirname } },
    plugins: [
      cloudflareTest({
        main: './worker/index.ts',
        // wrangler.jsonc without the static assets, which need a built out/.
        wrangler: {
          configPath: writeLocalConfig({ name: 'vitest', assetsDir: null, localSettings: false }),
        },
        miniflare: {
          bindings: {
            TEST_MIGRATIONS: await readD1Migrations(path.join(import.meta.dirname, 'migrations')),
            TEST_VISITS_MIGRATIONS: await readD1Migrations(
              path.join(import.meta.dirname, 'migrations-visits'),
            ),
            QUOTE_ALLOWED_ORIGINS: 'https://www.example.com',
            LEAD_WEBHOOK_URL: 'https://hooks.test/lead',
            LEAD_JSON_WEBHOOK_URL: 'https://crm.test/leads',
            LEAD_JSON_WEBHOOK_SECRET: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
          },
          // An empty D1 beside the Worker's, for the tests that run a migration on the data the
          // release before it wrote (worker/storage/leads-migrations.test.ts).
          d1Databases: ['MIGRATION_TEST_DB'],
        },
      }),
    ],
    test: {
      // And the scripts' tests over D1 and KV (`*.workerd.test.ts`), which find here the D1 the
      // migrations made instead of starting a workerd of their own.
      include: ['worker/**/*.test.ts', 'scripts/**/*.workerd.test.ts'],
      setupFiles: ['./worker/test/setup.ts'],
      // A guard against a hung test, not a budget: the slowest test (held quotes moved by the cron)
      // took 4.4 s with the machine 7 times slower than when quiet. Waits end on their state, up to
      // 30 s (worker/test/background.ts), so a failure names what it waited for.
      testTimeout: 60_000,
      hookTimeout: 60_000,
      // One workerd for every file, rather than one started per file: its start was most of the
      // suite's time (23 s against 70 s, 12 s of CPU against 43 s). The setup file empties D1 and
      // KV before each file, as a workerd of its own did.
      isolate: false,
    },
  };
});
