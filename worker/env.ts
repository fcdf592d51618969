import type { CmsAuthEnv } from './cms-auth';
import type { WorkerSettings } from './settings';

/** The Worker's bindings (wrangler.jsonc) and its settings (worker/settings.ts). */
export interface Env extends WorkerSettings, CmsAuthEnv {
  DB: D1Database;
  ASSETS?: Fetcher;
  QUOTE_RATE_LIMITER: RateLimit;
  LEAD_EMAIL?: SendEmail;
}
