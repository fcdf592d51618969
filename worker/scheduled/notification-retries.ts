import type { Env } from '@/worker/env';
import { type Clock, notificationsConfigured } from '@/worker/notify/channels';
import { clockFrom, iso, notifyLead } from '@/worker/notify/notify';
import { leadsToNotify } from '@/worker/storage/leads';

const RETRY_BATCH = 25;
/** No new claim after this, so the run ends before the next minute's starts. */
export const RETRY_BATCH_BUDGET_MS = 45_000;

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
    if (await notifyLead(env, id, clock)) delivered += 1;
  }
  return delivered;
}
