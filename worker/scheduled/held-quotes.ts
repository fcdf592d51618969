// The cron's move of the quotes held in KV while D1 was down (worker/storage/held-quotes.ts) into
// D1; only then are they notified.
import type { Env } from '@/worker/env';
import { errorText } from '@/worker/http/log-text';
import { notifyLead } from '@/worker/notify/notify';
import { deleteHeldQuote, heldQuoteKeys } from '@/worker/storage/held-quote-keys';
import {
  clearHeldPending,
  heldPendingSince,
  readHeldQuote,
  setHeldPending,
} from '@/worker/storage/held-quotes';
import { insertLeadUnlessErased, type MoveOutcome } from '@/worker/storage/leads';
import { retentionCutoff } from './retention';

/** KV shows a write everywhere within 60 s; the hold writes its quote just after its marker. */
const KV_PROPAGATION_MS = 120_000;

/**
 * The run at minute 0 lists even without the marker, for a quote whose marker went (read stale,
 * or deleted before the listing showed it): 24 of the free plan's 1,000 listings a day.
 */
const SWEEP_EVERY_MINUTES = 60;

function isSweepRun(scheduledTime: number): boolean {
  return Math.floor(scheduledTime / 60_000) % SWEEP_EVERY_MINUTES === 0;
}

/**
 * Moves the held quotes into D1, deleting the expired and the erased. The insert skips a quote
 * already stored, so a run stopped before the delete, or two at once, leave one row.
 */
export async function moveHeldQuotes(
  env: Env,
  now = Date.now(),
): Promise<{ moved: number; expired: number; erased: number }> {
  const kv = env.QUOTE_FALLBACK;
  // The marker goes before the listing, so a hold meanwhile sets it again; and only once the last
  // hold is older than KV's propagation, so that the listing shows it.
  const pending = await heldPendingSince(kv);
  if (pending === null && !isSweepRun(now)) return { moved: 0, expired: 0, erased: 0 };
  if (pending !== null && !(Date.parse(pending) > now - KV_PROPAGATION_MS)) {
    await clearHeldPending(kv);
  }
  const cutoff = retentionCutoff(env, new Date(now));
  let moved = 0;
  let expired = 0;
  let erased = 0;
  let d1Down = false;
  for await (const key of heldQuoteKeys(kv)) {
    if ((key.metadata?.receivedAt ?? '') < cutoff) {
      await deleteHeldQuote(kv, key.name);
      expired += 1;
      continue;
    }
    if (d1Down) continue;
    const quote = await readHeldQuote(kv, key.name);
    if (!quote) continue;
    let outcome: MoveOutcome;
    try {
      outcome = await insertLeadUnlessErased(env.DB, quote);
    } catch (error) {
      console.error(`[held quotes] D1 refused quote ${quote.id}: ${errorText(error)}`);
      d1Down = true;
      continue;
    }
    await deleteHeldQuote(kv, key.name);
    if (outcome === 'erased') {
      console.log(`[held quotes] quote ${quote.id} deleted, not moved: its address was erased`);
      erased += 1;
      continue;
    }
    moved += 1;
    if (outcome === 'new' && quote.spam === null) await notifyLead(env, quote.id);
  }
  if (d1Down) await setHeldPending(kv, new Date(now).toISOString());
  return { moved, expired, erased };
}
