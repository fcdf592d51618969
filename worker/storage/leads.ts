// Every query of the leads' database (DB): the quotes, their deliveries and reminders, their
// history and the erased addresses, so that every caller stores, notifies and erases a lead one
// way. It takes a D1-like database, so the CLI can pass one backed by wrangler (wrangler-d1.ts).
import type { LeadSource } from '@/lib/quote/lead-source';
import { FIRST_LEAD_STATUS, type LeadStatus } from '@/worker/lead-logic/lead-status';
import type { NewQuote } from '@/worker/lead-logic/new-quote';
import {
  type Channel,
  CHANNEL_COLUMNS,
  INSERT_COLUMNS,
  INSERT_PLACEHOLDERS,
  insertValues,
} from './columns';
import { retryTransientD1 } from './d1-retry';
import { deleteHeldQuotesOf, type HeldQuotesKv } from './held-quote-keys';
import {
  type DeliveryRecord,
  type LeadRow,
  type QuoteRow,
  rowToStoredLead,
  type StoredLead,
} from './rows';
import type { SqlDatabase } from './sql-database';

/** lead_deliveries joined as one JSON array, so a listing is one query the CLI can run too. */
const LEAD_ROW_SELECT =
  'SELECT quotes.*, (SELECT json_group_array(json_object(' +
  "'channel', channel, 'state', state, 'reason', reason, 'attempts', attempts, 'at', at)) " +
  'FROM lead_deliveries WHERE quote_id = quotes.id) AS deliveries FROM quotes';

export interface HistoryEntry {
  at: string;
  actor: string;
  kind: 'status' | 'note' | 'erasure' | 'value';
  detail: string;
}

export interface Change {
  actor: string;
  at: string;
  /** A form's one-time key: the same form posted twice changes once. */
  key: string | null;
}

export async function insertLead(
  db: SqlDatabase,
  quote: NewQuote,
): Promise<{ id: string; repeated: boolean }> {
  return retryTransientD1(async () => {
    // The unique index on idempotency_key decides between two requests with one key; the
    // primary key keeps a try whose answer was lost from storing the quote twice.
    const inserted = await db
      .prepare(
        `INSERT INTO quotes (${INSERT_COLUMNS}) VALUES (${INSERT_PLACEHOLDERS})
         ON CONFLICT DO NOTHING
         RETURNING id`,
      )
      .bind(...insertValues(quote))
      .first<{ id: string }>();
    if (inserted) return { id: inserted.id, repeated: false };
    const first = await db
      .prepare('SELECT id FROM quotes WHERE idempotency_key = ?1 OR id = ?2')
      .bind(quote.idempotencyKey, quote.id)
      .first<{ id: string }>();
    if (!first) throw new Error('The quote was neither stored nor found by its key');
    // Found by its own id, the quote was stored by an earlier try whose answer was lost.
    return { id: first.id, repeated: first.id !== quote.id };
  });
}

export type MoveOutcome = 'new' | 'repeated' | 'erased';

/**
 * The move of a held quote, which cannot undo an erasure (a run reading the quote from KV before
 * the erasure and inserting it after): the erasure records the address before it deletes, and
 * this single statement inserts only if no erasure since the quote's receipt is recorded. D1 runs
 * one statement at a time, each seeing every earlier commit (eventually consistent KV could not):
 * an insert before the record is deleted by the erasure; one after it sees the record.
 */
export async function insertLeadUnlessErased(
  db: SqlDatabase,
  quote: NewQuote,
): Promise<MoveOutcome> {
  const address = await erasedAddressHash(quote.email);
  const values = insertValues(quote);
  return retryTransientD1(async () => {
    // SQLite parses ON CONFLICT after INSERT ... SELECT only when the SELECT has a WHERE.
    const inserted = await db
      .prepare(
        `INSERT INTO quotes (${INSERT_COLUMNS}) SELECT ${INSERT_PLACEHOLDERS}
         WHERE NOT EXISTS (${erasedSince(values.length + 1)})
         ON CONFLICT DO NOTHING
         RETURNING id`,
      )
      .bind(...values, address, quote.receivedAt)
      .first<{ id: string }>();
    if (inserted) return 'new';
    const found = await db
      .prepare(
        `SELECT EXISTS (${erasedSince(3)}) AS erased,
           (SELECT id FROM quotes WHERE idempotency_key = ?1 OR id = ?2) AS id`,
      )
      .bind(quote.idempotencyKey, quote.id, address, quote.receivedAt)
      .first<{ erased: number; id: string | null }>();
    if (found?.erased) return 'erased';
    if (!found?.id) throw new Error('The quote was neither stored nor found by its key');
    // Found by its own id, the quote was stored by an earlier try of this move: new.
    return found.id === quote.id ? 'new' : 'repeated';
  });
}

