// Serves a generated wrangler config with Miniflare directly: wrangler dev's proxy hands every
// request back to Node to be logged, which cost more CPU than workerd serving it. The state's
// layout is wrangler's own, so `wrangler d1` reads the same D1.
// Usage (startLocalWorker): `worker-server.ts CONFIG_FILE HOST PORT STATE_DIR [--cron]`.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parseEnv } from 'node:util';
import { build } from 'esbuild';
import { Log, LogLevel, Miniflare } from 'miniflare';
import { wranglerCronPeriodMs } from './cron';
import { localCfFile, rawWranglerConfig, secretsFileOf } from './local-worker';

type Wrangler = typeof import('wrangler');

async function bundleWorker(main: string, outfile: string): Promise<void> {
  await build({
    entryPoints: [main],
    outfile,
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    target: 'es2024',
    conditions: ['workerd', 'worker', 'browser'],
    mainFields: ['browser', 'module', 'main'],
    external: ['cloudflare:*', 'node:*'],
    tsconfig: 'tsconfig.worker.json',
    sourcemap: 'linked',
    logLevel: 'warning',
  });
}

/** wrangler's table of the migrations applied, as `wrangler d1 migrations apply` makes it. */
const MIGRATIONS_TABLE = `CREATE TABLE IF NOT EXISTS d1_migrations(
  id         INTEGER PRIMARY KEY AUTOINCREMENT,
  name       TEXT UNIQUE,
  applied_at TIMESTAMP DEFAULT CURRENT_TIMESTAMP NOT NULL
)`;

// `wrangler d1 migrations apply --local` without wrangler, run in a workerd of its own before the
// port opens, so that no request meets a database without its tables.
async function applyMigrations(
  wrangler: Wrangler,
  options: { d1Databases: unknown; defaultPersistRoot: string },
  databases: readonly { binding: string; migrations_dir: string }[],
): Promise<void> {
  const miniflare = new Miniflare({
    ...options,
    modules: true,
    script: 'export default {}',
  } as ConstructorParameters<typeof Miniflare>[0]);
  try {
    // The leads' and the visit counts', each from its own folder.
    for (const database of databases) {
      await migrate(
        await miniflare.getD1Database(database.binding),
        wrangler,
        database.migrations_dir,
      );
    }
  } finally {
    await miniflare.dispose();
  }
}

async function migrate(
  db: Awaited<ReturnType<Miniflare['getD1Database']>>,
  wrangler: Wrangler,
  dir: string,
): Promise<void> {
  await db.prepare(MIGRATIONS_TABLE).run();
  const { results } = await db.prepare('SELECT name FROM d1_migrations').all<{ name: string }>();
  const applied = new Set(results.map(({ name }) => name));
  const files = fs.readdirSync(dir).filter((file) => file.endsWith('.sql'));
  for (const file of files.sort()) {
    if (applied.has(file)) continue;
    const sql = fs.readFileSync(path.join(dir, file), 'utf8');
    await db.batch([
      ...wrangler.unstable_splitSqlQuery(sql).map((statement) => db.prepare(statement)),
      db.prepare('INSERT INTO d1_migrations (name) VALUES (?1)').bind(file),
    ]);
  }
}

async function runCron(miniflare: Miniflare, workerName: string): Promise<void> {
  const everyMs = wranglerCronPeriodMs();
  const cron = rawWranglerConfig().triggers?.crons?.[0];
  const worker = await miniflare.getWorker(workerName);
  const run = async () => {
    try {
      const { outcome } = await worker.scheduled({ cron, scheduledTime: new Date() });
      if (outcome !== 'ok') console.error(`[scheduled] the handler ended with "${outcome}"`);
    } catch (error) {
      console.error(`[scheduled] ${String(error)}`);
    }
  };
  await run();
  setInterval(() => void run(), everyMs);
}

async function main(): Promise<void> {
  const [configFile, host, port, stateDir, cronFlag] = process.argv.slice(2);
  if (!configFile || !host || !port || !stateDir) {
    throw new Error('usage: worker-server.ts CONFIG_FILE HOST PORT STATE_DIR [--cron]');
  }
  const wrangler = createRequire(import.meta.url)('wrangler') as Wrangler;
  const { workerOptions, main } = wrangler.unstable_getMiniflareWorkerOptions(configFile);
  if (!main) throw new Error(`${configFile} names no main module`);
  const script = configFile.replace(/\.json$/, '.worker.mjs');
  await bundleWorker(main, script);
  // The secrets stay out of the config and the command line (writeLocalConfig).
  const secrets = parseEnv(fs.readFileSync(secretsFileOf(configFile), 'utf8'));
  const config = JSON.parse(fs.readFileSync(configFile, 'utf8')) as {
    name: string;
    d1_databases: { binding: string; migrations_dir: string }[];
  };

  // wrangler's layout under --persist-to.
  const defaultPersistRoot = path.resolve(stateDir, 'v3');
  await applyMigrations(
    wrangler,
    { d1Databases: workerOptions.d1Databases, defaultPersistRoot },
    config.d1_databases,
  );

  const miniflare = new Miniflare({
    host,
    port: Number(port),
    defaultPersistRoot,
    cf: localCfFile(),
    logRequests: false,
    log: new Log(LogLevel.INFO),
    workers: [
      {
        ...workerOptions,
        name: config.name,
        modules: true,
        scriptPath: script,
        bindings: { ...workerOptions.bindings, ...secrets },
      },
    ],
  });
  // workerd stops with this process, also when it is asked to stop while starting.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void miniflare.dispose().finally(() => process.exit(0));
    });
  }
  await miniflare.ready;
  if (cronFlag === '--cron') await runCron(miniflare, config.name);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
