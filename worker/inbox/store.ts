// The inbox's reads and writes of D1 (and of KV for an erasure). Every change is recorded in
// lead_history with who (the Access e-mail) and when (migrations/0004_inbox.sql).
import {
  erasedAddressHash,
  HELD_QUOTE_PREFIX,
  recordErasureSql,
  type HeldQuoteMetadata,
} from '../storage/held-quote-keys';
import type { Env } from '../env';
import { isLeadStatus, LEAD_STATUSES, type LeadStatus } from '../storage/lead-status';
import { sourceLabel, summarize, summaryStart, type Summary } from './lead-summary';
import { rowToQuote, type QuoteRow } from '../storage/rows';

export type Lead = ReturnType<typeof rowToQuote>;

export const PAGE_SIZE = 50;
export const NOTE_MAX_LENGTH = 5000;

export type SpamFilter = 'no' | 'only' | 'all';

export interface LeadFilter {
  /** Part of a name, an e-mail address or a phone number. */
  q: string;
  status: LeadStatus | '';
  service: string;
  budget: string;
  /** A source's label (lead-summary.ts's sourceLabel): "campaign spring", "direct". */
  source: string;
  /** YYYY-MM-DD, UTC, both days included. */
  from: string;
  to: string;
  spam: SpamFilter;
  page: number;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export function parseFilter(params: URLSearchParams): LeadFilter {
  const text = (name: string, max = 200) => (params.get(name) ?? '').trim().slice(0, max);
  const date = (name: string) => (DATE.test(text(name)) ? text(name) : '');
  const status = text('status');
  const spam = text('spam');
  const page = Number(text('page'));
  return {
    q: text('q'),
    status: isLeadStatus(status) ? status : '',
    service: text('service'),
    budget: text('budget'),
    source: text('source', 500),
    from: date('from'),
    to: date('to'),
    spam: spam === 'only' || spam === 'all' ? spam : 'no',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The filter's fields that are set (its page only when asked), for a form to post again. */
export function filterFields(filter: LeadFilter, page?: number): [string, string][] {
  const fields: [string, string][] = [];
  for (const name of ['q', 'status', 'service', 'budget', 'source', 'from', 'to'] as const) {
    if (filter[name]) fields.push([name, filter[name]]);
  }
  if (filter.spam !== 'no') fields.push(['spam', filter.spam]);
  if (page && page > 1) fields.push(['page', String(page)]);
  return fields;
}

/**
 * The filter as a query string, for links, without the search text: a name, e-mail or phone in
 * an address would sit in Cloudflare's request logs, the browser's history and any Referer.
 */
export function filterQuery(filter: LeadFilter, page?: number): string {
  const query = new URLSearchParams(filterFields({ ...filter, q: '' }, page)).toString();
  return query ? `?${query}` : '';
}

function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** Every lead the filter matches, newest first (the page is cut by the caller). */
export async function findLeads(db: D1Database, filter: LeadFilter): Promise<Lead[]> {
  const where: string[] = [];
  const values: string[] = [];
  const bind = (value: string) => {
    values.push(value);
    return `?${values.length}`;
  };
  if (filter.q) {
    const like = bind(likePattern(filter.q));
    const terms = [`name LIKE ${like} ESCAPE '\\'`, `email LIKE ${like} ESCAPE '\\'`];
    terms.push(`mobile LIKE ${like} ESCAPE '\\'`);
    // A number typed as it is spoken, "98765 43210" or "(987) 654-3210", finds "+919876543210".
    const digits = filter.q.replace(/[\s().-]/g, '');
    if (/^\+?\d+$/.test(digits) && digits !== filter.q) {
      terms.push(`mobile LIKE ${bind(likePattern(digits))} ESCAPE '\\'`);
    }
    where.push(`(${terms.join(' OR ')})`);
  }
  if (filter.status) where.push(`status = ${bind(filter.status)}`);
  if (filter.service) where.push(`service = ${bind(filter.service)}`);
  if (filter.budget) where.push(`budget = ${bind(filter.budget)}`);
  if (filter.from) where.push(`received_at >= ${bind(`${filter.from}T00:00:00.000Z`)}`);
  if (filter.to) {
    const next = new Date(Date.parse(`${filter.to}T00:00:00.000Z`) + 86_400_000);
    where.push(`received_at < ${bind(next.toISOString())}`);
  }
  if (filter.spam === 'no') where.push('spam IS NULL');
  if (filter.spam === 'only') where.push('spam IS NOT NULL');
  const sql =
    `SELECT * FROM quotes${where.length ? ` WHERE ${where.join(' AND ')}` : ''} ` +
    'ORDER BY received_at DESC, rowid DESC';
  const { results } = await db
    .prepare(sql)
    .bind(...values)
    .all<QuoteRow>();
  const leads = results.map(rowToQuote);
  // The source's label is the summary's (a campaign, else a referrer's host...): matched here,
  // by the same function, rather than rewritten in SQL.
  return filter.source ? leads.filter((lead) => sourceLabel(lead.source) === filter.source) : leads;
}

/** The source labels there are, for the filter's choices. */
export async function sourceLabels(db: D1Database): Promise<string[]> {
  const { results } = await db
    .prepare(
      'SELECT DISTINCT source_utm_campaign, source_utm_source, source_utm_medium, source_referrer, ' +
        'source_click_id FROM quotes',
    )
    .all<Record<string, string | null>>();
  const labels = results.map((row) =>
    sourceLabel({
      landingPage: null,
      referrer: row.source_referrer ?? null,
      utmSource: row.source_utm_source ?? null,
      utmMedium: row.source_utm_medium ?? null,
      utmCampaign: row.source_utm_campaign ?? null,
      utmTerm: null,
      utmContent: null,
      clickId: row.source_click_id ?? null,
    }),
  );
  return [...new Set(labels)].sort((a, b) => a.localeCompare(b));
}

export async function getLead(db: D1Database, id: string): Promise<Lead | null> {
  const row = await db.prepare('SELECT * FROM quotes WHERE id = ?1').bind(id).first<QuoteRow>();
  return row ? rowToQuote(row) : null;
}

/** The row as stored, for what rowToQuote leaves out (a channel's reason for giving up). */
export async function getRow(db: D1Database, id: string): Promise<QuoteRow | null> {
  return db.prepare('SELECT * FROM quotes WHERE id = ?1').bind(id).first<QuoteRow>();
}

export interface HistoryEntry {
  at: string;
  actor: string;
  kind: 'status' | 'note' | 'erasure';
  detail: string;
}

export async function historyOf(db: D1Database, id: string): Promise<HistoryEntry[]> {
  const { results } = await db
    .prepare('SELECT at, actor, kind, detail FROM lead_history WHERE quote_id = ?1 ORDER BY id')
    .bind(id)
    .all<HistoryEntry>();
  return results;
}

/** The erasures, newest first: when, who and how many, never whose. */
export async function erasures(db: D1Database, limit = 20): Promise<HistoryEntry[]> {
  const { results } = await db
    .prepare(
      "SELECT at, actor, kind, detail FROM lead_history WHERE kind = 'erasure' " +
        'ORDER BY id DESC LIMIT ?1',
    )
    .bind(limit)
    .all<HistoryEntry>();
  return results;
}

export interface Change {
  actor: string;
  at: string;
  /** The form's one-time key: the same form posted twice changes once. */
  key: string | null;
}

/**
 * Sets the status; recorded only when it changes (posting the same status again is a no-op).
 * The first move away from 'new' dates contacted_at, which the dashboard reads.
 */
export async function setStatus(
  db: D1Database,
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
          "contacted_at = CASE WHEN ?2 != 'new' THEN COALESCE(contacted_at, ?3) ELSE contacted_at END " +
          'WHERE id = ?1 AND status != ?2',
      )
      .bind(id, status, change.at),
  ]);
  return (history?.meta.changes ?? 0) > 0;
}

