import type { LeadValues, OwnLeadField } from '@/lib/quote/fields';
import type { LeadSource } from '@/lib/quote/lead-source';
import { type DealValue, dealValueOf } from '@/worker/lead-logic/deal-value';
import { FIRST_LEAD_STATUS, isLeadStatus, type LeadStatus } from '@/worker/lead-logic/lead-status';
import {
  type Channel,
  CHANNEL_COLUMNS,
  QUOTE_COLUMNS,
  type QuoteRow,
  sourceOfRow,
} from './columns';

export type { Channel, QuoteRow };

export interface DeliveryRecord {
  channel: Channel;
  state: 'retrying' | 'gave_up';
  reason: string;
  attempts: number;
  at: string;
}

/** `deliveries`: the lead_deliveries rows as JSON; absent from a row read without them. */
export type LeadRow = QuoteRow & { deliveries?: string | null };

export type DeliveryState = 'delivered' | 'retrying' | 'gave up' | 'not sent';

export interface ChannelDelivery {
  state: DeliveryState;
  /** Never the target's address. */
  reason: string | null;
  attempts: number | null;
  at: string | null;
}

/**
 * A lead as the visit sent it, typed from its field model (lib/quote/fields.ts): a field added
 * there is here too. The spam column's reason is only a yes or no to the lead's readers.
 */
export type LeadData = Omit<LeadValues<OwnLeadField>, 'spam'> & {
  fileattachment: null;
  source: LeadSource | null;
  spam: boolean;
};

export type StoredLead = LeadData & {
  notified: boolean;
  /** `delivered` and `undelivered` say the same, as yes or no. */
  deliveries: Record<Channel, ChannelDelivery>;
  delivered: Record<Channel, boolean>;
  undelivered: Record<Channel, boolean>;
  status: LeadStatus;
  contactedAt: string | null;
  /** Typed when the lead was marked won; kept if it moves on, though only a won lead counts. */
  dealValue: DealValue | null;
};

export function rowToLead(row: QuoteRow): LeadData {
  const { spam, ...fields } = QUOTE_COLUMNS;
  const lead = Object.fromEntries(
    Object.entries(fields).map(([field, column]) => [field, row[column]]),
  ) as { -readonly [F in keyof typeof fields]: QuoteRow[(typeof fields)[F]] };
  return { ...lead, fileattachment: null, source: sourceOfRow(row), spam: row[spam] !== null };
}

export function deliveryRecords(row: LeadRow): DeliveryRecord[] {
  return row.deliveries ? (JSON.parse(row.deliveries) as DeliveryRecord[]) : [];
}

/** The *_sent_at column wins over the record: a delivery is final. */
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

export function rowToStoredLead(row: LeadRow): StoredLead {
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
    dealValue: dealValueOfRow(row),
  };
}

export function dealValueOfRow(row: QuoteRow): DealValue | null {
  const { deal_value_minor: minor, deal_currency: currency } = row;
  return typeof minor === 'number' && currency ? dealValueOf(minor, currency) : null;
}
