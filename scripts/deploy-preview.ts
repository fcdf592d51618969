/**
 * `npm run deploy:preview -- <alias>`: the production build uploaded as a preview version of the
 * Worker (`wrangler versions upload --preview-alias`): it gets its own URL and nothing live
 * changes. Prints that URL, and hands it to a GitHub Actions step as `preview_url`. The alias
 * (e.g. pr-42) keeps one URL per pull request across pushes.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { WRANGLER_BIN, wranglerEnv } from './local-worker';

const alias = (process.argv[2] ?? process.env.PREVIEW_ALIAS ?? '').trim();
if (!/^[a-z0-9][a-z0-9-]{0,62}$/.test(alias)) {
  console.error(
    'Usage: npm run deploy:preview -- <alias>, e.g. pr-42 (lowercase, digits, hyphens)',
  );
  process.exit(2);
}

const build = spawnSync('npm', ['run', 'build:deploy'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const upload = spawnSync(
  process.execPath,
  [WRANGLER_BIN, 'versions', 'upload', '--preview-alias', alias, '--message', `Preview ${alias}`],
  { env: wranglerEnv(), encoding: 'utf8', stdio: ['inherit', 'pipe', 'inherit'] },
);
process.stdout.write(upload.stdout ?? '');
if (upload.status !== 0) process.exit(upload.status ?? 1);

// wrangler prints "Version Preview URL: …" and "Version Preview Alias URL: …"; the alias's stays.
const urls = [...(upload.stdout ?? '').matchAll(/Preview (?:Alias )?URL:\s*(https:\/\/\S+)/g)];
const url = (urls.find((match) => match[0].includes('Alias')) ?? urls[0])?.[1];
if (!url) {
  console.error('The upload printed no preview URL: are preview URLs on for this Worker?');
  process.exit(1);
}
console.log(`Preview: ${url}`);
if (process.env.GITHUB_OUTPUT) fs.appendFileSync(process.env.GITHUB_OUTPUT, `preview_url=${url}\n`);
