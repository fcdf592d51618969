import type { Env } from './env';

export const DEFAULT_RETENTION_MONTHS = 24;

/** Deletes the quotes older than the retention the privacy policy states. */
export async function deleteExpiredQuotes(env: Env, now = new Date()): Promise<number> {
  const months = Number(env.QUOTE_RETENTION_MONTHS);
  const keep = Number.isInteger(months) && months > 0 ? months : DEFAULT_RETENTION_MONTHS;
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - keep);
  const result = await env.DB.prepare('DELETE FROM quotes WHERE received_at < ?1')
    .bind(cutoff.toISOString())
    .run();
  return result.meta.changes;
}
