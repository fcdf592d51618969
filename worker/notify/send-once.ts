// One message about a lead sent once after the first notification (the reminder, `lead.won`):
// the steps after its claim, shared so that both keep notify.ts's receipt, back-off and give-up
// rules alike.
import type { Env } from '@/worker/env';
import { errorText } from '@/worker/http/log-text';
import type { ReminderEnd } from '@/worker/storage/leads';
import { type Clock, PermanentDeliveryError, SEND_TIMEOUT_MS } from './channels';
import { backOffMs, iso, keepReceipt, MAX_NOTIFY_ATTEMPTS, recordWithPauses } from './notify';

export interface ClaimedSend {
  env: Env;
  /** The quote's id. */
  id: string;
  /** What is sent, as the logs name it: `reminder`, `lead.won`. */
  what: string;
  channelName: string;
  /** The KV key of the receipt kept when D1 cannot record the send. */
  receiptKey: string;
  /** This claim's attempt, counted from 1. */
  attempts: number;
  claimUntil: number;
  clock: Clock;
  /** Records the outcome on the message's own columns, which ends the claim. */
  end: (end: ReminderEnd) => Promise<void>;
  send: () => Promise<unknown>;
}

/** True when this run sent it. */
export async function sendClaimedOnce(claimed: ClaimedSend): Promise<boolean> {
  const { env, id, what, channelName, receiptKey, attempts, claimUntil, clock, end } = claimed;
  const later = () => end({ state: 'pending', notBefore: iso(clock() + backOffMs(attempts)) });

  // An earlier run's send that D1 did not record. The first claim has had no earlier run.
  if (attempts > 1) {
    let earlier: { at: string } | null;
    try {
      earlier = await env.QUOTE_FALLBACK.get<{ at: string }>(receiptKey, 'json');
    } catch (error) {
      // Without it, a message sent cannot be told from one not sent: none is.
      console.error(`[notify] quote ${id} ${what} receipt unreadable: ${errorText(error)}`);
      await later();
      return false;
    }
    if (earlier) {
      await end({ state: 'sent', at: earlier.at });
      await env.QUOTE_FALLBACK.delete(receiptKey).catch(() => {});
      return false;
    }
  }
  if (clock() + SEND_TIMEOUT_MS > claimUntil) {
    await end({ state: 'pending', notBefore: iso(clock()) });
    return false;
  }
  const failure = await Promise.resolve()
    .then(claimed.send)
    .then(
      () => null,
      (error: unknown) => error ?? new Error('failed'),
    );
  if (failure === null) {
    const at = iso(clock());
    const sent = `quote ${id} ${what} sent on ${channelName}`;
    // Unrecorded, the claim is left to run out, and the run after it finds the receipt.
    if (!(await recordWithPauses(sent, () => end({ state: 'sent', at })))) {
      await keepReceipt(env, receiptKey, { at }, sent);
    }
    return true;
  }
  const permanent = failure instanceof PermanentDeliveryError;
  if (!permanent && attempts < MAX_NOTIFY_ATTEMPTS) {
    console.error(
      `[notify] quote ${id} ${what} not yet sent on ${channelName}: ${errorText(failure)}`,
    );
    await later();
    return false;
  }
  const reason = permanent
    ? failure.message
    : `gave up after ${attempts} attempts, the last ${errorText(failure)}`;
  console.error(`[notify] quote ${id} ${what} not sent on ${channelName}: ${reason}`);
  await end({ state: 'unsent', reason: `${channelName}: ${reason}` });
  return false;
}
