/**
 * `npm run deploy`: the production build (`npm run build:deploy`), the D1 migrations on the
 * production database, then `wrangler deploy` of the Worker with out/ as its assets.
 * Arguments after `--` go to `wrangler deploy` (e.g. `npm run deploy -- --dry-run`, which
 * builds and bundles but uploads nothing and touches no database).
 */
import { spawnSync } from 'node:child_process';
import { DATABASE, WRANGLER_BIN, wranglerEnv } from './local-worker';

function run(command: string, args: string[]): void {
  const result = spawnSync(command, args, { stdio: 'inherit', env: wranglerEnv() });
  if (result.error) console.error(result.error.message);
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const deployArgs = process.argv.slice(2);
const dryRun = deployArgs.includes('--dry-run');
run('npm', ['run', 'build:deploy']);
if (!dryRun) {
  run(process.execPath, [WRANGLER_BIN, 'd1', 'migrations', 'apply', DATABASE, '--remote']);
}
run(process.execPath, [WRANGLER_BIN, 'deploy', ...deployArgs]);
