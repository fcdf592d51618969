// The owner's Monday digest: sent by the first cron run past DIGEST_TIME on Monday in
// DIGEST_TIME_ZONE, once (weekly_digests' claim), retried with the notifier's back-off while that
// Monday lasts, and never sent late.
import type { Env } from '@/worker/env';
import { errorText } from '@/worker/http/log-text';
import {
  type DigestWeek,
  dueDigestWeek,
  parseDigestTime,
} from '@/worker/lead-logic/digest-schedule';
import {
  type DigestChannel,
  digestChannel,
  PermanentDeliveryError,
} from '@/worker/notify/channels';
import { backOffMs, CLAIM_MS, MAX_NOTIFY_ATTEMPTS } from '@/worker/notify/notify';
import { digestSettings, weekDigestFigures } from '@/worker/reports/digest-figures';
import { digestTimeZone, setting } from '@/worker/settings';
import { claimWeeklyDigest, recordDigestFailure, recordDigestSent } from '@/worker/storage/leads';

/** The week due now, or null: off, not yet, or no channel to send it to. */
export function digestDue(env: Env, now: Date): DigestWeek | null {
  const time = parseDigestTime(setting(env, 'DIGEST_TIME'));
  return time ? dueDigestWeek(now, time, digestTimeZone(env)) : null;
}

/** True when this run sent it. */
export async function sendWeeklyDigest(env: Env, now = Date.now()): Promise<boolean> {
  const week = digestDue(env, new Date(now));
  const channel = digestChannel(env);
  if (!week || !channel) return false;
  const attempt = await claimWeeklyDigest(env.DB, {
    week: week.sentOn,
    at: new Date(now).toISOString(),
    until: new Date(now + CLAIM_MS).toISOString(),
    maxAttempts: MAX_NOTIFY_ATTEMPTS,
  });
  if (attempt === null) return false;
  return deliver(env, { week, channel, attempt }, now);
}

async function deliver(
  env: Env,
  { week, channel, attempt }: { week: DigestWeek; channel: DigestChannel; attempt: number },
  now: number,
): Promise<boolean> {
  try {
    await channel.send(
      await weekDigestFigures({ db: env.DB, visits: env.VISITS }, week, digestSettings(env, now)),
    );
    await recordDigestSent(env.DB, week.sentOn, new Date(now).toISOString());
    return true;
  } catch (error) {
    const permanent = error instanceof PermanentDeliveryError;
    console.error(
      `[digest] week of ${week.sentOn} not sent on ${channel.name}: ${errorText(error)}`,
    );
    await recordDigestFailure(
      env.DB,
      week.sentOn,
      permanent || attempt >= MAX_NOTIFY_ATTEMPTS
        ? { unsent: `${channel.name}: ${permanent ? error.message : errorText(error)}` }
        : { retryAt: new Date(now + backOffMs(attempt)).toISOString() },
    );
    return false;
  }
}
