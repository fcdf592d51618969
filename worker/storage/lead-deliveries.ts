// The leads' repository, its notification part: the claim, the leads still to notify, and the
// record of each channel's outcome (worker/notify/ decides them; this file only writes them).
import { type Channel, CHANNEL_COLUMNS, CHANNEL_FAILED_COLUMNS } from './columns';
import type { LeadsDatabase } from './leads';
import type { LeadRow } from './rows';

/**
 * A lead still to notify: neither delivered everywhere nor given up on, and not spam. The partial
 * index quotes_unnotified (migrations/0003_undelivered.sql) is written with the same condition,
 * which scripts/ops/leads-migrations.test.ts holds equal to this.
 */
export const STILL_TO_NOTIFY = 'notified_at IS NULL AND undelivered_at IS NULL AND spam IS NULL';

/** When each channel delivered, ISO 8601. */
export type Deliveries = Partial<Record<Channel, string>>;

/**
 * Claims a lead still to notify, unless another run holds it: until `claimUntil`, nobody else
 * claims it, and its attempts count one more. Gives the row as claimed, or null.
 */
export async function claimLeadForNotification(
  db: LeadsDatabase,
  id: string,
  claimedAt: string,
  claimUntil: string,
): Promise<LeadRow | null> {
  return db
    .prepare(
      `UPDATE quotes SET notify_not_before = ?2, notify_attempts = notify_attempts + 1
       WHERE id = ?1 AND ${STILL_TO_NOTIFY}
         AND (notify_not_before IS NULL OR notify_not_before <= ?3)
       RETURNING *`,
    )
    .bind(id, claimUntil, claimedAt)
    .first<LeadRow>();
}

/** The leads still to notify whose back-off has passed at `at`, oldest first. */
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

/** Records that `channel` delivered the lead at `at`, unless an earlier record says when. */
export async function markChannelDelivered(
  db: LeadsDatabase,
  id: string,
  channel: Channel,
  at: string,
): Promise<void> {
  await updateLead(db, id, {}, { [channel]: at });
}

/** Records that `channel` gave up on the lead, and why (no address, no lead's data). */
export async function markChannelGaveUp(
  db: LeadsDatabase,
  id: string,
  channel: Channel,
  reason: string,
): Promise<void> {
  await db
    .prepare(`UPDATE quotes SET ${CHANNEL_FAILED_COLUMNS[channel]} = ?2 WHERE id = ?1`)
    .bind(id, reason)
    .run();
}

/** How a run leaves a lead it claimed; each with the deliveries not yet recorded. */
export type NotificationEnd =
  | { state: 'delivered'; at: string }
  | { state: 'gave up'; at: string; reasons: string }
  | { state: 'pending'; notBefore: string; errors?: string };

/** The run's last write of a claimed lead: its end, and the deliveries D1 had refused. */
export async function endNotification(
  db: LeadsDatabase,
  id: string,
  end: NotificationEnd,
  unrecorded: Deliveries = {},
): Promise<void> {
  if (end.state === 'delivered') {
    await updateLead(
      db,
      id,
      { notified_at: end.at, notify_error: null, notify_not_before: null },
      unrecorded,
    );
  } else if (end.state === 'gave up') {
    await updateLead(
      db,
      id,
      { undelivered_at: end.at, notify_not_before: null, notify_error: end.reasons },
      unrecorded,
    );
  } else {
    const values: Record<string, string | null> = {};
    if (end.errors !== undefined) values.notify_error = end.errors;
    values.notify_not_before = end.notBefore;
    await updateLead(db, id, values, unrecorded);
  }
}

/**
 * One UPDATE of a lead: `values` as given, and each channel of `delivered` recorded as having
 * delivered then, unless an earlier record says when. The columns are this file's own names.
 */
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