function erasedSince(n: number): string {
  return `SELECT 1 FROM erased_addresses WHERE address_hash = ?${n} AND erased_at >= ?${n + 1}`;
}

interface LeadQuery {
  /** Part of a name, an e-mail address or a phone number. */
  q?: string;
  status?: LeadStatus | '';
  service?: string;
  budget?: string;
  /** ISO 8601; `since` is inclusive, `before` exclusive. */
  since?: string;
  before?: string;
  /** 'no' leaves the spam out, 'only' keeps it alone; all by default. */
  spam?: 'no' | 'only' | 'all';
}

function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

export async function findLeads(db: SqlDatabase, query: LeadQuery = {}): Promise<StoredLead[]> {
  const where: string[] = [];
  const values: string[] = [];
  const bind = (value: string) => {
    values.push(value);
    return `?${values.length}`;
  };
  if (query.q) {
    const like = bind(likePattern(query.q));
    const terms = [`name LIKE ${like} ESCAPE '\\'`, `email LIKE ${like} ESCAPE '\\'`];
    terms.push(`mobile LIKE ${like} ESCAPE '\\'`);
    // A number typed as it is spoken, "98765 43210" or "(987) 654-3210", finds "+919876543210".
    const digits = query.q.replace(/[\s().-]/g, '');
    if (/^\+?\d+$/.test(digits) && digits !== query.q) {
      terms.push(`mobile LIKE ${bind(likePattern(digits))} ESCAPE '\\'`);
    }
    where.push(`(${terms.join(' OR ')})`);
  }
  if (query.status) where.push(`status = ${bind(query.status)}`);
  if (query.service) where.push(`service = ${bind(query.service)}`);
  if (query.budget) where.push(`budget = ${bind(query.budget)}`);
  if (query.since) where.push(`received_at >= ${bind(query.since)}`);
  if (query.before) where.push(`received_at < ${bind(query.before)}`);
  if (query.spam === 'no') where.push('spam IS NULL');
  if (query.spam === 'only') where.push('spam IS NOT NULL');
  const sql =
    `${LEAD_ROW_SELECT}${where.length ? ` WHERE ${where.join(' AND ')}` : ''} ` +
    'ORDER BY received_at DESC, rowid DESC';
  const { results } = await db
    .prepare(sql)
    .bind(...values)
    .all<LeadRow>();
  return results.map(rowToStoredLead);
}

/** The distinct sources of the stored leads, as far as a source's label reads them. */
export async function leadSources(db: SqlDatabase): Promise<LeadSource[]> {
  const { results } = await db
    .prepare(
      'SELECT DISTINCT source_utm_campaign, source_utm_source, source_utm_medium, source_referrer, ' +
        'source_click_id FROM quotes',
    )
    .all<Record<string, string | null>>();
  return results.map((row) => ({
    landingPage: null,
    referrer: row.source_referrer ?? null,
    utmSource: row.source_utm_source ?? null,
    utmMedium: row.source_utm_medium ?? null,
    utmCampaign: row.source_utm_campaign ?? null,
    utmTerm: null,
    utmContent: null,
    clickId: row.source_click_id ?? null,
  }));
}

export async function getLead(db: SqlDatabase, id: string): Promise<StoredLead | null> {
  const row = await getLeadRow(db, id);
  return row ? rowToStoredLead(row) : null;
}

/** The row as stored, for what StoredLead leaves out (why it was held back as spam). */
export async function getLeadRow(db: SqlDatabase, id: string): Promise<LeadRow | null> {
  return db.prepare(`${LEAD_ROW_SELECT} WHERE id = ?1`).bind(id).first<LeadRow>();
}

export async function leadHistory(db: SqlDatabase, id: string): Promise<HistoryEntry[]> {
  const { results } = await db
    .prepare('SELECT at, actor, kind, detail FROM lead_history WHERE quote_id = ?1 ORDER BY id')
    .bind(id)
    .all<HistoryEntry>();
  return results;
}

