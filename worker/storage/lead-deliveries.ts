// The notifier's writes; worker/notify/ decides them.
import { type Channel, CHANNEL_COLUMNS } from './columns';
import type { LeadsDatabase } from './leads';
import type { DeliveryRecord, LeadRow } from './rows';

/** lead_deliveries joined as one JSON array, so a listing is one query the CLI can run too. */
export const LEAD_ROW_SELECT =
  'SELECT quotes.*, (SELECT json_group_array(json_object(' +
  "'channel', channel, 'state', state, 'reason', reason, 'attempts', attempts, 'at', at)) " +
  'FROM lead_deliveries WHERE quote_id = quotes.id) AS deliveries FROM quotes';

/** The partial index quotes_unnotified's condition; leads-migrations.test.ts holds them equal. */
export const STILL_TO_NOTIFY = 'notified_at IS NULL AND undelivered_at IS NULL AND spam IS NULL';

/** ISO 8601. */
export type Deliveries = Partial<Record<Channel, string>>;

/** Null while another run's claim holds. */
export async function claimLeadForNotification(
  db: LeadsDatabase,
  id: string,
  claimedAt: string,
  claimUntil: string,
): Promise<LeadRow | null> {
  const claimed = await db
    .prepare(
      `UPDATE quotes SET notify_not_before = ?2, notify_attempts = notify_attempts + 1
       WHERE id = ?1 AND ${STILL_TO_NOTIFY}
         AND (notify_not_before IS NULL OR notify_not_before <= ?3)
       RETURNING id`,
    )
    .bind(id, claimUntil, claimedAt)
    .first<{ id: string }>();
  if (!claimed) return null;
  // Read after the claim: until it ends, only this run writes the lead's delivery.
  return db.prepare(`${LEAD_ROW_SELECT} WHERE id = ?1`).bind(id).first<LeadRow>();
}

export async function leadsToNotify(
  db: LeadsDatabase,
  at: string,
  limit: number,
): Promise<string[]> {
  const { results } = await db
    .prepare(
      `SELECT id FROM quotes
       WHERE ${STILL_TO_NOTIFY}
         AND (notify_not_before IS NULL OR notify_not_before <= ?1)
       ORDER BY received_at LIMIT ?2`,
    )
    .bind(at, limit)
    .all<{ id: string }>();
  return results.map((row) => row.id);
}

export async function markChannelDelivered(
  db: LeadsDatabase,
  id: string,
  channel: Channel,
  at: string,
): Promise<void> {
  await updateLead(db, id, {}, { [channel]: at });
}

/** A record of giving up is never turned back to retrying; a lead erased meanwhile gets none. */
export async function recordChannelFailure(
  db: LeadsDatabase,
  id: string,
  failure: DeliveryRecord,
): Promise<void> {
  await db
    .prepare(
      `INSERT INTO lead_deliveries (quote_id, channel, state, reason, attempts, at)
       SELECT id, ?2, ?3, ?4, ?5, ?6 FROM quotes WHERE id = ?1
       ON CONFLICT (quote_id, channel) DO UPDATE SET state = excluded.state,
         reason = excluded.reason, attempts = excluded.attempts, at = excluded.at
       WHERE lead_deliveries.state = 'retrying'`,
    )
    .bind(id, failure.channel, failure.state, failure.reason, failure.attempts, failure.at)
    .run();
}

export type NotificationEnd =
  | { state: 'delivered'; at: string }
  | { state: 'gave up'; at: string }
  | { state: 'pending'; notBefore: string };

export async function endNotification(
  db: LeadsDatabase,
  id: string,
  end: NotificationEnd,
  unrecorded: Deliveries = {},
): Promise<void> {
  if (end.state === 'delivered') {
    await updateLead(db, id, { notified_at: end.at, notify_not_before: null }, unrecorded);
  } else if (end.state === 'gave up') {
    await updateLead(db, id, { undelivered_at: end.at, notify_not_before: null }, unrecorded);
  } else {
    await updateLead(db, id, { notify_not_before: end.notBefore }, unrecorded);
  }
}

/** The columns are this file's own names, never input. */
async function updateLead(
  db: LeadsDatabase,
  id: string,
  values: Record<string, string | null>,
  delivered: Deliveries,
): Promise<void> {
  const binds: (string | null)[] = [id];
  const set: string[] = [];
  for (const [column, value] of Object.entries(values)) {
    binds.push(value);
    set.push(`${column} = ?${binds.length}`);
  }
  for (const [channel, at] of Object.entries(delivered) as [Channel, string][]) {
    const column = CHANNEL_COLUMNS[channel];
    binds.push(at);
    set.push(`${column} = COALESCE(${column}, ?${binds.length})`);
  }
  if (set.length === 0) return;
  await db
    .prepare(`UPDATE quotes SET ${set.join(', ')} WHERE id = ?1`)
    .bind(...binds)
    .run();
}

/** A lead the team is to be reminded of, whose first notification has ended. */
const STILL_TO_REMIND =
  "status = 'new' AND spam IS NULL AND reminded_at IS NULL AND reminder_unsent IS NULL " +
  'AND (notified_at IS NOT NULL OR undelivered_at IS NOT NULL)';

/** What a reminder tells: no more of the person than the first message did. */
export interface ReminderRow {
  id: string;
  name: string;
  service: string;
  received_at: string;
  reminder_attempts: number;
}

/** Oldest first; `receivedFrom` inclusive, `receivedUntil` inclusive. */
export async function leadsToRemind(
  db: LeadsDatabase,
  window: { receivedFrom: string; receivedUntil: string; at: string },
  limit: number,
): Promise<string[]> {
  const { results } = await db
    .prepare(
      `SELECT id FROM quotes
       WHERE ${STILL_TO_REMIND} AND received_at >= ?1 AND received_at <= ?2
         AND (reminder_not_before IS NULL OR reminder_not_before <= ?3)
       ORDER BY received_at LIMIT ?4`,
    )
    .bind(window.receivedFrom, window.receivedUntil, window.at, limit)
    .all<{ id: string }>();
  return results.map((row) => row.id);
}

/** Null while another run's claim holds, or once the lead has left 'new' or been reminded of. */
export async function claimLeadForReminder(
  db: LeadsDatabase,
  id: string,
  claimedAt: string,
  claimUntil: string,
): Promise<ReminderRow | null> {
  return db
    .prepare(
      `UPDATE quotes SET reminder_not_before = ?2, reminder_attempts = reminder_attempts + 1
       WHERE id = ?1 AND ${STILL_TO_REMIND}
         AND (reminder_not_before IS NULL OR reminder_not_before <= ?3)
       RETURNING id, name, service, received_at, reminder_attempts`,
    )
    .bind(id, claimUntil, claimedAt)
    .first<ReminderRow>();
}

export type ReminderEnd =
  | { state: 'sent'; at: string }
  | { state: 'unsent'; reason: string }
  | { state: 'pending'; notBefore: string };

/** A reminder sent stays sent: no later end overwrites it. */
export async function endReminder(db: LeadsDatabase, id: string, end: ReminderEnd): Promise<void> {
  const [set, value] =
    end.state === 'sent'
      ? ['reminded_at = ?2, reminder_not_before = NULL', end.at]
      : end.state === 'unsent'
        ? ['reminder_unsent = ?2, reminder_not_before = NULL', end.reason]
        : ['reminder_not_before = ?2', end.notBefore];
  await db
    .prepare(`UPDATE quotes SET ${set} WHERE id = ?1 AND reminded_at IS NULL`)
    .bind(id, value)
    .run();
}
