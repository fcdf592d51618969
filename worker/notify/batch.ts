// The cron's batch: the leads still to notify whose back-off has passed, each sent by the delivery
// policy (notify.ts) at its turn, within the run's budget.
import type { Env } from '@/worker/env';
import { leadsToNotify } from '@/worker/storage/lead-deliveries';
import type { Clock } from './channels';
import { notificationsConfigured } from './channels';
import { clockFrom, iso, notifyQuote } from './notify';

/** Quotes one scheduled run retries, oldest first. */
const RETRY_BATCH = 25;
/**
 * A scheduled run claims no further quote after this long, so it is done before the next
 * minute's run starts, and no claim it took is still held by a run that stopped.
 */
export const RETRY_BATCH_BUDGET_MS = 45_000;

/**
 * The scheduled retry: every quote not yet delivered whose back-off has passed, oldest first,
 * each claimed at the time its turn comes; no new claim once the run's budget is spent.
 */
export async function retryNotifications(
  env: Env,
  now: number | Clock = Date.now,
): Promise<number> {
  if (!notificationsConfigured(env)) return 0;
  const clock = clockFrom(now);
  const started = clock();
  const ids = await leadsToNotify(env.DB, iso(started), RETRY_BATCH);
  let delivered = 0;
  for (const id of ids) {
    if (clock() - started > RETRY_BATCH_BUDGET_MS) break;
    if (await notifyQuote(env, id, clock)) delivered += 1;
  }
  return delivered;
}