/** Adds a note to the lead's history; false when the lead is gone or the form was posted before. */
export async function addNote(
  db: D1Database,
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
export async function countByEmail(db: D1Database, email: string): Promise<number> {
  const row = await db
    .prepare('SELECT COUNT(*) AS count FROM quotes WHERE email = ?1 COLLATE NOCASE')
    .bind(email)
    .first<{ count: number }>();
  return row?.count ?? 0;
}

/**
 * Erases a person: every quote sent with the e-mail address, whatever its case, in D1 (their
 * history goes with them, by the migration's trigger) and those held in KV while D1 was down.
 * The erasure itself is recorded by who and when and how many, without whose. First, before
 * anything is deleted, the address's hash is recorded (erased_addresses), so that no quote held
 * in KV and sent before now is moved into D1 afterwards, not even by a move under way
 * (worker/storage/held-quotes.ts's insertUnlessErased says why that order is enough).
 */
export async function erasePerson(env: Env, email: string, change: Change): Promise<number> {
  const wanted = email.toLowerCase();
  const [, deleted] = await env.DB.batch([
    env.DB.prepare(recordErasureSql(await erasedAddressHash(email))),
    env.DB.prepare('DELETE FROM quotes WHERE email = ?1 COLLATE NOCASE RETURNING id').bind(email),
  ]);
  let held = 0;
  let cursor: string | undefined;
  do {
    const page = await env.QUOTE_FALLBACK.list<HeldQuoteMetadata>({
      prefix: HELD_QUOTE_PREFIX,
      cursor,
    });
    for (const key of page.keys) {
      if (key.metadata?.email !== wanted) continue;
      await env.QUOTE_FALLBACK.delete(key.name);
      held += 1;
    }
    cursor = page.list_complete ? undefined : page.cursor;
  } while (cursor);
  const count = (deleted?.results.length ?? 0) + held;
  if (count > 0) {
    await env.DB.prepare(
      'INSERT OR IGNORE INTO lead_history (quote_id, at, actor, kind, detail, request_key) ' +
        "VALUES (NULL, ?1, ?2, 'erasure', ?3, ?4)",
    )
      .bind(change.at, change.actor, `erased ${count} quote${count === 1 ? '' : 's'}`, change.key)
      .run();
  }
  return count;
}

/** The dashboard's figures: `npm run quotes -- --summary`'s, from the same rows and function. */
export async function dashboardSummary(db: D1Database, now: Date): Promise<Summary> {
  const { results } = await db
    .prepare('SELECT * FROM quotes WHERE received_at >= ?1 ORDER BY received_at DESC, rowid DESC')
    .bind(summaryStart(now).toISOString())
    .all<QuoteRow>();
  return summarize(results.map(rowToQuote), now);
}

export { LEAD_STATUSES };