export async function leadHistories(db: SqlDatabase): Promise<Map<string, HistoryEntry[]>> {
  const { results } = await db
    .prepare(
      'SELECT quote_id, at, actor, kind, detail FROM lead_history WHERE quote_id IS NOT NULL ' +
        'ORDER BY id',
    )
    .all<HistoryEntry & { quote_id: string }>();
  const histories = new Map<string, HistoryEntry[]>();
  for (const { quote_id: id, ...entry } of results) {
    histories.set(id, [...(histories.get(id) ?? []), entry]);
  }
  return histories;
}

/** The erasures, newest first: when, who and how many, never whose. */
export async function erasureHistory(db: SqlDatabase, limit = 20): Promise<HistoryEntry[]> {
  const { results } = await db
    .prepare(
      "SELECT at, actor, kind, detail FROM lead_history WHERE kind = 'erasure' " +
        'ORDER BY id DESC LIMIT ?1',
    )
    .bind(limit)
    .all<HistoryEntry>();
  return results;
}

/** A no-op unless the status changes; the first move off 'new' dates contacted_at. */
export async function setLeadStatus(
  db: SqlDatabase,
  id: string,
  status: LeadStatus,
  change: Change,
): Promise<boolean> {
  const [history] = await db.batch([
    db
      .prepare(
        'INSERT OR IGNORE INTO lead_history (quote_id, at, actor, kind, detail, request_key) ' +
          "SELECT id, ?3, ?4, 'status', status || ' → ' || ?2, ?5 FROM quotes " +
          'WHERE id = ?1 AND status != ?2',
      )
      .bind(id, status, change.at, change.actor, change.key),
    db
      .prepare(
        'UPDATE quotes SET status = ?2, ' +
          'contacted_at = CASE WHEN ?2 != ?4 THEN COALESCE(contacted_at, ?3) ELSE contacted_at END ' +
          'WHERE id = ?1 AND status != ?2',
      )
      .bind(id, status, change.at, FIRST_LEAD_STATUS),
  ]);
  return (history?.meta.changes ?? 0) > 0;
}

export interface WonDeal {
  minorUnits: number;
  currency: string;
  /** The history's words for the value, as the team typed and reads it: "$1,200.00". */
  shown: string;
}

/**
 * Marks the lead won at this value, or changes the value of a lead already won; a no-op when both
 * are as they were. The history records the status change and the value apart, with who and when;
 * the first time dates won_at, which the `lead.won` event waits for.
 */
export async function setLeadWon(
  db: SqlDatabase,
  id: string,
  deal: WonDeal,
  change: Change,
): Promise<{ status: boolean; value: boolean }> {
  const differs = '(deal_value_minor IS NOT ?2 OR deal_currency IS NOT ?3)';
  const [status, value] = await db.batch([
    db
      .prepare(
        'INSERT INTO lead_history (quote_id, at, actor, kind, detail) ' +
          "SELECT id, ?2, ?3, 'status', status || ' → won' FROM quotes " +
          "WHERE id = ?1 AND status != 'won'",
      )
      .bind(id, change.at, change.actor),
    db
      .prepare(
        'INSERT INTO lead_history (quote_id, at, actor, kind, detail) ' +
          "SELECT id, ?4, ?5, 'value', 'deal value ' || ?6 FROM quotes " +
          `WHERE id = ?1 AND ${differs}`,
      )
      .bind(id, deal.minorUnits, deal.currency, change.at, change.actor, deal.shown),
    db
      .prepare(
        "UPDATE quotes SET status = 'won', deal_value_minor = ?2, deal_currency = ?3, " +
          'contacted_at = COALESCE(contacted_at, ?4), won_at = COALESCE(won_at, ?4) ' +
          `WHERE id = ?1 AND (status != 'won' OR ${differs})`,
      )
      .bind(id, deal.minorUnits, deal.currency, change.at),
  ]);
  return {
    status: (status?.meta.changes ?? 0) > 0,
    value: (value?.meta.changes ?? 0) > 0,
  };
}

/** False when the lead is gone or the form was posted before. */
export async function addLeadNote(
  db: SqlDatabase,
  id: string,
  text: string,
  change: Change,
): Promise<boolean> {
  const result = await db
    .prepare(
      'INSERT OR IGNORE INTO lead_history (quote_id, at, actor, kind, detail, request_key) ' +
        "SELECT id, ?2, ?3, 'note', ?4, ?5 FROM quotes WHERE id = ?1",
    )
    .bind(id, change.at, change.actor, text, change.key)
    .run();
  return result.meta.changes > 0;
}

