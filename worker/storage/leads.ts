// Every query of quotes and lead_history, so every caller stores and erases a lead one way. It
// takes a D1-like database, so the CLI can pass one backed by wrangler (wrangler-d1.ts).
import type { LeadSource } from '@/lib/quote/lead-source';
import type { NewQuote } from '@/worker/quotes/ports';
import { INSERT_COLUMNS, INSERT_PLACEHOLDERS, insertValues } from './columns';
import { retryTransientD1 } from './d1-retry';
import {
  erasedAddressHash,
  HELD_QUOTE_PREFIX,
  type HeldQuoteMetadata,
  recordErasureSql,
} from './held-quote-keys';
import { LEAD_ROW_SELECT } from './lead-deliveries';
import { FIRST_LEAD_STATUS, type LeadStatus } from './lead-status';
import { type LeadRow, rowToQuote, type StoredLead } from './rows';

export { LEAD_STATUSES, FIRST_LEAD_STATUS, isLeadStatus, type LeadStatus } from './lead-status';
export type { Channel, ChannelDelivery, LeadData, LeadRow } from './rows';

export interface LeadsStatement {
  bind(...values: unknown[]): LeadsStatement;
  first<Row = Record<string, unknown>>(): Promise<Row | null>;
  all<Row = Record<string, unknown>>(): Promise<{ results: Row[] }>;
  run(): Promise<{ meta: { changes: number } }>;
}

export interface LeadsDatabase {
  prepare(sql: string): LeadsStatement;
  batch(
    statements: LeadsStatement[],
  ): Promise<{ results?: unknown[]; meta: { changes: number } }[]>;
}

export interface HeldQuotesKv {
  list<Metadata>(options: { prefix: string; cursor?: string }): Promise<{
    keys: { name: string; metadata?: Metadata | null }[];
    list_complete: boolean;
    cursor?: string;
  }>;
  delete(key: string): Promise<void>;
}

export interface HistoryEntry {
  at: string;
  actor: string;
  kind: 'status' | 'note' | 'erasure';
  detail: string;
}

export interface Change {
  actor: string;
  at: string;
  /** A form's one-time key: the same form posted twice changes once. */
  key: string | null;
}

export async function insertLead(
  db: LeadsDatabase,
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
  db: LeadsDatabase,
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

export interface LeadQuery {
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

export async function findLeads(db: LeadsDatabase, query: LeadQuery = {}): Promise<StoredLead[]> {
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
  return results.map(rowToQuote);
}

/** The distinct sources of the stored leads, as far as a source's label reads them. */
export async function leadSources(db: LeadsDatabase): Promise<LeadSource[]> {
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

export async function getLead(db: LeadsDatabase, id: string): Promise<StoredLead | null> {
  const row = await getLeadRow(db, id);
  return row ? rowToQuote(row) : null;
}

/** The row as stored, for what StoredLead leaves out (why it was held back as spam). */
export async function getLeadRow(db: LeadsDatabase, id: string): Promise<LeadRow | null> {
  return db.prepare(`${LEAD_ROW_SELECT} WHERE id = ?1`).bind(id).first<LeadRow>();
}

export async function leadHistory(db: LeadsDatabase, id: string): Promise<HistoryEntry[]> {
  const { results } = await db
    .prepare('SELECT at, actor, kind, detail FROM lead_history WHERE quote_id = ?1 ORDER BY id')
    .bind(id)
    .all<HistoryEntry>();
  return results;
}

export async function leadHistories(db: LeadsDatabase): Promise<Map<string, HistoryEntry[]>> {
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
export async function erasureHistory(db: LeadsDatabase, limit = 20): Promise<HistoryEntry[]> {
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
  db: LeadsDatabase,
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

/** False when the lead is gone or the form was posted before. */
export async function addLeadNote(
  db: LeadsDatabase,
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
export async function countLeadsByEmail(db: LeadsDatabase, email: string): Promise<number> {
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
  stores: { DB: LeadsDatabase; QUOTE_FALLBACK: HeldQuotesKv },
  email: string,
  change: Change,
): Promise<number> {
  const { DB: db, QUOTE_FALLBACK: kv } = stores;
  const wanted = email.toLowerCase();
  const [, deleted] = await db.batch([
    db.prepare(recordErasureSql(await erasedAddressHash(email))),
    db.prepare('DELETE FROM quotes WHERE email = ?1 COLLATE NOCASE RETURNING id').bind(email),
  ]);
  let held = 0;
  let cursor: string | undefined;
  do {
    const page = await kv.list<HeldQuoteMetadata>({ prefix: HELD_QUOTE_PREFIX, cursor });
    for (const key of page.keys) {
      if (key.metadata?.email !== wanted) continue;
      await kv.delete(key.name);
      held += 1;
    }
    cursor = page.list_complete ? undefined : page.cursor;
  } while (cursor);
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
  db: LeadsDatabase,
  cutoff: string,
  erasuresCutoff: string,
): Promise<number> {
  const [quotes] = await db.batch([
    db.prepare('DELETE FROM quotes WHERE received_at < ?1').bind(cutoff),
    db.prepare('DELETE FROM erased_addresses WHERE erased_at < ?1').bind(erasuresCutoff),
  ]);
  return quotes?.meta.changes ?? 0;
}
