// The production Worker run locally; settings: wrangler.jsonc, then `.dev.vars`, then the environment.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parseEnv } from 'node:util';
import { LOCAL_IDENTITY, LOCAL_SIGN_IN_VAR } from '@/worker/inbox/access';
import { SECRET_SETTINGS, WORKER_SETTINGS, type WorkerSetting } from '@/worker/settings';

export const WRANGLER_BIN = path.resolve('node_modules', 'wrangler', 'bin', 'wrangler.js');
const GENERATED_DIR = path.resolve('.wrangler', 'local');

type RawConfig = ReturnType<typeof import('wrangler').experimental_readRawConfig>['rawConfig'];
let rawConfig: RawConfig | undefined;

export function rawWranglerConfig(): RawConfig {
  if (!rawConfig) {
    const { experimental_readRawConfig } = createRequire(import.meta.url)(
      'wrangler',
    ) as typeof import('wrangler');
    rawConfig = experimental_readRawConfig({ config: 'wrangler.jsonc' }).rawConfig;
  }
  return rawConfig;
}

// Read at import (loads wrangler, about a second): every user of this module loads it anyway.
export const DATABASE = databaseBinding();

function databaseBinding(): string {
  const binding = rawWranglerConfig().d1_databases?.[0]?.binding;
  if (!binding) throw new Error('wrangler.jsonc declares no D1 database (d1_databases[0].binding)');
  return binding;
}

/** The visit counts' own database (wrangler.jsonc's second D1, migrations-visits/). */
export const VISITS_DATABASE = visitsBinding();

function visitsBinding(): string {
  const binding = rawWranglerConfig().d1_databases?.[1]?.binding;
  if (!binding) throw new Error('wrangler.jsonc declares no visits database (d1_databases[1])');
  return binding;
}

export const HELD_QUOTES_KV = heldQuotesBinding();

function heldQuotesBinding(): string {
  const binding = rawWranglerConfig().kv_namespaces?.[0]?.binding;
  if (!binding)
    throw new Error('wrangler.jsonc declares no KV namespace (kv_namespaces[0].binding)');
  return binding;
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '::1', '[::1]']);

/** What `request.cf` says locally; nothing in the Worker reads it. */
const LOCAL_CF = { colo: 'LOCAL', country: 'IN', httpProtocol: 'HTTP/1.1', asn: 0 };

export interface LocalWorkerOptions {
  host: string;
  port: number;
  /** The export served as the site's assets; null for the endpoint alone. */
  assetsDir: string | null;
  stateDir: string;
  logFile?: string;
  /** Runs the Worker's scheduled handler at wrangler.jsonc's cron's rhythm (worker-server.ts). */
  cron?: boolean;
  extraAllowedOrigins?: readonly string[];
  env?: NodeJS.ProcessEnv;
}

export function wranglerEnv(env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  return {
    ...env,
    WRANGLER_SEND_METRICS: 'false',
    WRANGLER_HIDE_BANNER: 'true',
    // miniflare fetches `request.cf` from workers.cloudflare.com unless its cache holds one (localCfFile).
    MINIFLARE_CACHE_DIR: GENERATED_DIR,
  };
}

export function stateDirFromEnv(env: NodeJS.ProcessEnv = process.env): string {
  return env.LOCAL_STATE_DIR?.trim() || path.join('.wrangler', 'state');
}

/**
 * The browser tests' servers start from empty databases (`start.ts --fresh-state`): a
 * dashboard's table shows its 25 rows with the most visits, and the leads of earlier runs had
 * pushed a test's new one out of it. Only a directory that LOCAL_STATE_DIR names is emptied,
 * never the local quotes `npm start` keeps by default.
 */
export function emptyStateDir(env: Record<string, string | undefined> = process.env): void {
  const named = env.LOCAL_STATE_DIR?.trim();
  if (!named) throw new Error('--fresh-state empties LOCAL_STATE_DIR, and it is not set');
  fs.rmSync(named, { recursive: true, force: true });
}

