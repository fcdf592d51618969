// The names of the secrets set on a deployed Worker, which wrangler.jsonc does not show.
import { spawnSync } from 'node:child_process';
import { WRANGLER_BIN, wranglerEnv } from '@/scripts/local/local-worker';
import type { DeployEnvironment } from './deploy-config';

/** Null when wrangler cannot list them (no such Worker, no token): the caller refuses to go on. */
export function workerSecretNames(environment: DeployEnvironment): string[] | null {
  const listed = spawnSync(
    process.execPath,
    [
      WRANGLER_BIN,
      'secret',
      'list',
      ...(environment === 'preview' ? ['--env', 'preview'] : []),
      '--format',
      'json',
    ],
    { env: wranglerEnv(), encoding: 'utf8', stdio: ['inherit', 'pipe', 'inherit'] },
  );
  if (listed.status !== 0) return null;
  try {
    const secrets = JSON.parse(listed.stdout || '[]') as unknown;
    if (!Array.isArray(secrets)) return null;
    return secrets.flatMap((secret: unknown) =>
      secret && typeof (secret as { name?: unknown }).name === 'string'
        ? [(secret as { name: string }).name]
        : [],
    );
  } catch {
    return null;
  }
}
