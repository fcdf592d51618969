// The Worker's settings, listed once: wrangler vars or secrets in production, `.dev.vars` or the
// environment locally (scripts/local/local-worker.ts passes exactly these). Unset means the default.

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
  /**
   * The content editor's own host (a custom domain of this Worker, e.g. `edit.example.com`):
   * the only host that serves /admin/ and signs in with GitHub. Unset: no sign-in anywhere.
   */
  CMS_HOST: '',
  /** The public site's origin (NEXT_PUBLIC_SITE_URL): the editor's host sends the rest there. */
  SITE_URL: '',
  /** The GitHub App the editor signs in with: its client id and a client secret (secrets). */
  CMS_GITHUB_CLIENT_ID: '',
  CMS_GITHUB_CLIENT_SECRET: '',
  /**
   * The staff host of the sales team's inbox (/inbox/ and /api/leads/, docs/inbox.md), e.g.
   * `leads.example.com`: the only host that answers them, so that no public page (and none of its
   * third-party scripts) shares an origin with the leads. Unset: the inbox answers nowhere.
   */
  INBOX_HOST: '',
  /**
   * The inbox is behind Cloudflare Access: the team's origin
   * (`https://<team>.cloudflareaccess.com`), whose keys sign the Access tokens, and the Access
   * application's AUD tag. Unset: the inbox answers 403, except under a local server that signs
   * in its own identity (LOCAL_SIGN_IN_VAR, worker/inbox/access.ts).
   */
  ACCESS_TEAM_DOMAIN: '',
  ACCESS_AUD: '',
} as const;

/**
 * What only the local server sets (scripts/local/local-worker.ts), never a setting: the inbox's
 * identity without Access, given when the server listens on this machine's loopback alone.
 */
export interface LocalServerVars {
  INBOX_LOCAL_SIGN_IN?: string;
}

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
 * wrangler.jsonc, where the limit itself is set (scripts/ops/deploy-config.test.ts holds them equal).
 */
export const RATE_LIMIT_PERIOD_SECONDS = 60;

/** The settings that tell anyone of a lead: a preview carries none of them. */
export const NOTIFICATION_SETTINGS = [
  'LEAD_WEBHOOK_URL',
  'LEAD_EMAIL_TO',
  'LEAD_EMAIL_FROM',
  'LEAD_JSON_WEBHOOK_URL',
  'LEAD_JSON_WEBHOOK_SECRET',
] as const satisfies readonly WorkerSetting[];

/**
 * The settings that are secrets (wrangler secrets in production): a chat webhook's URL carries its
 * token. Locally they reach the Worker through an env file of their own, never printed.
 */
export const SECRET_SETTINGS = [
  'LEAD_WEBHOOK_URL',
  'LEAD_JSON_WEBHOOK_URL',
  'LEAD_JSON_WEBHOOK_SECRET',
  'TURNSTILE_SECRET_KEY',
  'CMS_GITHUB_CLIENT_SECRET',
] as const satisfies readonly WorkerSetting[];

/** The settings that name where a lead is sent: each must pass deliveryTargetProblem. */
export const DELIVERY_URL_SETTINGS = ['LEAD_WEBHOOK_URL', 'LEAD_JSON_WEBHOOK_URL'] as const;

/** Hosts a plain http:// target may have: this machine, for local receivers and tests. */
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1']);

/**
 * Why a delivery target is refused, or null. A lead carries a person's name, number and e-mail:
 * it goes over https only (plain http only to this machine), to an absolute URL without
 * credentials in it. The message names the setting, never its value, which is a secret.
 */
export function deliveryTargetProblem(name: WorkerSetting, value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return `${name} is not an absolute URL`;
  }
  if (url.username || url.password) return `${name} must not carry a user name or password`;
  if (url.protocol === 'https:') return null;
  if (url.protocol === 'http:' && LOCAL_HOSTS.has(url.hostname)) return null;
  return `${name} must be an https:// URL (plain http:// only for localhost and 127.0.0.1), not ${url.protocol}//${url.hostname}`;
}

/** A single e-mail address, as LEAD_EMAIL_TO and LEAD_EMAIL_FROM must be (no header injection). */
const EMAIL_ADDRESS = /^[^\s@<>",;]+@[^\s@<>",;]+\.[^\s@<>",;]+$/;

/** The problems of the delivery settings that are set, one message each; [] is fine. */
export function deliverySettingProblems(env: WorkerSettings): string[] {
  const problems: string[] = [];
  for (const name of DELIVERY_URL_SETTINGS) {
    const value = env[name]?.trim();
    const problem = value ? deliveryTargetProblem(name, value) : null;
    if (problem) problems.push(problem);
  }
  for (const name of ['LEAD_EMAIL_TO', 'LEAD_EMAIL_FROM'] as const) {
    const value = env[name]?.trim();
    if (value && !EMAIL_ADDRESS.test(value)) {
      problems.push(`${name} must be one e-mail address`);
    }
  }
  return problems;
}
