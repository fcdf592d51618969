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
import { deliveryRecords, type LeadRow } from '@/worker/storage/rows';
import {
  type Channel,
  channels,
  type Clock,
  PermanentDeliveryError,
  SEND_TIMEOUT_MS,
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

/** One claimed notification of one lead, as its steps below share it. */
interface NotifyRun {
  env: Env;
  id: string;
  row: LeadRow;
  clock: Clock;
  claimUntil: number;
  outcomes: Map<ChannelName, Outcome>;
  /** Why channels are left to retry: logged once, at the end. */
  errors: string[];
  gaveUp: string[];
  /** An earlier run's deliveries that D1 did not record, read from KV. */
  receipt: Deliveries;
  /** Whether a receipt is in KV, to delete once D1 records the run's end. */
  receiptKept: boolean;
  /** Recorded by the run's last update. */
  unrecorded: Deliveries;
}

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
  const run: NotifyRun = {
    env,
    id,
    row,
    clock,
    claimUntil,
    outcomes: outcomesSoFar(row, configured),
    errors: [],
    gaveUp: [],
    receipt: {},
    receiptKept: false,
    unrecorded: {},
  };
  if (await readReceipt(run)) {
    for (const channel of configured) {
      if (run.outcomes.get(channel.name) !== 'pending') continue;
      if ((await sendOn(run, channel)) === 'stop') break;
    }
  }
  // The log says which quote and why, never who: the reasons hold no address and no lead's data.
  for (const reason of run.gaveUp) console.error(`[notify] quote ${id} undelivered on ${reason}`);
  return endRun(run);
}

function outcomesSoFar(row: LeadRow, configured: Channel[]): Map<ChannelName, Outcome> {
  const givenUp = new Set(
    deliveryRecords(row)
      .filter((record) => record.state === 'gave_up')
      .map((record) => record.channel),
  );
  const outcomes = new Map<ChannelName, Outcome>();
  for (const channel of configured) {
    if (row[CHANNEL_COLUMNS[channel.name]] !== null) outcomes.set(channel.name, 'delivered');
    else if (givenUp.has(channel.name)) outcomes.set(channel.name, 'failed');
    else outcomes.set(channel.name, 'pending');
  }
  return outcomes;
}

function recordFailure(
  run: NotifyRun,
  channel: ChannelName,
  state: 'retrying' | 'gave_up',
  reason: string,
) {
  const { row, clock } = run;
  const attempts = row.notify_attempts;
  return recordChannelFailure(run.env.DB, run.id, {
    channel,
    state,
    reason,
    attempts,
    at: iso(clock()),
  });
}

/** A failure retried only informs the inbox: a D1 that refuses its record stops nothing. */
function recordRetrying(run: NotifyRun, channel: ChannelName, reason: string): Promise<void> {
  return recordFailure(run, channel, 'retrying', reason).catch((error: unknown) => {
    console.error(
      `[notify] quote ${run.id} failure on ${channel} not recorded: ${errorText(error)}`,
    );
  });
}

/**
 * Reads an earlier run's deliveries that D1 did not record (the first claim has had no earlier
 * run). False when KV cannot be read: then a channel that delivered cannot be told from one that
 * did not, and none is sent.
 */
async function readReceipt(run: NotifyRun): Promise<boolean> {
  if (![...run.outcomes.values()].includes('pending') || run.row.notify_attempts <= 1) return true;
  try {
    run.receipt =
      (await run.env.QUOTE_FALLBACK.get<Deliveries>(RECEIPT_PREFIX + run.id, 'json')) ?? {};
    run.receiptKept = Object.keys(run.receipt).length > 0;
    return true;
  } catch (error) {
    const reason = `delivery receipt unreadable: ${errorText(error)}`;
    run.errors.push(reason);
    for (const [channel, outcome] of run.outcomes) {
      if (outcome === 'pending') await recordRetrying(run, channel, reason);
    }
    return false;
  }
}

/** One pending channel: its earlier receipt, or a send; 'stop' when the claim has no time left. */
async function sendOn(run: NotifyRun, channel: Channel): Promise<'next' | 'stop'> {
  const { env, id, clock } = run;
  const earlier = run.receipt[channel.name];
  if (earlier) {
    run.outcomes.set(channel.name, 'delivered');
    if (!(await recordDelivery(env, id, channel.name, earlier))) {
      run.unrecorded[channel.name] = earlier;
    }
    return 'next';
  }
  if (clock() + SEND_TIMEOUT_MS > run.claimUntil) return 'stop';
  // The send alone decides the channel's outcome; the bookkeeping after it cannot undo it.
  const failure = await Promise.resolve()
    .then(() => channel.send(run.row))
    .then(
      () => null,
      (error: unknown) => error ?? new Error('failed'),
    );
  if (failure === null) {
    run.outcomes.set(channel.name, 'delivered');
    const at = iso(clock());
    if (!(await recordDelivery(env, id, channel.name, at))) {
      run.unrecorded[channel.name] = at;
      const kept = { ...run.receipt, ...run.unrecorded };
      const what = `quote ${id} delivered on ${Object.keys(kept).join(', ')}`;
      run.receiptKept =
        (await keepReceipt(env, RECEIPT_PREFIX + id, kept, what)) || run.receiptKept;
    }
    return 'next';
  }
  const permanent = failure instanceof PermanentDeliveryError;
  if (!permanent && run.row.notify_attempts < MAX_NOTIFY_ATTEMPTS) {
    run.errors.push(`${channel.name}: ${errorText(failure)}`);
    await recordRetrying(run, channel.name, errorText(failure));
    return 'next';
  }
  const reason = permanent
    ? failure.message
    : `gave up after ${run.row.notify_attempts} attempts, the last ${errorText(failure)}`;
  run.gaveUp.push(`${channel.name}: ${reason}`);
  // Unlike a failure retried, the next run must see it: a D1 that refuses it stops this run.
  await recordFailure(run, channel.name, 'gave_up', reason);
  run.outcomes.set(channel.name, 'failed');
  return 'next';
}

/** Records how the run ended; true once every channel delivered. */
async function endRun(run: NotifyRun): Promise<boolean> {
  const { env, id, clock } = run;
  const finish = async (end: NotificationEnd) => {
    await endNotification(env.DB, id, end, run.unrecorded);
    if (run.receiptKept) await env.QUOTE_FALLBACK.delete(RECEIPT_PREFIX + id).catch(() => {});
  };
  const all = [...run.outcomes.values()];
  if (all.every((outcome) => outcome === 'delivered')) {
    await finish({ state: 'delivered', at: iso(clock()) });
    return true;
  }
  if (!all.includes('pending')) {
    await finish({ state: 'gave up', at: iso(clock()) });
    return false;
  }
  if (run.errors.length === 0) {
    // Stopped before a channel whose send could have outlasted the claim: free it for the next run.
    await finish({ state: 'pending', notBefore: iso(clock()) });
    return false;
  }
  console.error(`[notify] quote ${id} not yet delivered: ${run.errors.join('; ')}`);
  await finish({ state: 'pending', notBefore: iso(clock() + backOffMs(run.row.notify_attempts)) });
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
