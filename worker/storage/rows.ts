import {
  CHANNEL_COLUMNS,
  CHANNEL_FAILED_COLUMNS,
  QUOTE_COLUMNS,
  sourceOfRow,
  type Channel,
  type QuoteRow,
} from './columns';
import { isLeadStatus, type LeadStatus } from './lead-status';

export type { QuoteRow };

/** A stored lead under the names of the request: what the sales team's channels are sent. */
export function rowToLead(row: QuoteRow) {
  const { spam, ...fields } = QUOTE_COLUMNS;
  const lead = Object.fromEntries(
    Object.entries(fields).map(([field, column]) => [field, row[column]]),
  ) as { -readonly [F in keyof typeof fields]: QuoteRow[(typeof fields)[F]] };
  return { ...lead, fileattachment: null, source: sourceOfRow(row), spam: row[spam] !== null };
}

/** A stored row as `npm run quotes -- --json` gives it: the lead and whether it was delivered. */
export function rowToQuote(row: QuoteRow) {
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
    /** The channels that gave up on the lead (a permanent refusal, or every attempt failed). */
    undelivered: perChannel(CHANNEL_FAILED_COLUMNS),
    /** The last delivery failures, one `channel: reason` each; null once delivered. */
    notifyError: row.notify_error ?? null,
    /** Where the sales team has it (the inbox, docs/inbox.md); 'new' until someone changes it. */
    status: (isLeadStatus(row.status) ? row.status : 'new') as LeadStatus,
    /** When it first left 'new'; null while it has not. */
    contactedAt: row.contacted_at ?? null,
  };
}
