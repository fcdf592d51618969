// The `lead.won` events the inbox's own try did not send (worker/notify/won-event.ts), each minute.
import { WEEK_MS } from '@/lib/time/day';
import type { Env } from '@/worker/env';
import { type Clock, wonEventChannel } from '@/worker/notify/channels';
import { clockFrom, iso } from '@/worker/notify/notify';
import { sendWonEvent } from '@/worker/notify/won-event';
import { leadsToSendWon } from '@/worker/storage/leads';
import { RETRY_BATCH_BUDGET_MS } from './notification-retries';

/**
 * A lead won longer ago is not sent: a CRM webhook configured later gets no burst of old deals,
 * and a week covers any outage the 12 attempts (a day) outlast.
 */
export const WON_EVENT_WINDOW_MS = WEEK_MS;
const WON_BATCH = 25;

export async function sendWonEvents(env: Env, now: number | Clock = Date.now): Promise<number> {
  if (!wonEventChannel(env)) return 0;
  const clock = clockFrom(now);
  const started = clock();
  const ids = await leadsToSendWon(
    env.DB,
    { wonFrom: iso(started - WON_EVENT_WINDOW_MS), at: iso(started) },
    WON_BATCH,
  );
  let sent = 0;
  for (const id of ids) {
    if (clock() - started > RETRY_BATCH_BUDGET_MS) break;
    if (await sendWonEvent(env, id, clock)) sent += 1;
  }
  return sent;
}
