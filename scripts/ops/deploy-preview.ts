// `npm run deploy:preview -- <alias> [--dry-run]`: stops if the preview (wrangler.jsonc's
// env.preview) could reach production's data or the sales team. The alias (e.g. pr-42) keeps one
// URL per pull request across pushes.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { DATABASE, VISITS_DATABASE, WRANGLER_BIN, wranglerEnv } from '@/scripts/local/local-worker';
import { describeTarget, secretProblems, targetProblems, workerTarget } from './deploy-config';
import { workerSecretNames } from './worker-secrets';

// In a function: the environment is read when the script runs, not when a module imports it.
function main(): void {
  const args = process.argv.slice(2);
  const dryRun = args.includes('--dry-run');
  const alias = (
    args.find((arg) => !arg.startsWith('--')) ??
    process.env.PREVIEW_ALIAS ??
    ''
  ).trim();
  if (!/^[a-z0-9][a-z0-9-]{0,62}$/.test(alias)) {
    console.error(
      'Usage: npm run deploy:preview -- <alias> [--dry-run], e.g. pr-42 (lowercase, digits, hyphens)',
    );
    process.exit(2);
  }

  const target = workerTarget('preview');
  console.log(
    `${dryRun ? 'Dry run, nothing is uploaded. ' : ''}Uploading ${alias} to\n${describeTarget(target)}`,
  );
  const problems = targetProblems(target, process.env, workerTarget('production'));
  if (problems.length > 0) {
    console.error(`npm run deploy:preview:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    process.exit(1);
  }

  if (!dryRun) {
    // A secret set on the preview Worker by hand would tell the sales team of test quotes.
    const secrets = workerSecretNames('preview');
    if (secrets === null) {
      console.error(
        `Could not list the preview Worker's secrets (${target.worker}): does it exist? ` +
          'Create it once with `npx wrangler deploy --env preview` (docs/deploying.md).',
      );
      process.exit(1);
    }
    const refused = secretProblems('preview', secrets);
    if (refused.length > 0) {
      console.error(
        `npm run deploy:preview:\n${refused.map((p) => `  - ${p}`).join('\n')}\n` +
          'Delete them: npx wrangler secret delete NAME --env preview',
      );
      process.exit(1);
    }
  }

  const build = spawnSync('npm', ['run', 'build:deploy'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);

  // The leads' database, then the visit counts' own.
  for (const database of dryRun ? [] : [DATABASE, VISITS_DATABASE]) {
    const migrated = spawnSync(
      process.execPath,
      [WRANGLER_BIN, 'd1', 'migrations', 'apply', database, '--remote', '--env', 'preview'],
      { env: wranglerEnv(), stdio: 'inherit' },
    );
    if (migrated.status !== 0) process.exit(migrated.status ?? 1);
  }

  const upload = spawnSync(
    process.execPath,
    [
      WRANGLER_BIN,
      'versions',
      'upload',
      '--env',
      'preview',
      '--preview-alias',
      alias,
      '--message',
      `Preview ${alias}`,
      ...(dryRun ? ['--dry-run'] : []),
    ],
    {
      env: wranglerEnv(),
      encoding: 'utf8',
      stdio: ['inherit', 'pipe', 'inherit'],
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  process.stdout.write(upload.stdout ?? '');
  if (upload.status !== 0) process.exit(upload.status ?? 1);
  if (dryRun) process.exit(0);

  // wrangler prints "Version Preview URL: …" and "Version Preview Alias URL: …"; the alias's stays.
  const urls = [...(upload.stdout ?? '').matchAll(/Preview (?:Alias )?URL:\s*(https:\/\/\S+)/g)];
  const url = (urls.find((match) => match[0].includes('Alias')) ?? urls[0])?.[1];
  if (!url) {
    console.error('The upload printed no preview URL: are preview URLs on for the preview Worker?');
    process.exit(1);
  }
  console.log(`Preview: ${url}`);
  if (process.env.GITHUB_OUTPUT)
    fs.appendFileSync(process.env.GITHUB_OUTPUT, `preview_url=${url}\n`);
}

main();
