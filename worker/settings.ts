// Listed once: scripts/local/local-worker.ts passes exactly these. Meanings: docs/configuration.md.
import { currencyProblem } from '@/worker/lead-logic/deal-value';
import { digestTimeProblem, timeZoneProblem } from '@/worker/lead-logic/digest-schedule';

export const WORKER_SETTINGS = {
  QUOTE_ALLOWED_ORIGINS: '',
  /** Months; the privacy policy states it. */
  QUOTE_RETENTION_MONTHS: '24',
  LEAD_WEBHOOK_URL: '',
  LEAD_EMAIL_TO: '',
  LEAD_EMAIL_FROM: '',
  LEAD_JSON_WEBHOOK_URL: '',
  LEAD_JSON_WEBHOOK_SECRET: '',
  /** Working hours a lead may stay 'new' before the team is reminded; `off` (or 0): never. */
  LEAD_REMINDER_HOURS: '2',
  /** Monday's digest for the owner: the hour on a 24-hour clock, or `off`. */
  DIGEST_TIME: '09:00',
  DIGEST_TIME_ZONE: 'Asia/Kolkata',
  /** The owner's address; empty: the sales chat, or LEAD_EMAIL_TO without a chat. */
  DIGEST_EMAIL_TO: '',
  /** ISO 4217: the one currency a won deal's value is typed, stored and summed in. */
  DEAL_CURRENCY: 'USD',
  TURNSTILE_SECRET_KEY: '',
  CMS_HOST: '',
  SITE_URL: '',
  CMS_GITHUB_CLIENT_ID: '',
  CMS_GITHUB_CLIENT_SECRET: '',
  INBOX_HOST: '',
  ACCESS_TEAM_DOMAIN: '',
  ACCESS_AUD: '',
} as const;

/**
 * Set only by the local server, when it listens on loopback alone: never a deployed setting (a
 * deploy refuses a var or secret of these names, scripts/ops/deploy-config.ts).
 */
export const LOCAL_SERVER_SETTINGS = ['INBOX_LOCAL_SIGN_IN'] as const;
export type LocalServerVars = Partial<Record<(typeof LOCAL_SERVER_SETTINGS)[number], string>>;

export type WorkerSetting = keyof typeof WORKER_SETTINGS;
export type WorkerSettings = Partial<Record<WorkerSetting, string>>;

/** The Worker's settings found in an environment (the CLI's), and nothing else of it. */
export function settingsFrom(source: Readonly<Record<string, string | undefined>>): WorkerSettings {
  const found: WorkerSettings = {};
  for (const name of Object.keys(WORKER_SETTINGS) as WorkerSetting[]) {
    const value = source[name];
    if (value !== undefined) found[name] = value;
  }
  return found;
}

export function setting(env: WorkerSettings, name: WorkerSetting): string {
  return env[name]?.trim() || WORKER_SETTINGS[name];
}

export function positiveIntegerSetting(env: WorkerSettings, name: WorkerSetting): number {
  const value = Number(setting(env, name));
  return Number.isInteger(value) && value > 0 ? value : Number(WORKER_SETTINGS[name]);
}

/** Null when reminders are off; a value that is not a number of hours counts as the default. */
export function reminderHours(env: WorkerSettings): number | null {
  const value = setting(env, 'LEAD_REMINDER_HOURS');
  if (reminderHoursProblem(value)) return Number(WORKER_SETTINGS.LEAD_REMINDER_HOURS);
  const hours = value.toLowerCase() === 'off' ? 0 : Number(value);
  return hours > 0 ? hours : null;
}

function reminderHoursProblem(value: string): string | null {
  const hours = Number(value);
  if (value.toLowerCase() === 'off' || (Number.isFinite(hours) && hours >= 0)) return null;
  return 'LEAD_REMINDER_HOURS must be a number of working hours, or off';
}

/** The time zone set, or the default when it is not one (`npm run deploy` refuses it first). */
export function digestTimeZone(env: WorkerSettings): string {
  const zone = setting(env, 'DIGEST_TIME_ZONE');
  return timeZoneProblem(zone) ? WORKER_SETTINGS.DIGEST_TIME_ZONE : zone;
}

/** A code that is not a currency counts as the default; the deploy's check refuses it first. */
export function dealCurrency(env: WorkerSettings): string {
  const code = setting(env, 'DEAL_CURRENCY').toUpperCase();
  return currencyProblem(code) ? WORKER_SETTINGS.DEAL_CURRENCY : code;
}

/** The rate limiters' `period` in wrangler.jsonc (scripts/ops/deploy-config.test.ts checks). */
export const RATE_LIMIT_PERIOD_SECONDS = 60;

/** A preview carries none of them. */
export const NOTIFICATION_SETTINGS = [
  'LEAD_WEBHOOK_URL',
  'LEAD_EMAIL_TO',
  'LEAD_EMAIL_FROM',
  'LEAD_JSON_WEBHOOK_URL',
  'LEAD_JSON_WEBHOOK_SECRET',
] as const satisfies readonly WorkerSetting[];

/** A chat webhook's URL carries its token. Locally they go through an env file, never printed. */
export const SECRET_SETTINGS = [
  'LEAD_WEBHOOK_URL',
  'LEAD_JSON_WEBHOOK_URL',
  'LEAD_JSON_WEBHOOK_SECRET',
  'TURNSTILE_SECRET_KEY',
  'CMS_GITHUB_CLIENT_SECRET',
] as const satisfies readonly WorkerSetting[];

export const DELIVERY_URL_SETTINGS = ['LEAD_WEBHOOK_URL', 'LEAD_JSON_WEBHOOK_URL'] as const;

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1']);

/** https only (http only to this machine): a lead carries a person's name, number and e-mail. */
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
  // Never the whole value: a secret, whose path holds a webhook's token.
  return `${name} must be an https:// URL (plain http:// only for localhost and 127.0.0.1), not ${url.protocol}//${url.hostname}`;
}

/** One address only: no header injection. */
const EMAIL_ADDRESS = /^[^\s@<>",;]+@[^\s@<>",;]+\.[^\s@<>",;]+$/;

export function deliverySettingProblems(env: WorkerSettings): string[] {
  const problems: string[] = [];
  for (const name of DELIVERY_URL_SETTINGS) {
    const value = env[name]?.trim();
    const problem = value ? deliveryTargetProblem(name, value) : null;
    if (problem) problems.push(problem);
  }
  for (const name of ['LEAD_EMAIL_TO', 'LEAD_EMAIL_FROM', 'DIGEST_EMAIL_TO'] as const) {
    const value = env[name]?.trim();
    if (value && !EMAIL_ADDRESS.test(value)) {
      problems.push(`${name} must be one e-mail address`);
    }
  }
  const currency = env.DEAL_CURRENCY?.trim();
  const currencyIssue = currency ? currencyProblem(currency.toUpperCase()) : null;
  if (currencyIssue) problems.push(currencyIssue);
  const reminder = env.LEAD_REMINDER_HOURS?.trim();
  const problem = reminder ? reminderHoursProblem(reminder) : null;
  if (problem) problems.push(problem);
  const time = env.DIGEST_TIME?.trim();
  const timeProblem = time ? digestTimeProblem(time) : null;
  if (timeProblem) problems.push(timeProblem);
  const zone = env.DIGEST_TIME_ZONE?.trim();
  const zoneProblem = zone ? timeZoneProblem(zone) : null;
  if (zoneProblem) problems.push(zoneProblem);
  return problems;
}
