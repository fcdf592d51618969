// The inbox's filter: read from a form or an address, written back into the list's links, and
// applied to the leads (worker/storage/leads.ts holds every query: the inbox writes no SQL).
import { sourceLabel } from '@/lib/quote/lead-source';
import { DAY_MS } from '@/lib/time/day';
import { isLeadStatus, type LeadStatus } from '@/worker/lead-logic/lead-status';
import { findLeads, leadSources } from '@/worker/storage/leads';
import type { StoredLead } from '@/worker/storage/rows';
import type { SqlDatabase } from '@/worker/storage/sql-database';

export const PAGE_SIZE = 50;
export const NOTE_MAX_LENGTH = 5000;

type SpamFilter = 'no' | 'only' | 'all';

export interface LeadFilter {
  /** Part of a name, an e-mail address or a phone number. */
  q: string;
  status: LeadStatus | '';
  service: string;
  budget: string;
  /** A source's label (lib/quote/lead-source.ts's sourceLabel): "campaign spring", "direct". */
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

export async function leadsMatching(db: SqlDatabase, filter: LeadFilter): Promise<StoredLead[]> {
  const next = (day: string) => new Date(Date.parse(`${day}T00:00:00.000Z`) + DAY_MS);
  const leads = await findLeads(db, {
    q: filter.q,
    status: filter.status,
    service: filter.service,
    budget: filter.budget,
    since: filter.from ? `${filter.from}T00:00:00.000Z` : undefined,
    before: filter.to ? next(filter.to).toISOString() : undefined,
    spam: filter.spam,
  });
  // By the label's own function, rather than rewritten in SQL.
  return filter.source ? leads.filter((lead) => sourceLabel(lead.source) === filter.source) : leads;
}

export async function sourceLabels(db: SqlDatabase): Promise<string[]> {
  const labels = (await leadSources(db)).map(sourceLabel);
  return [...new Set(labels)].sort((a, b) => a.localeCompare(b));
}
