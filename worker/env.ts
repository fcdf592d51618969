import type { CmsAuthEnv } from './cms/auth';
import type { WorkerSettings } from './settings';

/** The Worker's bindings (wrangler.jsonc) and its settings (worker/settings.ts). */
export interface Env extends WorkerSettings, CmsAuthEnv {
  DB: D1Database;
  /** Where a quote D1 refused waits until D1 takes it (worker/storage/held-quotes.ts). */
  QUOTE_FALLBACK: KVNamespace;
  ASSETS?: Fetcher;
  QUOTE_RATE_LIMITER: RateLimit;
  LEAD_EMAIL?: SendEmail;
}
