import { DAY_MS } from '@/lib/time/day';
import type { Env } from '@/worker/env';
import { positiveIntegerSetting } from '@/worker/settings';
import { deleteLeadsBefore } from '@/worker/storage/leads';
import { deleteVisitCountsBefore } from '@/worker/storage/visit-counts';

/** The oldest receivedAt the privacy policy's retention keeps. */
export function retentionCutoff(env: Env, now: Date): string {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - positiveIntegerSetting(env, 'QUOTE_RETENTION_MONTHS'));
  return cutoff.toISOString();
}

/**
 * KV's held quotes expire in their move (held-quotes.ts). An erasure's record goes a day past the
 * retention: it only stops older held quotes, by then expired; the day keeps the two clocks apart.
 */
export async function deleteExpiredQuotes(env: Env, now = new Date()): Promise<number> {
  const cutoff = retentionCutoff(env, now);
  const erasuresCutoff = new Date(Date.parse(cutoff) - DAY_MS).toISOString();
  return deleteLeadsBefore(env.DB, cutoff, erasuresCutoff);
}

/** The visit counts go with the leads: the funnel never sets counts beside leads already gone. */
export async function deleteExpiredVisitCounts(env: Env, now = new Date()): Promise<number> {
  return deleteVisitCountsBefore(env.VISITS, retentionCutoff(env, now).slice(0, 10));
}
