// The delivery policy: the claim, the back-off, giving up, and the receipt that keeps a channel
// that accepted a lead from being asked again.
import type { Env } from '@/worker/env';
import { errorText } from '@/worker/http/log-text';
import { type Channel as ChannelName, CHANNEL_COLUMNS } from '@/worker/storage/columns';
import {
  claimLeadForNotification,
  type Deliveries,
  endNotification,
  markChannelDelivered,
  type NotificationEnd,
  recordChannelFailure,
} from '@/worker/storage/leads';
import { deliveryRecords } from '@/worker/storage/rows';
import { channels, type Clock, PermanentDeliveryError, SEND_TIMEOUT_MS } from './channels';

export {
  notificationsConfigured,
  PermanentDeliveryError,
  SEND_TIMEOUT_MS,
  type Clock,
} from './channels';

/** While one delivery runs, nobody else starts one for the same quote. */
export const CLAIM_MS = 2 * 60_000;
/** The 12th try comes 24.5 hours after the first: through a night's outage, not a week late. */
export const MAX_NOTIFY_ATTEMPTS = 12;
const FIRST_BACK_OFF_MS = 60_000;
const LONGEST_BACK_OFF_MS = 8 * 60 * 60_000;

export function backOffMs(attempts: number): number {
  return Math.min(LONGEST_BACK_OFF_MS, FIRST_BACK_OFF_MS * 2 ** Math.max(0, attempts - 1));
}

/** A time given as a number is a clock started then, running as Date.now() does. */
export function clockFrom(now: number | Clock): Clock {
  if (typeof now === 'function') return now;
  const offset = now - Date.now();
  return () => Date.now() + offset;
}

type Outcome = 'delivered' | 'failed' | 'pending';

/**
 * A channel that accepted a lead has told the sales team: asking again tells them twice, giving
 * up sends someone to tell them by hand. So once it answered yes, no later failure may resend or
 * give up. A delivery D1 refuses to record after these pauses is kept as a receipt in KV, which
 * the next claim reads before sending. Only if KV refuses too is it told again (logged); KV's
 * minute of propagation to other locations is the one other window.
 */
const RECORD_PAUSES_MS = [100, 400];
/** Before the quote's id; apart from the held quotes' `quote:`. */
export const RECEIPT_PREFIX = 'delivered:';
/** Long enough for any outage of D1; a receipt holds a quote's id and times, nobody's data. */
const RECEIPT_TTL_SECONDS = 30 * 24 * 60 * 60;

/**
 * Sends the quote on each channel neither delivered nor given up, under a claim no other run
 * sends it during; a channel starts only if it can end before the claim. True once all delivered.
 */