export function writeLocalConfig(
  options: Pick<LocalWorkerOptions, 'assetsDir' | 'extraAllowedOrigins' | 'env'> & {
    /** The local port: the staff hosts' and the public site's default origins are on it. */
    port?: number;
    /** Where the server listens: on loopback alone, the inbox signs in the local identity. */
    host?: string;
    name: string;
    /** false: wrangler.jsonc's own settings only, not .dev.vars or the environment (tests). */
    localSettings?: boolean;
  },
): string {
  const localSettings = options.localSettings ?? true;
  const env: Record<string, string | undefined> = localSettings ? (options.env ?? process.env) : {};
  const config = structuredClone(rawWranglerConfig()) as Record<string, unknown> & {
    vars?: Record<string, string>;
    ratelimits?: { simple: { limit: number } }[];
    d1_databases?: { migrations_dir?: string }[];
    assets?: Record<string, unknown>;
  };
  config.main = path.resolve(String(config.main));
  for (const database of config.d1_databases ?? []) {
    database.migrations_dir = path.resolve(database.migrations_dir ?? 'migrations');
  }
  if (options.assetsDir === null) delete config.assets;
  else config.assets = { ...config.assets, directory: path.resolve(options.assetsDir) };
  // Locally the limit may be raised (a benchmark, a test's many posts); wrangler.jsonc's stays.
  const limit = Number(env.QUOTE_RATE_LIMIT_PER_MINUTE);
  if (Number.isInteger(limit) && limit > 0) {
    for (const rateLimit of config.ratelimits ?? []) rateLimit.simple.limit = limit;
  }
  const vars: Record<string, string> = { ...config.vars, ...(localSettings ? devVars() : {}) };
  for (const name of Object.keys(WORKER_SETTINGS) as WorkerSetting[]) {
    const value = env[name];
    if (value !== undefined) vars[name] = value;
  }
  // Two origins on one port, as a deployment has its hosts: the staff's on localhost, the public
  // site on 127.0.0.1 (which the browser tests open).
  if (options.port !== undefined) {
    vars.INBOX_HOST ||= `localhost:${options.port}`;
    if (options.assetsDir !== null) {
      vars.CMS_HOST ||= `localhost:${options.port}`;
      vars.SITE_URL ||= `http://127.0.0.1:${options.port}`;
    }
  }
  // Never from the environment: only a server no other machine can reach signs in without Access.
  delete vars[LOCAL_SIGN_IN_VAR];
  if (options.host !== undefined && LOOPBACK_HOSTS.has(options.host)) {
    vars[LOCAL_SIGN_IN_VAR] = LOCAL_IDENTITY;
  }
  vars.QUOTE_ALLOWED_ORIGINS = [
    vars.QUOTE_ALLOWED_ORIGINS ?? '',
    ...(options.extraAllowedOrigins ?? []),
  ]
    .filter(Boolean)
    .join(',');
  // Not in the config, which wrangler prints as it reads it: the secrets go in an env file.
  const secrets = SECRET_SETTINGS.flatMap((name) => {
    const value = vars[name];
    delete vars[name];
    return value ? [envFileLine(name, value)] : [];
  });
  config.vars = vars;
  delete config.triggers;
  delete config.$schema;
  // Locally there is the one Worker; the preview's environment is for `npm run deploy:preview`.
  delete config.env;

  fs.mkdirSync(GENERATED_DIR, { recursive: true });
  fs.writeFileSync(localCfFile(), JSON.stringify(LOCAL_CF));
  const file = path.join(GENERATED_DIR, `${options.name}.json`);
  fs.writeFileSync(file, `${JSON.stringify(config, null, 2)}\n`);
  fs.writeFileSync(secretsFileOf(file), secrets.map((line) => `${line}\n`).join(''), {
    mode: 0o600,
  });
  return file;
}

export function localCfFile(): string {
  return path.join(GENERATED_DIR, 'cf.json');
}

/** In quotes dotenv has no escapes: the value is quoted with a mark it does not hold. */
function envFileLine(name: string, value: string): string {
  const quote = ["'", '`', '"'].find((mark) => !value.includes(mark) && !value.includes('\n'));
  if (!quote)
    throw new Error(`${name} holds a line break or all three quote marks: set it otherwise`);
  return `${name}=${quote}${value}${quote}`;
}

export function secretsFileOf(configFile: string): string {
  return configFile.replace(/\.json$/, '.secrets.env');
}

function devVars(): Record<string, string> {
  const file = path.resolve('.dev.vars');
  if (!fs.existsSync(file)) return {};
  return parseEnv(fs.readFileSync(file, 'utf8')) as Record<string, string>;
}

const WORKER_SERVER = path.resolve('scripts', 'local', 'worker-server.ts');

/** Starts the Worker (worker-server.ts); the child ends when this process does. */
export async function startLocalWorker(options: LocalWorkerOptions): Promise<ChildProcess> {
  const configFile = writeLocalConfig({ ...options, name: `wrangler.${options.port}` });
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      WORKER_SERVER,
      configFile,
      options.host,
      String(options.port),
      options.stateDir,
      ...(options.cron ? ['--cron'] : []),
    ],
    {
      stdio: ['ignore', options.logFile ? 'pipe' : 'inherit', options.logFile ? 'pipe' : 'inherit'],
      env: wranglerEnv(options.env),
    },
  );
  if (options.logFile) keepOutput(child, options.logFile);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      child.kill(signal);
    });
  }
  process.once('exit', () => child.kill());
  return child;
}

function keepOutput(child: ChildProcess, file: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const log = fs.createWriteStream(file);
  child.stdout?.on('data', (chunk: Buffer) => {
    process.stdout.write(chunk);
    log.write(chunk);
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    process.stderr.write(chunk);
    log.write(chunk);
  });
  child.on('close', () => log.end());
}

export async function waitUntilServing(url: string, child: ChildProcess, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`the local Worker stopped (exit code ${child.exitCode})`);
    try {
      await fetch(url, { signal: AbortSignal.timeout(10_000) });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  throw new Error(`the local Worker did not answer at ${url} within ${timeoutMs / 1000} s`);
}
