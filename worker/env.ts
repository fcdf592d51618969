import type { CmsAuthEnv } from './cms-auth';

/** The Worker's bindings and settings (wrangler.jsonc; secrets and .dev.vars). */
export interface Env extends CmsAuthEnv {
  DB: D1Database;
  ASSETS?: Fetcher;
  QUOTE_RATE_LIMITER: RateLimit;
  LEAD_EMAIL?: SendEmail;
  /** Comma-separated origins allowed to post cross-origin. */
  QUOTE_ALLOWED_ORIGINS?: string;
  LEAD_WEBHOOK_URL?: string;
  LEAD_EMAIL_TO?: string;
  LEAD_EMAIL_FROM?: string;
  /** Months a quote is kept; the privacy policy states it. */
  QUOTE_RETENTION_MONTHS?: string;
  /** Turnstile is on when this secret is set (and the site was built with its site key). */
  TURNSTILE_SECRET_KEY?: string;
}
