import { EmailMessage } from 'cloudflare:email';
import { leadSubject, leadText, siteOrigins, webhookBody } from '@/worker/notify/lead-message';
import { errorText } from '@/worker/log-text';
import {
  CHANNEL_COLUMNS,
  CHANNEL_FAILED_COLUMNS,
  type Channel as ChannelName,
} from '../storage/columns';
import { plainTextEmail } from './email';
import type { Env } from '../env';
import { signedLeadRequest } from './json-webhook';
import { rowToLead, type QuoteRow } from '../storage/rows';
import { deliverySettingProblems, deliveryTargetProblem, setting } from '../settings';

/** While one delivery runs, nobody else starts one for the same quote. */
export const CLAIM_MS = 2 * 60_000;
/** The longest one channel may take: a send starts only if it ends before its claim expires. */
export const SEND_TIMEOUT_MS = 10_000;
/** Quotes one scheduled run retries, oldest first. */
const RETRY_BATCH = 25;
/**
 * A scheduled run claims no further quote after this long, so it is done before the next
 * minute's run starts, and no claim it took is still held by a run that stopped.
 */
export const RETRY_BATCH_BUDGET_MS = 45_000;

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

/** Milliseconds since the epoch; a test moves it. */
export type Clock = () => number;

/** A time given as a number is a clock started then, running as Date.now() does. */
function clockFrom(now: number | Clock): Clock {
  if (typeof now === 'function') return now;
  const offset = now - Date.now();
  return () => Date.now() + offset;
}

/** A failure that trying again would repeat: the channel gives up on the lead at once. */
export class PermanentDeliveryError extends Error {
  override name = 'PermanentDeliveryError';
}

interface Channel {
  name: ChannelName;
  send(row: QuoteRow): Promise<void>;
}

/**
 * One POST, never following a redirect: the lead goes to the configured address or nowhere. A
 * 3xx (the address moved, or something between redirects) and a 4xx other than 408 and 429
 * (the receiver refuses this request as it is) are permanent; a 5xx, 408, 429, a network error
 * or a time-out may pass, and are retried.
 */
async function post(url: string, init: { headers: Record<string, string>; body: string }) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...init.headers },
    body: init.body,
    redirect: 'manual',
    signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
  });
  // The status is the receiver's answer: a body that fails to cancel does not undo a 2xx.
  await response.body?.cancel().catch(() => {});
  const status = response.status;
  if (status >= 200 && status < 300) return;
  if (status >= 300 && status < 400) {
    throw new PermanentDeliveryError(`answered ${status}, a redirect, which is not followed`);
  }
  if (status >= 400 && status < 500 && status !== 408 && status !== 429) {
    throw new PermanentDeliveryError(`answered ${status}`);
  }
  throw new Error(`answered ${status}`);
}

/** A channel whose target is refused: it gives up on every lead, with the reason. */
function refused(name: ChannelName, reason: string): Channel {
  return {
    name,
    send: async () => {
      throw new PermanentDeliveryError(reason);
    },
  };
}

/** The channels configured in `env`; `clock` dates each attempt (the signature's timestamp). */
function channels(env: Env, clock: Clock = Date.now): Channel[] {
  const list: Channel[] = [];
  const origins = siteOrigins(env);
  const webhookUrl = setting(env, 'LEAD_WEBHOOK_URL');
  if (webhookUrl) {
    const problem = deliveryTargetProblem('LEAD_WEBHOOK_URL', webhookUrl);
    list.push(
      problem
        ? refused('chat', problem)
        : {
            name: 'chat',
            send: (row) =>
              post(webhookUrl, { headers: {}, body: webhookBody(rowToLead(row), origins) }),
          },
    );
  }
  const jsonUrl = setting(env, 'LEAD_JSON_WEBHOOK_URL');
  const jsonSecret = setting(env, 'LEAD_JSON_WEBHOOK_SECRET');
  if (jsonUrl && jsonSecret) {
    const problem = deliveryTargetProblem('LEAD_JSON_WEBHOOK_URL', jsonUrl);
    list.push(
      problem
        ? refused('jsonWebhook', problem)
        : {
            name: 'jsonWebhook',
            send: (row) =>
              post(jsonUrl, signedLeadRequest(rowToLead(row), jsonSecret, new Date(clock()))),
          },
    );
  }
  const to = setting(env, 'LEAD_EMAIL_TO');
  const from = setting(env, 'LEAD_EMAIL_FROM');
  if (to && from && env.LEAD_EMAIL) {
    const binding = env.LEAD_EMAIL;
    const [problem] = deliverySettingProblems({ LEAD_EMAIL_TO: to, LEAD_EMAIL_FROM: from });
    list.push(
      problem
        ? refused('email', problem)
        : {
            name: 'email',
            async send(row) {
              const quote = rowToLead(row);
              const raw = plainTextEmail({
                from,
                to,
                subject: leadSubject(quote),
                text: leadText(quote, origins),
                date: new Date(),
                messageId: quote.id,
              });
              await withTimeout(binding.send(new EmailMessage(from, to, raw)), SEND_TIMEOUT_MS);
            },
          },
    );
  }
  return list;
}

