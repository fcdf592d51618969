// A row of the quotes table read as a lead: the mapping the leads' repository (leads.ts) gives
// every reader, so that the inbox, the notifier and `npm run quotes` see one shape.
import type { LeadSource } from '@/lib/quote/lead-source';
import {
  type Channel,
  CHANNEL_COLUMNS,
  CHANNEL_FAILED_COLUMNS,
  QUOTE_COLUMNS,
  type QuoteRow,
  sourceOfRow,
} from './columns';
import { FIRST_LEAD_STATUS, isLeadStatus, type LeadStatus } from './lead-status';

export type { Channel, QuoteRow };
/** A row of the quotes table as D1 gives it. */
export type LeadRow = QuoteRow;

/** A stored lead under the names of the request: what the sales team's channels are sent. */
export interface LeadData {
  id: string;
  receivedAt: string;
  name: string;
  mobile: string;
  email: string;
  service: string;
  serviceComment: string;
  budget: string;
  budgetComment: string;
  pageurl: string;
  userip: string;
  idempotencyKey: string | null;
  fileattachment: null;
  source: LeadSource | null;
  /** Held back as suspected spam (the row says why). */
  spam: boolean;
}

/** A stored lead as the sales team works it: the inbox's, and `npm run quotes -- --json`'s. */
export interface StoredLead extends LeadData {
  notified: boolean;
  delivered: Record<Channel, boolean>;
  /** The channels that gave up on the lead (a permanent refusal, or every attempt failed). */
  undelivered: Record<Channel, boolean>;
  /** The last delivery failures, one `channel: reason` each; null once delivered. */
  notifyError: string | null;
  /** Where the sales team has it (the inbox, docs/inbox.md); 'new' until someone changes it. */
  status: LeadStatus;
  /** When it first left 'new'; null while it has not. */
  contactedAt: string | null;
}

export function rowToLead(row: QuoteRow): LeadData {
  const { spam, ...fields } = QUOTE_COLUMNS;
  const lead = Object.fromEntries(
    Object.entries(fields).map(([field, column]) => [field, row[column]]),
  ) as { -readonly [F in keyof typeof fields]: QuoteRow[(typeof fields)[F]] };
  return { ...lead, fileattachment: null, source: sourceOfRow(row), spam: row[spam] !== null };
}

export function rowToQuote(row: QuoteRow): StoredLead {
  const perChannel = (columns: Record<Channel, string>) =>
    Object.fromEntries(
      Object.entries(columns).map(([channel, column]) => [
        channel,
        ((row as Record<string, unknown>)[column] ?? null) !== null,
      ]),
    ) as Record<Channel, boolean>;
  return {
    ...rowToLead(row),
    notified: row.notified_at !== null,
    delivered: perChannel(CHANNEL_COLUMNS),
    undelivered: perChannel(CHANNEL_FAILED_COLUMNS),
    notifyError: row.notify_error ?? null,
    status: isLeadStatus(row.status) ? row.status : FIRST_LEAD_STATUS,
    contactedAt: row.contacted_at ?? null,
  };
}
