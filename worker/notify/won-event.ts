// The `lead.won` event to the CRM's JSON webhook, once: under notify.ts's claim, back-off and
// receipt, on the event's own columns. Sent after the inbox's answer, and by the cron while it fails.
import type { Env } from '@/worker/env';
import { claimLeadForWon, endWonEvent } from '@/worker/storage/leads';
import { type Clock, wonEventChannel } from './channels';
import { CLAIM_MS, clockFrom, iso } from './notify';
import { sendClaimedOnce } from './send-once';

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
  return sendClaimedOnce({
    env,
    id,
    what: 'lead.won',
    channelName: 'jsonWebhook',
    receiptKey: WON_RECEIPT_PREFIX + id,
    attempts: row.won_attempts,
    claimUntil,
    clock,
    end: (end) => endWonEvent(env.DB, id, end),
    send: () => channel.send(row),
  });
}
