// What `npm run build:deploy` refuses to ship: a build without the site's public origin
// (canonicals, sitemap and JSON-LD would point at localhost), or with a quote endpoint that a
// browser on an https page could not post to. And what a deploy script refuses: a lead sent to
// an address that is not https, or a preview that could reach production's data or anyone.
import { createRequire } from 'node:module';
import {
  DELIVERY_URL_SETTINGS,
  deliverySettingProblems,
  LOCAL_SERVER_SETTINGS,
  NOTIFICATION_SETTINGS,
} from '@/worker/settings';

export type DeployEnv = Record<string, string | undefined>;

/** The origin of `value` when it is exactly an https:// origin (a trailing slash allowed). */
function httpsOrigin(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  const bare = url.pathname === '/' && !url.search && !url.hash && !value.includes('?');
  if (url.protocol !== 'https:' || !bare || url.username || url.password) return null;
  return url.origin;
}

function isHttpsUrl(value: string): boolean {
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}

/** The problems of a deploy configuration, one message each naming its variable; [] is fine. */
export function deployConfigProblems(env: DeployEnv): string[] {
  const problems: string[] = [];
  const value = (name: string) => env[name]?.trim() ?? '';

  const checkHttpsOrigin = (name: string, whenUnset: string | null, example: string) => {
    const given = value(name);
    if (!given) {
      if (whenUnset) problems.push(`${name} is not set: ${whenUnset}`);
    } else if (!httpsOrigin(given))
      problems.push(
        `${name} is "${given}": it must be an https:// origin with no path (e.g. ${example}).`,
      );
  };
  checkHttpsOrigin(
    'NEXT_PUBLIC_SITE_URL',
    'set it to the https:// origin the site is served at (e.g. https://www.example.com); ' +
      'canonical links, the sitemap and Open Graph use it.',
    'https://www.example.com',
  );
  // Unset, quotes go to the site's own origin, which the Worker of `npm run deploy` answers.
  checkHttpsOrigin('NEXT_PUBLIC_QUOTE_API_HOST', null, 'https://api.example.com');

  // Optional, but when set, the Content-Security-Policy can only allow an absolute https URL.
  for (const name of ['NEXT_PUBLIC_IP_LOOKUP_URL', 'NEXT_PUBLIC_SCHEDULING_URL']) {
    const url = value(name);
    if (url && !isHttpsUrl(url)) {
      problems.push(`${name} is "${url}": it must be an absolute https:// URL.`);
    }
  }
  return problems;
}

/** Which Worker a deploy script targets: production (wrangler.jsonc's top level) or preview. */
export type DeployEnvironment = 'production' | 'preview';

/** What a deploy reaches: the Worker, its database and KV, and what could tell anyone. */
export interface WorkerTarget {
  environment: DeployEnvironment;
  worker: string;
  databases: { binding: string; name: string; id: string }[];
  kvNamespaces: { binding: string; id: string }[];
  rateLimits: { name: string; namespace: string; limit: number; period: number }[];
  sendEmail: string[];
  vars: Record<string, unknown>;
}

/**
 * The configuration wrangler will deploy for `environment`, read by wrangler itself (an
 * environment inherits some keys and not others: only wrangler's reading says which).
 */
export function workerTarget(
  environment: DeployEnvironment,
  configPath = 'wrangler.jsonc',
): WorkerTarget {
  // Loaded here, not at the top: it takes about a second.
  const { unstable_readConfig } = createRequire(import.meta.url)(
    'wrangler',
  ) as typeof import('wrangler');
  // What is read of it, typed here: wrangler's own type of it does not resolve outside wrangler.
  const config = unstable_readConfig(
    { config: configPath, env: environment === 'preview' ? 'preview' : undefined },
    { hideWarnings: true },
  ) as {
    name?: string;
    d1_databases: { binding: string; database_name?: string; database_id?: string }[];
    kv_namespaces: { binding: string; id?: string }[];
    ratelimits: { name: string; namespace_id: string; simple: { limit: number; period: number } }[];
    send_email: { name: string }[];
    vars: Record<string, unknown>;
  };
  return {
    environment,
    worker: config.name ?? '',
    databases: config.d1_databases.map((database) => ({
      binding: database.binding,
      name: database.database_name ?? '',
      id: database.database_id ?? '',
    })),
    kvNamespaces: config.kv_namespaces.map((kv) => ({ binding: kv.binding, id: kv.id ?? '' })),
    rateLimits: config.ratelimits.map((rateLimit) => ({
      name: rateLimit.name,
      namespace: rateLimit.namespace_id,
      limit: rateLimit.simple.limit,
      period: rateLimit.simple.period,
    })),
    sendEmail: config.send_email.map((binding) => binding.name),
    vars: config.vars,
  };
}

