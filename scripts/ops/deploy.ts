// `npm run deploy`: production only. Arguments after `--` go to `wrangler deploy`; `--dry-run`
// builds and bundles but uploads nothing and touches no database.
import { spawnSync } from 'node:child_process';
import { DATABASE, VISITS_DATABASE, WRANGLER_BIN, wranglerEnv } from '@/scripts/local/local-worker';
import {
  deployArgProblems,
  describeTarget,
  secretProblems,
  targetProblems,
  workerTarget,
} from './deploy-config';
import { workerSecretNames } from './worker-secrets';

function run(command: string, args: string[]): void {
  const result = spawnSync(command, args, { stdio: 'inherit', env: wranglerEnv() });
  if (result.error) console.error(result.error.message);
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// In a function: the environment is read when the script runs, not when a module imports it.
function main(): void {
  const deployArgs = process.argv.slice(2);
  const dryRun = deployArgs.includes('--dry-run');
  if (deployArgs.some((arg) => arg === '-e' || arg.startsWith('--env'))) {
    console.error('npm run deploy deploys production only; a preview is npm run deploy:preview.');
    process.exit(2);
  }
  // In CI, production is deployed from main alone (the workflow's production environment).
  const ref = process.env.GITHUB_REF;
  if (process.env.GITHUB_ACTIONS === 'true' && ref !== 'refs/heads/main' && !dryRun) {
    console.error(`npm run deploy: production is deployed from main only, not ${ref}.`);
    process.exit(2);
  }

  const target = workerTarget('production');
  console.log(
    `${dryRun ? 'Dry run, nothing is deployed. ' : ''}Deploying to\n${describeTarget(target)}`,
  );
  const problems = [...targetProblems(target, process.env), ...deployArgProblems(deployArgs)];
  if (!dryRun) {
    // A secret set by hand (`wrangler secret put`) is in no file: only the Worker can list it.
    const secrets = workerSecretNames('production');
    if (secrets === null) {
      problems.push(
        `could not list the secrets of ${target.worker}: does it exist, and does the token reach it? ` +
          'A first deploy: `npm run build:deploy && npx wrangler deploy` once (docs/deploying.md).',
      );
    } else {
      problems.push(...secretProblems('production', secrets));
    }
  }
  if (problems.length > 0) {
    console.error(`npm run deploy:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    process.exit(1);
  }

  run('npm', ['run', 'build:deploy']);
  if (!dryRun) {
    // The leads' database, then the visit counts' own.
    for (const database of [DATABASE, VISITS_DATABASE]) {
      run(process.execPath, [WRANGLER_BIN, 'd1', 'migrations', 'apply', database, '--remote']);
    }
  }
  run(process.execPath, [WRANGLER_BIN, 'deploy', ...deployArgs]);
}

main();
