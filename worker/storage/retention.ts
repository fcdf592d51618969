import type { Env } from '../env';
import { positiveIntegerSetting } from '../settings';

/** The oldest receivedAt the retention the privacy policy states keeps, as an ISO string. */
export function retentionCutoff(env: Env, now: Date): string {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - positiveIntegerSetting(env, 'QUOTE_RETENTION_MONTHS'));
  return cutoff.toISOString();
}

/**
 * Deletes the quotes older than the retention from D1. Those still held in KV while D1 was down
 * are deleted by the pass that moves them (worker/storage/held-quotes.ts), which reads the same cutoff.
 */
export async function deleteExpiredQuotes(env: Env, now = new Date()): Promise<number> {
  const result = await env.DB.prepare('DELETE FROM quotes WHERE received_at < ?1')
    .bind(retentionCutoff(env, now))
    .run();
  return result.meta.changes;
}
