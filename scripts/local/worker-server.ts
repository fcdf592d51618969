/**
 * Serves a generated wrangler config (writeLocalConfig) with Miniflare, the simulator that
 * `wrangler dev` runs, without wrangler dev's proxy in front of it: that proxy hands every request
 * back to Node to be logged, which cost more CPU than workerd serving it. The bindings, the
 * assets' rules (`_redirects`, `_headers`, run_worker_first) and the local state's layout are
 * wrangler's own, so `wrangler d1` and getPlatformProxy read the same D1.
 *
 * Run by startLocalWorker (local-worker.ts) as a process of its own:
 * `worker-server.ts CONFIG_FILE HOST PORT STATE_DIR [--cron]`. With `--cron` it stands in for
 * Cloudflare's scheduler: the Worker's scheduled handler runs at once, then at wrangler.jsonc's
 * cron's rhythm.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parseEnv } from 'node:util';
import { build } from 'esbuild';
import { Log, LogLevel, Miniflare } from 'miniflare';
import { wranglerCronPeriodMs } from './cron';
import { localCfFile, rawWranglerConfig, secretsFileOf } from './local-worker';

type Wrangler = typeof import('wrangler');

/** The Worker bundled as wrangler bundles it for workerd: ES modules, workerd's exports. */
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

/** Runs the Worker's scheduled handler now and then at the cron's rhythm, as Cloudflare would. */
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
  const { unstable_getMiniflareWorkerOptions } = createRequire(import.meta.url)(
    'wrangler',
  ) as Wrangler;
  const { workerOptions, main } = unstable_getMiniflareWorkerOptions(configFile);
  if (!main) throw new Error(`${configFile} names no main module`);
  const script = configFile.replace(/\.json$/, '.worker.mjs');
  await bundleWorker(main, script);
  // The secrets stay out of the config and the command line (writeLocalConfig).
  const secrets = parseEnv(fs.readFileSync(secretsFileOf(configFile), 'utf8'));
  const config = JSON.parse(fs.readFileSync(configFile, 'utf8')) as { name: string };

  const miniflare = new Miniflare({
    host,
    port: Number(port),
    // wrangler's layout under --persist-to.
    defaultPersistRoot: path.resolve(stateDir, 'v3'),
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
  await miniflare.ready;
  if (cronFlag === '--cron') await runCron(miniflare, config.name);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void miniflare.dispose().finally(() => process.exit(0));
    });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
