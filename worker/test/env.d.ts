import type { D1Migration } from 'cloudflare:test';
import type { WorkerSettings } from '@/worker/settings';

// The tests' `env` (cloudflare:test) has the type Cloudflare.Env, which holds the bindings
// (worker-configuration.d.ts): it has the settings too, and the migrations the tests apply to
// each database.
declare global {
  namespace Cloudflare {
    interface Env extends WorkerSettings {
      TEST_MIGRATIONS: D1Migration[];
      TEST_VISITS_MIGRATIONS: D1Migration[];
      /** Empty at first; the migrations' own tests apply some of them to it. */
      MIGRATION_TEST_DB: D1Database;
    }
  }
}