/** How many quotes an erasure of this address would delete in D1 (those held in KV aside). */
export async function countLeadsByEmail(db: SqlDatabase, email: string): Promise<number> {
  const row = await db
    .prepare('SELECT COUNT(*) AS count FROM quotes WHERE email = ?1 COLLATE NOCASE')
    .bind(email)
    .first<{ count: number }>();
  return row?.count ?? 0;
}

/**
 * Erases every quote of the address, in D1 (triggers delete its history) and in KV, recording who,
 * when and how many, never whose. The address is recorded before anything is deleted
 * (insertLeadUnlessErased says why).
 */
export async function eraseLeads(
  stores: { DB: SqlDatabase; QUOTE_FALLBACK: HeldQuotesKv },
  email: string,
  change: Change,
): Promise<number> {
  const { DB: db, QUOTE_FALLBACK: kv } = stores;
  const [, deleted] = await db.batch([
    db.prepare(recordErasureSql(await erasedAddressHash(email))),
    db.prepare('DELETE FROM quotes WHERE email = ?1 COLLATE NOCASE RETURNING id').bind(email),
  ]);
  const held = await deleteHeldQuotesOf(kv, email);
  const count = (deleted?.results?.length ?? 0) + held;
  if (count > 0) {
    await db
      .prepare(
        'INSERT OR IGNORE INTO lead_history (quote_id, at, actor, kind, detail, request_key) ' +
          "VALUES (NULL, ?1, ?2, 'erasure', ?3, ?4)",
      )
      .bind(change.at, change.actor, `erased ${count} quote${count === 1 ? '' : 's'}`, change.key)
      .run();
  }
  return count;
}

/** Gives how many leads went; erasures' records have their own cutoff (retention.ts). */
export async function deleteLeadsBefore(
  db: SqlDatabase,
  cutoff: string,
  erasuresCutoff: string,
): Promise<number> {
  const [quotes] = await db.batch([
    db.prepare('DELETE FROM quotes WHERE received_at < ?1').bind(cutoff),
    db.prepare('DELETE FROM erased_addresses WHERE erased_at < ?1').bind(erasuresCutoff),
  ]);
  return quotes?.meta.changes ?? 0;
}

// The erased addresses: an erasure's record, which stops a held quote of the address coming back.

