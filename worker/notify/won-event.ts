// The `lead.won` event to the CRM's JSON webhook, once: under notify.ts's claim, back-off and
// receipt, on the event's own columns. Sent after the inbox's answer, and by the cron while it fails.
import type { Env } from '@/worker/env';
import { errorText } from '@/worker/http/log-text';
import { claimLeadForWon, endWonEvent, type ReminderEnd } from '@/worker/storage/leads';
import { type Clock, PermanentDeliveryError, SEND_TIMEOUT_MS, wonEventChannel } from './channels';
import {
  backOffMs,
  CLAIM_MS,
  clockFrom,
  iso,
  keepReceipt,
  MAX_NOTIFY_ATTEMPTS,
  recordWithPauses,
} from './notify';

/** Before the quote's id, apart from the first notification's `delivered:` and `reminded:`. */
export const WON_RECEIPT_PREFIX = 'won:';

/** True when this run sent it. */
export async function sendWonEvent(
  env: Env,
  id: string,
  now: number | Clock = Date.now,
): Promise<boolean> {
  const clock = clockFrom(now);
  const channel = wonEventChannel(env, clock);
  if (!channel) return false;
  const claimedAt = clock();
  const claimUntil = claimedAt + CLAIM_MS;
  const row = await claimLeadForWon(env.DB, id, iso(claimedAt), iso(claimUntil));
  if (!row) return false;
  const key = WON_RECEIPT_PREFIX + id;
  const attempts = row.won_attempts;
  const end = (wonEnd: ReminderEnd) => endWonEvent(env.DB, id, wonEnd);
  const later = () => end({ state: 'pending', notBefore: iso(clock() + backOffMs(attempts)) });

  // An earlier run's send that D1 did not record. The first claim has had no earlier run.
  if (attempts > 1) {
    let earlier: { at: string } | null;
    try {
      earlier = await env.QUOTE_FALLBACK.get<{ at: string }>(key, 'json');
    } catch (error) {
      // Without it, an event sent cannot be told from one not sent: none is.
      console.error(`[notify] quote ${id} lead.won receipt unreadable: ${errorText(error)}`);
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
    .then(() => channel.send(row))
    .then(
      () => null,
      (error: unknown) => error ?? new Error('failed'),
    );
  if (failure === null) {
    const at = iso(clock());
    const what = `quote ${id} lead.won sent on jsonWebhook`;
    // Unrecorded, the claim is left to run out, and the run after it finds the receipt.
    if (!(await recordWithPauses(what, () => end({ state: 'sent', at })))) {
      await keepReceipt(env, key, { at }, what);
    }
    return true;
  }
  const permanent = failure instanceof PermanentDeliveryError;
  if (!permanent && attempts < MAX_NOTIFY_ATTEMPTS) {
    console.error(`[notify] quote ${id} lead.won not yet sent: ${errorText(failure)}`);
    await later();
    return false;
  }
  const reason = permanent
    ? failure.message
    : `gave up after ${attempts} attempts, the last ${errorText(failure)}`;
  console.error(`[notify] quote ${id} lead.won not sent: ${reason}`);
  await end({ state: 'unsent', reason: `jsonWebhook: ${reason}` });
  return false;
}
