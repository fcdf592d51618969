// The Worker's settings, listed once: wrangler vars or secrets in production, `.dev.vars` or the
// environment locally (scripts/local-worker.ts passes exactly these). Unset means the default.

export const WORKER_SETTINGS = {
  /** Comma-separated origins allowed to post cross-origin. */
  QUOTE_ALLOWED_ORIGINS: '',
  /** Months a quote is kept; the privacy policy states it. */
  QUOTE_RETENTION_MONTHS: '24',
  /** The sales team's chat webhook: `{"text": ...}`. */
  LEAD_WEBHOOK_URL: '',
  LEAD_EMAIL_TO: '',
  LEAD_EMAIL_FROM: '',
  /** A CRM's or webhook tool's address: the lead as signed JSON (Standard Webhooks). */
  LEAD_JSON_WEBHOOK_URL: '',
  /** The signing secret, `whsec_` and base64. */
  LEAD_JSON_WEBHOOK_SECRET: '',
  /** Turnstile is on when this secret is set (and the site was built with its site key). */
  TURNSTILE_SECRET_KEY: '',
} as const;

export type WorkerSetting = keyof typeof WORKER_SETTINGS;
export type WorkerSettings = Partial<Record<WorkerSetting, string>>;

/** A setting's value, trimmed, or its default when it is unset or blank. */
export function setting(env: WorkerSettings, name: WorkerSetting): string {
  return env[name]?.trim() || WORKER_SETTINGS[name];
}

/** A whole number of at least 1, or the default (also when the setting is malformed). */
export function positiveIntegerSetting(env: WorkerSettings, name: WorkerSetting): number {
  const value = Number(setting(env, name));
  return Number.isInteger(value) && value > 0 ? value : Number(WORKER_SETTINGS[name]);
}

/**
 * The rate limit's window, which Retry-After reports: the `period` of QUOTE_RATE_LIMITER in
 * wrangler.jsonc, where the limit itself is set (scripts/deploy-config.test.ts holds them equal).
 */
export const RATE_LIMIT_PERIOD_SECONDS = 60;
