// worker/storage/leads.ts holds every query: the inbox writes no SQL of its own.
import {
  findLeads as findStoredLeads,
  isLeadStatus,
  LEAD_STATUSES,
  leadSources,
  type LeadStatus,
} from '@/worker/storage/leads';
import type { StoredLead } from '@/worker/storage/rows';
import type { VisitsDatabase } from '@/worker/storage/visit-counts';
import { type Funnel, readFunnel } from './funnel';
import { sourceLabel, summarize, type Summary, summaryStart } from './lead-summary';

export type { HistoryEntry } from '@/worker/storage/leads';

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
 * Without the search text: a name, e-mail or phone in an address would sit in Cloudflare's
 * request logs, the browser's history and any Referer.
 */
export function filterQuery(filter: LeadFilter, page?: number): string {
  const query = new URLSearchParams(filterFields({ ...filter, q: '' }, page)).toString();
  return query ? `?${query}` : '';
}

export async function findLeads(db: D1Database, filter: LeadFilter): Promise<StoredLead[]> {
  const next = (day: string) => new Date(Date.parse(`${day}T00:00:00.000Z`) + 86_400_000);
  const leads = await findStoredLeads(db, {
    q: filter.q,
    status: filter.status,
    service: filter.service,
    budget: filter.budget,
    since: filter.from ? `${filter.from}T00:00:00.000Z` : undefined,
    before: filter.to ? next(filter.to).toISOString() : undefined,
    spam: filter.spam,
  });
  // By the summary's own function, rather than rewritten in SQL.
  return filter.source ? leads.filter((lead) => sourceLabel(lead.source) === filter.source) : leads;
}

export async function sourceLabels(db: D1Database): Promise<string[]> {
  const labels = (await leadSources(db)).map(sourceLabel);
  return [...new Set(labels)].sort((a, b) => a.localeCompare(b));
}

export async function dashboardSummary(db: D1Database, now: Date): Promise<Summary> {
  const since = summaryStart(now).toISOString();
  return summarize(await findStoredLeads(db, { since }), now);
}

/** The summary and the funnel from one read of the twelve weeks' leads; the counts summed by D1. */
export async function dashboardFigures(
  db: D1Database,
  visits: VisitsDatabase,
  now: Date,
): Promise<{ summary: Summary; funnel: Funnel }> {
  const leads = await findStoredLeads(db, { since: summaryStart(now).toISOString() });
  return { summary: summarize(leads, now), funnel: await readFunnel(visits, leads, now) };
}

export { LEAD_STATUSES };
