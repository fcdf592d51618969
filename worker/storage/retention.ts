import type { Env } from '@/worker/env';
import { positiveIntegerSetting } from '@/worker/settings';
import { deleteLeadsBefore } from './leads';

/** The oldest receivedAt the retention the privacy policy states keeps, as an ISO string. */
export function retentionCutoff(env: Env, now: Date): string {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - positiveIntegerSetting(env, 'QUOTE_RETENTION_MONTHS'));
  return cutoff.toISOString();
}

/**
 * Deletes the quotes older than the retention from D1. Those still held in KV while D1 was down
 * are deleted by the pass that moves them (worker/storage/held-quotes.ts), which reads the same
 * cutoff, once a minute while a quote is held and at least once an hour.
 *
 * An erasure's record (erased_addresses, the hash of an erased address) is deleted a day past
 * the retention: it only stops the move of a held quote received before the erasure, and by then
 * every such quote is past the retention too, deleted from KV rather than moved. The day keeps
 * the two cutoffs, each taken from its own clock, from crossing.
 */
export async function deleteExpiredQuotes(env: Env, now = new Date()): Promise<number> {
  const cutoff = retentionCutoff(env, now);
  const erasuresCutoff = new Date(Date.parse(cutoff) - 86_400_000).toISOString();
  return deleteLeadsBefore(env.DB, cutoff, erasuresCutoff);
}