/** Lower case matches D1's `COLLATE NOCASE`, which folds ASCII only: all an address may hold. */
export async function erasedAddressHash(email: string): Promise<string> {
  const bytes = new TextEncoder().encode(email.trim().toLowerCase());
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Run before the erasure deletes anything (insertLeadUnlessErased, leads.ts, says why), on D1's
 * clock, so the clock of the machine running `npm run quotes` does not matter.
 */
function recordErasureSql(addressHash: string): string {
  if (!/^[0-9a-f]{64}$/.test(addressHash)) throw new Error('Not an address hash');
  return (
    "INSERT INTO erased_addresses (address_hash, erased_at) VALUES ('" +
    addressHash +
    "', strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) " +
    'ON CONFLICT (address_hash) DO UPDATE SET erased_at = excluded.erased_at'
  );
}

// The notifier's and the reminders' writes; worker/notify/ and worker/scheduled/ decide them.

/** The partial index quotes_unnotified's condition; leads-migrations.test.ts holds them equal. */
export const STILL_TO_NOTIFY = 'notified_at IS NULL AND undelivered_at IS NULL AND spam IS NULL';

/** ISO 8601. */
export type Deliveries = Partial<Record<Channel, string>>;

/** The cron's jobs on one lead, each with its own `<job>_not_before` and `<job>_attempts`. */
type LeadJob = 'notify' | 'reminder' | 'won';

/**
 * Takes a lead's job for this run until `claimUntil`, counting the attempt, and returns the
 * columns named by `returning`. Null while another run's claim holds, or once `stillDue` (a
 * condition on the lead's row) no longer holds. One statement, so two runs never both claim.
 */
function claimLeadJob<Row>(
  db: SqlDatabase,
  job: LeadJob,
  stillDue: string,
  returning: string,
  { id, claimedAt, claimUntil }: { id: string; claimedAt: string; claimUntil: string },
): Promise<Row | null> {
  return db
    .prepare(
      `UPDATE quotes SET ${job}_not_before = ?2, ${job}_attempts = ${job}_attempts + 1
       WHERE id = ?1 AND ${stillDue}
         AND (${job}_not_before IS NULL OR ${job}_not_before <= ?3)
       RETURNING ${returning}`,
    )
    .bind(id, claimUntil, claimedAt)
    .first<Row>();
}

/** Null while another run's claim holds. */
export async function claimLeadForNotification(
  db: SqlDatabase,
  id: string,
  claimedAt: string,
  claimUntil: string,
): Promise<LeadRow | null> {
  const claim = { id, claimedAt, claimUntil };
  const claimed = await claimLeadJob<{ id: string }>(db, 'notify', STILL_TO_NOTIFY, 'id', claim);
  if (!claimed) return null;
  // Read after the claim: until it ends, only this run writes the lead's delivery.
  return db.prepare(`${LEAD_ROW_SELECT} WHERE id = ?1`).bind(id).first<LeadRow>();
}

export async function leadsToNotify(db: SqlDatabase, at: string, limit: number): Promise<string[]> {
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
  db: SqlDatabase,
  id: string,
  channel: Channel,
  at: string,
): Promise<void> {
  await updateLead(db, id, {}, { [channel]: at });
}

/** A record of giving up is never turned back to retrying; a lead erased meanwhile gets none. */
export async function recordChannelFailure(
  db: SqlDatabase,
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
  db: SqlDatabase,
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
  db: SqlDatabase,
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
  db: SqlDatabase,
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
  db: SqlDatabase,
  id: string,
  claimedAt: string,
  claimUntil: string,
): Promise<ReminderRow | null> {
  return claimLeadJob<ReminderRow>(
    db,
    'reminder',
    STILL_TO_REMIND,
    'id, name, service, received_at, reminder_attempts',
    { id, claimedAt, claimUntil },
  );
}

export type ReminderEnd =
  | { state: 'sent'; at: string }
  | { state: 'unsent'; reason: string }
  | { state: 'pending'; notBefore: string };

/**
 * Ends a claimed job (a reminder, a won event): sent at, given up with its reason, or due again
 * later. A job sent stays sent: no later end overwrites it.
 */
async function endLeadJob(
  db: SqlDatabase,
  job: Exclude<LeadJob, 'notify'>,
  columns: { sentAt: string; unsent: string },
  id: string,
  end: ReminderEnd,
): Promise<void> {
  const [set, value] =
    end.state === 'sent'
      ? [`${columns.sentAt} = ?2, ${job}_not_before = NULL`, end.at]
      : end.state === 'unsent'
        ? [`${columns.unsent} = ?2, ${job}_not_before = NULL`, end.reason]
        : [`${job}_not_before = ?2`, end.notBefore];
  await db
    .prepare(`UPDATE quotes SET ${set} WHERE id = ?1 AND ${columns.sentAt} IS NULL`)
    .bind(id, value)
    .run();
}

export async function endReminder(db: SqlDatabase, id: string, end: ReminderEnd): Promise<void> {
  await endLeadJob(db, 'reminder', { sentAt: 'reminded_at', unsent: 'reminder_unsent' }, id, end);
}

// The `lead.won` event's writes; worker/notify/won-event.ts decides them.

/** A won lead whose event is still to send; status and spam are read again at each claim. */
const STILL_TO_SEND_WON =
  "status = 'won' AND spam IS NULL AND deal_value_minor IS NOT NULL AND won_at IS NOT NULL " +
  'AND won_sent_at IS NULL AND won_unsent IS NULL';

/** Oldest first; `wonFrom` inclusive. */
export async function leadsToSendWon(
  db: SqlDatabase,
  window: { wonFrom: string; at: string },
  limit: number,
): Promise<string[]> {
  const { results } = await db
    .prepare(
      `SELECT id FROM quotes
       WHERE ${STILL_TO_SEND_WON} AND won_at >= ?1
         AND (won_not_before IS NULL OR won_not_before <= ?2)
       ORDER BY won_at LIMIT ?3`,
    )
    .bind(window.wonFrom, window.at, limit)
    .all<{ id: string }>();
  return results.map((row) => row.id);
}

/** Null while another run's claim holds, or once the event is sent, given up or no longer due. */
export async function claimLeadForWon(
  db: SqlDatabase,
  id: string,
  claimedAt: string,
  claimUntil: string,
): Promise<QuoteRow | null> {
  return claimLeadJob<QuoteRow>(db, 'won', STILL_TO_SEND_WON, '*', { id, claimedAt, claimUntil });
}

export async function endWonEvent(db: SqlDatabase, id: string, end: ReminderEnd): Promise<void> {
  await endLeadJob(db, 'won', { sentAt: 'won_sent_at', unsent: 'won_unsent' }, id, end);
}

// The owner's digest's reads (worker/scheduled/digest-figures.ts).

export interface DealWon {
  minorUnits: number;
  currency: string;
}

/** The deals first marked won in [from, before), still won, spam apart. */
export async function wonDealsBetween(
  db: SqlDatabase,
  from: string,
  before: string,
): Promise<DealWon[]> {
  const { results } = await db
    .prepare(
      `SELECT deal_value_minor AS minorUnits, deal_currency AS currency FROM quotes
       WHERE status = 'won' AND spam IS NULL AND won_at >= ?1 AND won_at < ?2`,
    )
    .bind(from, before)
    .all<{ minorUnits: number | null; currency: string | null }>();
  return results.map((row) => ({
    minorUnits: Number(row.minorUnits ?? 0),
    currency: row.currency ?? '',
  }));
}

/** The leads still `new` (spam apart): how many, and since when the oldest waits. */
export async function waitingLeads(
  db: SqlDatabase,
): Promise<{ count: number; oldestReceivedAt: string | null }> {
  const row = await db
    .prepare(
      `SELECT COUNT(*) AS count, MIN(received_at) AS oldest FROM quotes
       WHERE status = 'new' AND spam IS NULL`,
    )
    .first<{ count: number; oldest: string | null }>();
  return { count: Number(row?.count ?? 0), oldestReceivedAt: row?.oldest ?? null };
}

// The owner's Monday digest (worker/scheduled/weekly-digest.ts): a week's digest claimed by one
// cron run and recorded once sent.

export interface DigestClaim {
  /** DigestWeek.sentOn. */
  week: string;
  /** ISO time now. */
  at: string;
  /** ISO time until which no other run takes the week. */
  until: string;
  maxAttempts: number;
}

/**
 * This run's attempt (1 the first) when it may send the week's digest: the week is new, or its
 * last claim has run out without a send and attempts remain; else null. One statement, so two
 * runs cannot both win.
 */
export async function claimWeeklyDigest(
  db: SqlDatabase,
  claim: DigestClaim,
): Promise<number | null> {
  const row = await db
    .prepare(
      `INSERT INTO weekly_digests (week, not_before, attempts) VALUES (?1, ?3, 1)
       ON CONFLICT (week) DO UPDATE SET not_before = ?3, attempts = attempts + 1
       WHERE sent_at IS NULL AND unsent IS NULL AND not_before <= ?2 AND attempts < ?4
       RETURNING attempts`,
    )
    .bind(claim.week, claim.at, claim.until, claim.maxAttempts)
    .first<{ attempts: number }>();
  return row ? Number(row.attempts) : null;
}

export async function recordDigestSent(db: SqlDatabase, week: string, at: string): Promise<void> {
  await db.prepare('UPDATE weekly_digests SET sent_at = ?2 WHERE week = ?1').bind(week, at).run();
}

/** A failure: retried after `retryAt`, or given up with its reason. */
export async function recordDigestFailure(
  db: SqlDatabase,
  week: string,
  failure: { retryAt: string } | { unsent: string },
): Promise<void> {
  if ('unsent' in failure) {
    await db
      .prepare('UPDATE weekly_digests SET unsent = ?2 WHERE week = ?1')
      .bind(week, failure.unsent.slice(0, 200))
      .run();
    return;
  }
  await db
    .prepare('UPDATE weekly_digests SET not_before = ?2 WHERE week = ?1')
    .bind(week, failure.retryAt)
    .run();
}

export interface DigestRecord {
  week: string;
  attempts: number;
  sentAt: string | null;
  unsent: string | null;
}

export async function findWeeklyDigest(
  db: SqlDatabase,
  week: string,
): Promise<DigestRecord | null> {
  return db
    .prepare('SELECT week, attempts, sent_at AS sentAt, unsent FROM weekly_digests WHERE week = ?1')
    .bind(week)
    .first<DigestRecord>();
}
