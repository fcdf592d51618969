import { errorText } from '@/worker/http/log-text';

// Cloudflare's retryable write errors, and SQLite's busy or locked database, which `npm run quotes`
// on the local D1 causes while the site is served.
const TRANSIENT_D1_ERRORS = [
  'network connection lost',
  'storage caused object to be reset',
  'reset because its code was updated',
  'overloaded',
  'database is locked',
  'sqlite_busy',
  'sqlite_locked',
];

export function isTransientD1Error(error: unknown): boolean {
  if (typeof error === 'object' && error !== null && 'retryable' in error) {
    if (error.retryable === true) return true;
  }
  const text = `${String(error)} ${String((error as { cause?: unknown })?.cause ?? '')}`;
  const lower = text.toLowerCase();
  return TRANSIENT_D1_ERRORS.some((fragment) => lower.includes(fragment));
}

/** About 1.5 s in all, well inside a visitor's patience. */
const D1_RETRY_DELAYS_MS = [100, 200, 400, 800];

/** Jitter keeps two requests that met the same lock from meeting it again. */
export async function retryTransientD1<T>(
  work: (attempt: number) => Promise<T>,
  delays: readonly number[] = D1_RETRY_DELAYS_MS,
): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await work(attempt);
    } catch (error) {
      const delay = delays[attempt];
      if (delay === undefined || !isTransientD1Error(error)) throw error;
      console.warn(`[d1] ${errorText(error)}; trying again in about ${delay} ms`);
      await new Promise((resolve) => setTimeout(resolve, delay * (0.5 + Math.random())));
    }
  }
}
