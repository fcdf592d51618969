// A lead still 'new' after LEAD_REMINDER_HOURS working hours is announced once more, once: under
// notify.ts's claim, back-off and receipt, on the reminder's own columns.
import { WEEK_MS } from '@/lib/time/day';
import type { Env } from '@/worker/env';
import { inboxOrigin, leadPath } from '@/worker/http/inbox-address';
import { errorText } from '@/worker/http/log-text';
import { receivedBeforeWorkingHours } from '@/worker/lead-logic/working-hours';
import {
  type Clock,
  PermanentDeliveryError,
  type ReminderChannel,
  reminderChannel,
  SEND_TIMEOUT_MS,
} from '@/worker/notify/channels';
import type { ReminderInput } from '@/worker/notify/lead-message';
import {
  backOffMs,
  CLAIM_MS,
  clockFrom,
  iso,
  keepReceipt,
  MAX_NOTIFY_ATTEMPTS,
  recordWithPauses,
} from '@/worker/notify/notify';
import { reminderHours } from '@/worker/settings';
import {
  claimLeadForReminder,
  endReminder,
  leadsToRemind,
  type ReminderEnd,
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
  const key = REMINDER_RECEIPT_PREFIX + id;
  const attempts = lead.reminder_attempts;
  const end = (reminderEnd: ReminderEnd) => endReminder(env.DB, id, reminderEnd);
  const later = () => end({ state: 'pending', notBefore: iso(clock() + backOffMs(attempts)) });

  // An earlier run's send that D1 did not record. The first claim has had no earlier run.
  if (attempts > 1) {
    let earlier: { at: string } | null;
    try {
      earlier = await env.QUOTE_FALLBACK.get<{ at: string }>(key, 'json');
    } catch (error) {
      // Without it, a reminder sent cannot be told from one not sent: none is.
      console.error(`[notify] quote ${id} reminder receipt unreadable: ${errorText(error)}`);
      await later();
      return false;
    }
    if (earlier) {
      await end({ state: 'sent', at: earlier.at });
      await env.QUOTE_FALLBACK.delete(key).catch(() => {});
      return false;
    }
  }
  if (clock() + SEND_TIMEOUT_MS > claimUntil) {
    await end({ state: 'pending', notBefore: iso(clock()) });
    return false;
  }
  const failure = await Promise.resolve()
    .then(() => channel.send(reminderOf(env, lead, hours)))
    .then(
      () => null,
      (error: unknown) => error ?? new Error('failed'),
    );
  if (failure === null) {
    const at = iso(clock());
    const what = `quote ${id} reminded of on ${channel.name}`;
    // Unrecorded, the claim is left to run out, and the run after it finds the receipt.
    if (!(await recordWithPauses(what, () => end({ state: 'sent', at })))) {
      await keepReceipt(env, key, { at }, what);
    }
    return true;
  }
  const permanent = failure instanceof PermanentDeliveryError;
  if (!permanent && attempts < MAX_NOTIFY_ATTEMPTS) {
    console.error(
      `[notify] quote ${id} reminder not yet sent on ${channel.name}: ${errorText(failure)}`,
    );
    await later();
    return false;
  }
  const reason = permanent
    ? failure.message
    : `gave up after ${attempts} attempts, the last ${errorText(failure)}`;
  console.error(`[notify] quote ${id} reminder not sent on ${channel.name}: ${reason}`);
  await end({ state: 'unsent', reason: `${channel.name}: ${reason}` });
  return false;
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