export async function notifyLead(
  env: Env,
  id: string,
  now: number | Clock = Date.now,
): Promise<boolean> {
  const clock = clockFrom(now);
  const configured = channels(env, clock);
  if (configured.length === 0) return false;
  const claimedAt = clock();
  const claimUntil = claimedAt + CLAIM_MS;
  const row = await claimLeadForNotification(env.DB, id, iso(claimedAt), iso(claimUntil));
  if (!row) return false;

  const lastAttempt = row.notify_attempts >= MAX_NOTIFY_ATTEMPTS;
  const outcomes = new Map<ChannelName, Outcome>();
  const errors: string[] = [];
  const gaveUp: string[] = [];
  const givenUp = new Set(
    deliveryRecords(row)
      .filter((record) => record.state === 'gave_up')
      .map((record) => record.channel),
  );
  for (const channel of configured) {
    if (row[CHANNEL_COLUMNS[channel.name]] !== null) outcomes.set(channel.name, 'delivered');
    else if (givenUp.has(channel.name)) outcomes.set(channel.name, 'failed');
    else outcomes.set(channel.name, 'pending');
  }
  const failed = (channel: ChannelName, state: 'retrying' | 'gave_up', reason: string) =>
    recordChannelFailure(env.DB, id, {
      channel,
      state,
      reason,
      attempts: row.notify_attempts,
      at: iso(clock()),
    });
  /** A failure retried only informs the inbox: a D1 that refuses its record stops nothing. */
  const retryingOn = (channel: ChannelName, reason: string) =>
    failed(channel, 'retrying', reason).catch((error: unknown) => {
      console.error(`[notify] quote ${id} failure on ${channel} not recorded: ${errorText(error)}`);
    });

  // An earlier run's deliveries that D1 did not record. The first claim has had no earlier run.
  let receipt: Deliveries = {};
  let receiptKept = false;
  let receiptUnreadable = false;
  if ([...outcomes.values()].includes('pending') && row.notify_attempts > 1) {
    try {
      receipt = (await env.QUOTE_FALLBACK.get<Deliveries>(RECEIPT_PREFIX + id, 'json')) ?? {};
      receiptKept = Object.keys(receipt).length > 0;
    } catch (error) {
      // Without it, a channel that delivered cannot be told from one that did not: none is sent.
      receiptUnreadable = true;
      const reason = `delivery receipt unreadable: ${errorText(error)}`;
      errors.push(reason);
      for (const [channel, outcome] of outcomes) {
        if (outcome === 'pending') await retryingOn(channel, reason);
      }
    }
  }
  /** Recorded by the run's last update. */
  const unrecorded: Deliveries = {};

  for (const channel of configured) {
    if (receiptUnreadable) break;
    if (outcomes.get(channel.name) !== 'pending') continue;
    const earlier = receipt[channel.name];
    if (earlier) {
      outcomes.set(channel.name, 'delivered');
      if (!(await recordDelivery(env, id, channel.name, earlier))) {
        unrecorded[channel.name] = earlier;
      }
      continue;
    }
    if (clock() + SEND_TIMEOUT_MS > claimUntil) break;
    // The send alone decides the channel's outcome; the bookkeeping after it cannot undo it.
    const failure = await Promise.resolve()
      .then(() => channel.send(row))
      .then(
        () => null,
        (error: unknown) => error ?? new Error('failed'),
      );
    if (failure === null) {
      outcomes.set(channel.name, 'delivered');
      const at = iso(clock());
      if (!(await recordDelivery(env, id, channel.name, at))) {
        unrecorded[channel.name] = at;
        const kept = { ...receipt, ...unrecorded };
        const what = `quote ${id} delivered on ${Object.keys(kept).join(', ')}`;
        receiptKept = (await keepReceipt(env, RECEIPT_PREFIX + id, kept, what)) || receiptKept;
      }
      continue;
    }
    const permanent = failure instanceof PermanentDeliveryError;
    if (!permanent && !lastAttempt) {
      errors.push(`${channel.name}: ${errorText(failure)}`);
      await retryingOn(channel.name, errorText(failure));
      continue;
    }
    const reason = permanent
      ? failure.message
      : `gave up after ${row.notify_attempts} attempts, the last ${errorText(failure)}`;
    gaveUp.push(`${channel.name}: ${reason}`);
    // Unlike a failure retried, the next run must see it: a D1 that refuses it stops this run.
    await failed(channel.name, 'gave_up', reason);
    outcomes.set(channel.name, 'failed');
  }
  // The log says which quote and why, never who: the reasons hold no address and no lead's data.
  for (const reason of gaveUp) console.error(`[notify] quote ${id} undelivered on ${reason}`);

  const finish = async (end: NotificationEnd) => {
    await endNotification(env.DB, id, end, unrecorded);
    if (receiptKept) await env.QUOTE_FALLBACK.delete(RECEIPT_PREFIX + id).catch(() => {});
  };
  const all = [...outcomes.values()];
  if (all.every((outcome) => outcome === 'delivered')) {
    await finish({ state: 'delivered', at: iso(clock()) });
    return true;
  }
  if (!all.includes('pending')) {
    await finish({ state: 'gave up', at: iso(clock()) });
    return false;
  }
  if (errors.length === 0) {
    // Stopped before a channel whose send could have outlasted the claim: free it for the next run.
    await finish({ state: 'pending', notBefore: iso(clock()) });
    return false;
  }
  console.error(`[notify] quote ${id} not yet delivered: ${errors.join('; ')}`);
  await finish({ state: 'pending', notBefore: iso(clock() + backOffMs(row.notify_attempts)) });
  return false;
}

/** Records that `channel` delivered at `at`, trying again after each pause; false if D1 refused. */
function recordDelivery(env: Env, id: string, channel: ChannelName, at: string): Promise<boolean> {
  return recordWithPauses(`quote ${id} delivered on ${channel}`, () =>
    markChannelDelivered(env.DB, id, channel, at),
  );
}

/** `write` tried again after each pause while D1 refuses it; false (logged as `what`) if it never took. */
export async function recordWithPauses(what: string, write: () => Promise<void>): Promise<boolean> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      await write();
      return true;
    } catch (error) {
      const pause = RECORD_PAUSES_MS[attempt];
      if (pause === undefined) {
        console.error(`[notify] ${what}, not recorded: ${errorText(error)}`);
        return false;
      }
      await new Promise((resolve) => setTimeout(resolve, pause));
    }
  }
}

/** Keeps what D1 refused to record under `key` for the next run; false if KV refused too. */
export async function keepReceipt(
  env: Env,
  key: string,
  value: unknown,
  what: string,
): Promise<boolean> {
  try {
    await env.QUOTE_FALLBACK.put(key, JSON.stringify(value), {
      expirationTtl: RECEIPT_TTL_SECONDS,
    });
    return true;
  } catch (error) {
    console.error(
      `[notify] ${what}, recorded nowhere (D1 and KV refused): told again once D1 is back ` +
        `unless recorded; ${errorText(error)}`,
    );
    return false;
  }
}

export function iso(time: number): string {
  return new Date(time).toISOString();
}
