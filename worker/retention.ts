import type { Env } from './env';
import { positiveIntegerSetting } from './settings';

/** Deletes the quotes older than the retention the privacy policy states. */
export async function deleteExpiredQuotes(env: Env, now = new Date()): Promise<number> {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - positiveIntegerSetting(env, 'QUOTE_RETENTION_MONTHS'));
  const result = await env.DB.prepare('DELETE FROM quotes WHERE received_at < ?1')
    .bind(cutoff.toISOString())
    .run();
  return result.meta.changes;
}
