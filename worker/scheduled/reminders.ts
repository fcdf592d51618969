// A lead still 'new' after LEAD_REMINDER_HOURS working hours is announced once more, once: under
// notify.ts's claim, back-off and receipt (send-once.ts), on the reminder's own columns.
import { WEEK_MS } from '@/lib/time/day';
import type { Env } from '@/worker/env';
import { inboxOrigin, leadPath } from '@/worker/http/inbox-address';
import { receivedBeforeWorkingHours } from '@/worker/lead-logic/working-hours';
import { type Clock, type ReminderChannel, reminderChannel } from '@/worker/notify/channels';
import type { ReminderInput } from '@/worker/notify/lead-message';
import { CLAIM_MS, clockFrom, iso } from '@/worker/notify/notify';
import { sendClaimedOnce } from '@/worker/notify/send-once';
import { reminderHours } from '@/worker/settings';
import {
  claimLeadForReminder,
  endReminder,
  leadsToRemind,
  type ReminderRow,
} from '@/worker/storage/leads';
import { RETRY_BATCH_BUDGET_MS } from './notification-retries';

/** Before the quote's id, apart from the first notification's `delivered:`. */
export const REMINDER_RECEIPT_PREFIX = 'reminded:';
/** A reminder that fell due longer ago is not sent: after a week off, no burst of stale leads. */
export const REMINDER_WINDOW_MS = WEEK_MS;
const REMINDER_BATCH = 25;

export async function sendReminders(env: Env, now: number | Clock = Date.now): Promise<number> {
  const hours = reminderHours(env);
  const channel = reminderChannel(env);
  if (hours === null || channel === null) return 0;
  const clock = clockFrom(now);
  const started = clock();
  // Due exactly when received by receivedUntil (receivedBeforeWorkingHours), so no lead that is
  // not yet due can fill the batch.
  const dueBy = (time: number) => receivedBeforeWorkingHours(new Date(time), hours).toISOString();
  const ids = await leadsToRemind(
    env.DB,
    {
      receivedFrom: dueBy(started - REMINDER_WINDOW_MS),
      receivedUntil: dueBy(started),
      at: iso(started),
    },
    REMINDER_BATCH,
  );
  let sent = 0;
  for (const id of ids) {
    if (clock() - started > RETRY_BATCH_BUDGET_MS) break;
    if (await remind(env, id, hours, channel, clock)) sent += 1;
  }
  return sent;
}

/** True when this run sent it. */
async function remind(
  env: Env,
  id: string,
  hours: number,
  channel: ReminderChannel,
  clock: Clock,
): Promise<boolean> {
  const claimedAt = clock();
  const claimUntil = claimedAt + CLAIM_MS;
  const lead = await claimLeadForReminder(env.DB, id, iso(claimedAt), iso(claimUntil));
  if (!lead) return false;
  return sendClaimedOnce({
    env,
    id,
    what: 'reminder',
    channelName: channel.name,
    receiptKey: REMINDER_RECEIPT_PREFIX + id,
    attempts: lead.reminder_attempts,
    claimUntil,
    clock,
    end: (end) => endReminder(env.DB, id, end),
    send: () => channel.send(reminderOf(env, lead, hours)),
  });
}

function reminderOf(env: Env, lead: ReminderRow, hours: number): ReminderInput {
  const inbox = inboxOrigin(env);
  return {
    id: lead.id,
    name: lead.name,
    service: lead.service,
    receivedAt: lead.received_at,
    hours,
    link: inbox ? `${inbox}${leadPath(lead.id)}` : null,
  };
}
