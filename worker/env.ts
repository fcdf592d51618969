import type { LocalServerVars, WorkerSettings } from './settings';

/**
 * The Worker's environment: the bindings of wrangler.jsonc, as `wrangler types` declares them in
 * worker-configuration.d.ts (scripts/local/worker-types.ts), and the settings of settings.ts,
 * which are set outside wrangler.jsonc (vars, secrets, `.dev.vars`). ASSETS may be missing: the
 * Worker runs without the export beside `next dev` and under its tests.
 */
export type Env = Omit<WorkerBindings, 'ASSETS'> &
  Partial<Pick<WorkerBindings, 'ASSETS'>> &
  WorkerSettings &
  LocalServerVars;
