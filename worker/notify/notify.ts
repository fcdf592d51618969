// The delivery policy: when a lead is sent on a channel (the claim), when it is tried again (the
// back-off), when a channel gives up, and the receipt that keeps a channel that accepted a lead
// from ever being asked again. The channels themselves are channels.ts's; the cron's batch,
// batch.ts's; every write goes through the leads' repository (worker/storage/lead-deliveries.ts).
import type { Env } from '@/worker/env';
import { errorText } from '@/worker/log-text';
import { type Channel as ChannelName, CHANNEL_COLUMNS } from '@/worker/storage/columns';
import {
  claimLeadForNotification,
  type Deliveries,
  endNotification,
  markChannelDelivered,
  type NotificationEnd,
  recordChannelFailure,
} from '@/worker/storage/lead-deliveries';
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
/**
 * Tries of one lead before a channel that keeps failing gives up: the 12th comes about a day
 * after the first (1, 2, 4 ... 256 minutes, then 8 hours twice: 24.5 hours), long enough for a
 * receiver's outage over a night, short enough that a lead is not reported a week late.
 */
export const MAX_NOTIFY_ATTEMPTS = 12;
const FIRST_BACK_OFF_MS = 60_000;
const LONGEST_BACK_OFF_MS = 8 * 60 * 60_000;

/** The wait after the `attempts`th failed attempt. */
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
 * A channel that took a lead has told the sales team: asking it again tells them twice, and
 * marking it given up sends someone to tell them by hand. So a send's outcome is kept apart
 * from its bookkeeping, and once a channel has answered yes, no failure after (a write D1
 * refuses, a claim it does not release) can make this run or a later one send it again or give
 * up on it. The record of the delivery is tried at once, a few times (most of D1's errors pass
 * in a moment); when D1 still refuses it, the delivery is kept as a receipt in KV, the store
 * that already keeps what D1 refuses (worker/storage/held-quotes.ts), and is written again with
 * the run's last update. The run that next claims the quote (it cannot before this claim ends,
 * and D1 must take the claim) reads the receipt first and only records the delivery, without
 * sending. Only when KV refuses the receipt as well can the channel be told again, once D1 is
 * back: that is logged with the quote's id, for someone to look at. (KV can take up to a minute
 * to show the receipt in another location: a run there within that minute after the claim ends
 * is the one other window left.)
 */
const RECORD_PAUSES_MS = [100, 400];
/** A receipt's key: the prefix and the quote's id (the held quotes' keys start `quote:`). */
export const RECEIPT_PREFIX = 'delivered:';
/** Long enough for any outage of D1; a receipt holds a quote's id and times, nobody's data. */
const RECEIPT_TTL_SECONDS = 30 * 24 * 60 * 60;

/**
 * Tells the sales team about one stored quote on every channel that has neither delivered it
 * nor given up on it. The quote is first claimed (notify_not_before, set from the time of the
 * claim) so that no other run sends it meanwhile; a channel starts only if its longest run ends
 * before the claim does. A channel that delivered is never asked again; one that fails for
 * good (a redirect, a 4xx, a refused target) or on the last attempt gives up on the lead, with
 * its reason; one that fails otherwise leaves the quote for a scheduled retry after a back-off.
 * True once every channel has delivered.
 */
export async function notifyQuote(
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
  /** This run's failures, for the log: `channel: reason`. */
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
  /** This run's deliveries that D1 has not recorded yet: the run's last update records them. */
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
      // Delivered, whatever happens next.
      outcomes.set(channel.name, 'delivered');
      const at = iso(clock());
      if (!(await recordDelivery(env, id, channel.name, at))) {
        unrecorded[channel.name] = at;
        receiptKept = (await keepReceipt(env, id, { ...receipt, ...unrecorded })) || receiptKept;
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

  /** The run's last update, with the deliveries D1 has not recorded; then the receipt goes. */
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
async function recordDelivery(
  env: Env,
  id: string,
  channel: ChannelName,
  at: string,
): Promise<boolean> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      await markChannelDelivered(env.DB, id, channel, at);
      return true;
    } catch (error) {
      const pause = RECORD_PAUSES_MS[attempt];
      if (pause === undefined) {
        console.error(
          `[notify] quote ${id} delivered on ${channel}, not recorded: ${errorText(error)}`,
        );
        return false;
      }
      await new Promise((resolve) => setTimeout(resolve, pause));
    }
  }
}

/** Keeps the deliveries D1 refused to record for the next run; false if KV refused too. */
async function keepReceipt(env: Env, id: string, deliveries: Deliveries): Promise<boolean> {
  try {
    await env.QUOTE_FALLBACK.put(RECEIPT_PREFIX + id, JSON.stringify(deliveries), {
      expirationTtl: RECEIPT_TTL_SECONDS,
    });
    return true;
  } catch (error) {
    console.error(
      `[notify] quote ${id} delivered on ${Object.keys(deliveries).join(', ')}, recorded nowhere ` +
        `(D1 and KV refused): told again once D1 is back unless recorded; ${errorText(error)}`,
    );
    return false;
  }
}

export function iso(time: number): string {
  return new Date(time).toISOString();
}
