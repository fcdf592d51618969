import type { LocalServerVars, WorkerSettings } from './settings';

/** ASSETS may be missing: the Worker runs without the export beside `next dev` and in tests. */
export type Env = Omit<WorkerBindings, 'ASSETS'> &
  Partial<Pick<WorkerBindings, 'ASSETS'>> &
  WorkerSettings &
  LocalServerVars;