/** The binding has no time-out of its own; a send that hangs must not outlast its claim. */
async function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | null = null;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms / 1000} s`)), ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    if (timer !== null) clearTimeout(timer);
  }
}

export function notificationsConfigured(env: Env): boolean {
  return channels(env).length > 0;
}

type Outcome = 'delivered' | 'failed' | 'pending';
/** When each channel delivered, ISO 8601: what a delivery receipt holds. */
type Deliveries = Partial<Record<ChannelName, string>>;

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
  const row = await env.DB.prepare(
    `UPDATE quotes SET notify_not_before = ?2, notify_attempts = notify_attempts + 1
     WHERE id = ?1 AND notified_at IS NULL AND undelivered_at IS NULL AND spam IS NULL
       AND (notify_not_before IS NULL OR notify_not_before <= ?3)
     RETURNING *`,
  )
    .bind(id, iso(claimUntil), iso(claimedAt))
    .first<QuoteRow>();
  if (!row) return false;

  const lastAttempt = row.notify_attempts >= MAX_NOTIFY_ATTEMPTS;
  const outcomes = new Map<ChannelName, Outcome>();
  const errors: string[] = [];
  const gaveUp: string[] = [];
  for (const channel of configured) {
    if (row[CHANNEL_COLUMNS[channel.name]] !== null) outcomes.set(channel.name, 'delivered');
    else if (row[CHANNEL_FAILED_COLUMNS[channel.name]] !== null) {
      outcomes.set(channel.name, 'failed');
    } else outcomes.set(channel.name, 'pending');
  }

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
      errors.push(`delivery receipt unreadable: ${errorText(error)}`);
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
      continue;
    }
    const reason = permanent
      ? `${channel.name}: ${failure.message}`
      : `${channel.name}: gave up after ${row.notify_attempts} attempts, the last ${errorText(failure)}`;
    gaveUp.push(reason);
    await env.DB.prepare(
      `UPDATE quotes SET ${CHANNEL_FAILED_COLUMNS[channel.name]} = ?2 WHERE id = ?1`,
    )
      .bind(id, reason)
      .run();
    outcomes.set(channel.name, 'failed');
  }
  // The log says which quote and why, never who: the reasons hold no address and no lead's data.
  for (const reason of gaveUp) console.error(`[notify] quote ${id} undelivered on ${reason}`);

  /** The run's last update, with the deliveries D1 has not recorded; then the receipt goes. */
  const finish = async (values: Record<string, string | null>) => {
    await updateQuote(env, id, values, unrecorded);
    if (receiptKept) await env.QUOTE_FALLBACK.delete(RECEIPT_PREFIX + id).catch(() => {});
  };
  const all = [...outcomes.values()];
  if (all.every((outcome) => outcome === 'delivered')) {
    await finish({ notified_at: iso(clock()), notify_error: null, notify_not_before: null });
    return true;
  }
  if (!all.includes('pending')) {
    await finish({
      undelivered_at: iso(clock()),
      notify_not_before: null,
      notify_error: failureReasons(row, gaveUp),
    });
    return false;
  }
  if (errors.length === 0) {
    // Stopped before a channel whose send could have outlasted the claim: free it for the next run.
    await finish({ notify_not_before: iso(clock()) });
    return false;
  }
  console.error(`[notify] quote ${id} not yet delivered: ${errors.join('; ')}`);
  await finish({
    notify_error: [...gaveUp, ...errors].join('; '),
    notify_not_before: iso(clock() + backOffMs(row.notify_attempts)),
  });
  return false;
}

/**
 * One UPDATE of a quote: `values` as given, and each channel of `delivered` recorded as having
 * delivered then, unless an earlier record says when. The columns are this file's own names.
 */
async function updateQuote(
  env: Env,
  id: string,
  values: Record<string, string | null>,
  delivered: Deliveries = {},
): Promise<void> {
  const binds: (string | null)[] = [id];
  const set: string[] = [];
  for (const [column, value] of Object.entries(values)) {
    binds.push(value);
    set.push(`${column} = ?${binds.length}`);
  }
  for (const [channel, at] of Object.entries(delivered) as [ChannelName, string][]) {
    const column = CHANNEL_COLUMNS[channel];
    binds.push(at);
    set.push(`${column} = COALESCE(${column}, ?${binds.length})`);
  }
  await env.DB.prepare(`UPDATE quotes SET ${set.join(', ')} WHERE id = ?1`)
    .bind(...binds)
    .run();
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
      await updateQuote(env, id, {}, { [channel]: at });
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

/** Every channel's reason for giving up, those of earlier runs and this one's. */
function failureReasons(row: QuoteRow, now: readonly string[]): string {
  const earlier = Object.values(CHANNEL_FAILED_COLUMNS)
    .map((column) => row[column])
    .filter((reason): reason is string => reason !== null);
  return [...earlier, ...now].join('; ');
}

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
  const { results } = await env.DB.prepare(
    `SELECT id FROM quotes
     WHERE notified_at IS NULL AND undelivered_at IS NULL AND spam IS NULL
       AND (notify_not_before IS NULL OR notify_not_before <= ?1)
     ORDER BY received_at LIMIT ?2`,
  )
    .bind(iso(started), RETRY_BATCH)
    .all<{ id: string }>();
  let delivered = 0;
  for (const { id } of results) {
    if (clock() - started > RETRY_BATCH_BUDGET_MS) break;
    if (await notifyQuote(env, id, clock)) delivered += 1;
  }
  return delivered;
}

function iso(time: number): string {
  return new Date(time).toISOString();
}
