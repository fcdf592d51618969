// Regenerates worker/worker-configuration.d.ts after a change of wrangler.jsonc's bindings (or of
// wrangler): `npx tsx scripts/local/worker-types.ts`; worker-types.test.ts fails while it is stale.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { format, type FormatConfig } from 'oxfmt';
import { runIfEntryPoint } from '@/scripts/entry-point';
import { WRANGLER_BIN, wranglerEnv } from './local-worker';

export const WORKER_TYPES_FILE = 'worker/worker-configuration.d.ts';
const FORMAT_CONFIG_FILE = '.oxfmtrc.json';
export const WORKER_TYPES_COMMAND = 'npm run worker:types (npx tsx scripts/local/worker-types.ts)';

/** wrangler names these in the file's first lines, so each run must pass them alike. */
export const WORKER_TYPES_ARGS = [
  'types',
  WORKER_TYPES_FILE,
  // The runtime's types come from @cloudflare/workers-types (tsconfig.worker.json).
  '--include-runtime',
  'false',
  // A var's type is string, as the settings' are, not the literal of its value in wrangler.jsonc.
  '--strict-vars',
  'false',
  // The global interface's name: not `Env`, which a module could take for worker/env.ts's.
  '--env-interface',
  'WorkerBindings',
  // Else wrangler types this machine's .dev.vars secrets too; worker/settings.ts types them all.
  '--env-file',
  '/dev/null',
] as const;

export async function generateWorkerTypes(root = '.'): Promise<string> {
  const result = spawnSync(process.execPath, [WRANGLER_BIN, ...WORKER_TYPES_ARGS], {
    cwd: root,
    encoding: 'utf8',
    // Nor does it read the env file, or this shell's variables.
    env: { ...wranglerEnv(), CLOUDFLARE_LOAD_DEV_VARS_FROM_DOT_ENV: 'false' },
  });
  if (result.status !== 0) {
    throw new Error(`wrangler types failed:\n${result.stdout}${result.stderr}`);
  }
  const text = fs.readFileSync(path.join(root, WORKER_TYPES_FILE), 'utf8');
  // The repository's own formatting (.oxfmtrc.json), which format() does not look up itself.
  const options = JSON.parse(
    fs.readFileSync(path.join(root, FORMAT_CONFIG_FILE), 'utf8'),
  ) as FormatConfig;
  const { code, errors } = await format(WORKER_TYPES_FILE, text, options);
  if (errors.length > 0) {
    throw new Error(`oxfmt could not format ${WORKER_TYPES_FILE}: ${JSON.stringify(errors)}`);
  }
  return code;
}

runIfEntryPoint(import.meta.url, async () => {
  fs.writeFileSync(WORKER_TYPES_FILE, await generateWorkerTypes());
  console.log(`Wrote ${WORKER_TYPES_FILE}`);
});
