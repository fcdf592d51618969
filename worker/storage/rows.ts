// A row of the quotes table read as a lead: the mapping the leads' repository (leads.ts) gives
// every reader, so that the inbox, the notifier and `npm run quotes` see one shape.
import type { LeadSource } from '@/lib/quote/lead-source';
import {
  type Channel,
  CHANNEL_COLUMNS,
  QUOTE_COLUMNS,
  type QuoteRow,
  sourceOfRow,
} from './columns';
import { FIRST_LEAD_STATUS, isLeadStatus, type LeadStatus } from './lead-status';

export type { Channel, QuoteRow };

/** A row of lead_deliveries: a channel's failure it retries, or its giving up. */
export interface DeliveryRecord {
  channel: Channel;
  state: 'retrying' | 'gave_up';
  reason: string;
  attempts: number;
  at: string;
}

/**
 * A row of the quotes table as the repository reads it: with its lead_deliveries rows as one
 * JSON array (a row read without them, as some tests do, has none).
 */
export type LeadRow = QuoteRow & { deliveries?: string | null };

/** Where a channel stands with a lead. */
export type DeliveryState = 'delivered' | 'retrying' | 'gave up' | 'not sent';

/** A channel's outcome: when it delivered, or its last failure's reason, attempts and time. */
export interface ChannelDelivery {
  state: DeliveryState;
  /** Why it failed or gave up, without the target's address; null otherwise. */
  reason: string | null;
  /** The lead's attempts when it failed or gave up; null otherwise. */
  attempts: number | null;
  /** When it delivered, failed or gave up; null while not sent. */
  at: string | null;
}

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
  /** Each channel's outcome; `delivered` and `undelivered` say the same, as yes or no. */
  deliveries: Record<Channel, ChannelDelivery>;
  delivered: Record<Channel, boolean>;
  /** The channels that gave up on the lead (a permanent refusal, or every attempt failed). */
  undelivered: Record<Channel, boolean>;
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

/** The row's lead_deliveries rows, as the repository's read joins them. */
export function deliveryRecords(row: LeadRow): DeliveryRecord[] {
  return row.deliveries ? (JSON.parse(row.deliveries) as DeliveryRecord[]) : [];
}

/** Each channel's outcome: its *_sent_at column first (a delivery is final), then its record. */
export function channelDeliveries(row: LeadRow): Record<Channel, ChannelDelivery> {
  const records = deliveryRecords(row);
  const channels = Object.entries(CHANNEL_COLUMNS) as [Channel, keyof QuoteRow][];
  return Object.fromEntries(
    channels.map(([channel, column]): [Channel, ChannelDelivery] => {
      const sentAt = (row[column] ?? null) as string | null;
      if (sentAt !== null) {
        return [channel, { state: 'delivered', reason: null, attempts: null, at: sentAt }];
      }
      const record = records.find((candidate) => candidate.channel === channel);
      if (!record) return [channel, { state: 'not sent', reason: null, attempts: null, at: null }];
      const { reason, attempts, at } = record;
      const state = record.state === 'gave_up' ? 'gave up' : 'retrying';
      return [channel, { state, reason, attempts, at }];
    }),
  ) as Record<Channel, ChannelDelivery>;
}

export function rowToQuote(row: LeadRow): StoredLead {
  const deliveries = channelDeliveries(row);
  const perChannel = (state: DeliveryState) =>
    Object.fromEntries(
      Object.entries(deliveries).map(([channel, delivery]) => [channel, delivery.state === state]),
    ) as Record<Channel, boolean>;
  return {
    ...rowToLead(row),
    notified: row.notified_at !== null,
    deliveries,
    delivered: perChannel('delivered'),
    undelivered: perChannel('gave up'),
    status: isLeadStatus(row.status) ? row.status : FIRST_LEAD_STATUS,
    contactedAt: row.contacted_at ?? null,
  };
}