/** For a preview, also any way of telling anyone, or production's database or KV namespace. */
export function targetProblems(
  target: WorkerTarget,
  env: DeployEnv,
  production?: WorkerTarget,
): string[] {
  const problems: string[] = [];
  const vars = Object.fromEntries(
    Object.entries(target.vars).filter(([, value]) => typeof value === 'string'),
  ) as Record<string, string>;
  for (const name of LOCAL_SERVER_SETTINGS) {
    if (vars[name]?.trim()) problems.push(localOnlyProblem(name, 'var'));
  }
  if (target.environment === 'production') {
    const given = { ...vars };
    for (const name of DELIVERY_URL_SETTINGS) if (env[name]?.trim()) given[name] = env[name];
    problems.push(...deliverySettingProblems(given));
    return problems;
  }
  for (const name of target.sendEmail) {
    problems.push(`the preview has the send_email binding ${name}: a preview tells no one`);
  }
  for (const name of NOTIFICATION_SETTINGS) {
    if (vars[name]?.trim()) problems.push(`the preview sets ${name}: a preview tells no one`);
  }
  if (production) {
    for (const database of target.databases) {
      if (production.databases.some((p) => p.name === database.name || p.id === database.id)) {
        problems.push(`the preview's D1 database ${database.name} is production's`);
      }
    }
    for (const kv of target.kvNamespaces) {
      if (production.kvNamespaces.some((p) => p.id === kv.id)) {
        problems.push(`the preview's KV namespace ${kv.id} is production's`);
      }
    }
  }
  return problems;
}

function localOnlyProblem(name: string, kind: 'var' | 'secret' | 'argument'): string {
  return `${name} is set (${kind}): a local server's setting, it opens the inbox without Cloudflare Access`;
}

/**
 * The secrets set on the Worker (`wrangler secret list`), which wrangler.jsonc does not show: a
 * local server's setting anywhere, and for a preview any way of telling someone.
 */
export function secretProblems(environment: DeployEnvironment, names: readonly string[]): string[] {
  const problems = LOCAL_SERVER_SETTINGS.filter((name) => names.includes(name)).map((name) =>
    localOnlyProblem(name, 'secret'),
  );
  if (environment === 'preview') {
    const telling = NOTIFICATION_SETTINGS.filter((name) => names.includes(name));
    if (telling.length > 0) {
      problems.push(
        `the preview Worker has the secrets ${telling.join(', ')}: a preview tells no one`,
      );
    }
  }
  return problems;
}

/**
 * `wrangler deploy` arguments that would set or keep a var or secret no check sees: `--var
 * NAME:value`, a `--secrets-file`, and `--keep-vars` (which keeps a var set in the dashboard).
 */
export function deployArgProblems(args: readonly string[]): string[] {
  const problems = LOCAL_SERVER_SETTINGS.filter((name) =>
    args.some((arg) => arg.includes(name)),
  ).map((name) => localOnlyProblem(name, 'argument'));
  for (const flag of ['--keep-vars', '--secrets-file']) {
    if (args.some((arg) => arg === flag || arg.startsWith(`${flag}=`))) {
      problems.push(`${flag}: it sets or keeps settings this check cannot read`);
    }
  }
  return problems;
}

export function describeTarget(target: WorkerTarget): string {
  const databases = target.databases.map((d) => `${d.binding} = ${d.name} (${d.id})`);
  const kv = target.kvNamespaces.map((k) => `${k.binding} = ${k.id}`);
  const tells = [
    ...target.sendEmail.map((name) => `send_email ${name}`),
    ...NOTIFICATION_SETTINGS.filter((name) => typeof target.vars[name] === 'string').map(
      (name) => `var ${name}`,
    ),
  ];
  return [
    `${target.environment}: Worker ${target.worker}`,
    `  D1: ${databases.join(', ') || 'none'}`,
    `  KV: ${kv.join(', ') || 'none'}`,
    `  notification bindings and vars: ${tells.join(', ') || 'none'}` +
      (target.environment === 'production' ? ' (and the secrets set on the Worker)' : ''),
  ].join('\n');
}
