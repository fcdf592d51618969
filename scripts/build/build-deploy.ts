// `npm run build:deploy [-- --check] [project dir]`: the type check and the build, after the
// configuration they will ship is checked. `--check` stops after the check and builds nothing.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { QUOTE_API_PATH } from '@/lib/quote/api';
import { runIfEntryPoint } from '@/scripts/entry-point';
import { loadProjectEnv } from '@/scripts/env-files';
import { deployConfigProblems } from '@/scripts/ops/deploy-config';

export async function buildDeploy(root: string, { check = false } = {}): Promise<void> {
  // The `.env*` files first: everything below reads the configuration they complete.
  const loadedEnvFiles = loadProjectEnv(false, root);
  const problems = deployConfigProblems(process.env);
  if (problems.length > 0) {
    const from = loadedEnvFiles.length ? loadedEnvFiles.join(', ') : 'no .env file';
    console.error(
      `build:deploy: the configuration would ship a broken site (read from the environment and ${from}):\n` +
        problems.map((problem) => `  - ${problem}`).join('\n') +
        '\nSet the variables in the environment or in .env.production.local / .env.local ' +
        '(docs/configuration.md), or run `npm run build` for a local build.',
    );
    process.exit(1);
  }

  console.log(
    `build:deploy: site ${process.env.NEXT_PUBLIC_SITE_URL?.trim()}, quotes to ${process.env.NEXT_PUBLIC_QUOTE_API_HOST?.trim()}${QUOTE_API_PATH}`,
  );
  if (check) {
    console.log('build:deploy: --check: the configuration is fine; nothing built');
    return;
  }
  // `next build` skips the type check (next.config.ts): run it here, so nothing that fails it ships.
  for (const script of ['typecheck', 'build']) {
    const result = spawnSync('npm', ['run', script], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, BROTLI_QUALITY: '11' },
      // npm is npm.cmd on Windows, which only a shell can run.
      shell: process.platform === 'win32',
    });
    if (result.error) console.error(result.error.message);
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
}

runIfEntryPoint(import.meta.url, () => {
  const args = process.argv.slice(2);
  const dir = args.find((arg) => !arg.startsWith('--')) ?? '.';
  return buildDeploy(path.resolve(dir), { check: args.includes('--check') });
});
