// The lead's own columns come from its field model; a test checks that migrations/ create
// exactly these.
import {
  isOwnField,
  LEAD_FIELDS,
  type LeadFieldValue,
  type OwnLeadField,
} from '@/lib/quote/fields';
import { LEAD_SOURCE_FIELDS, type LeadSource, type LeadSourceField } from '@/lib/quote/lead-source';
import type { NewQuote } from '@/worker/lead-logic/new-quote';

/** A quote's own fields by their columns, in insert order. */
export const QUOTE_COLUMNS = Object.fromEntries(
  LEAD_FIELDS.filter((field): field is OwnLeadField => isOwnField(field)).map((field) => [
    field.key,
    field.column,
  ]),
) as { readonly [F in OwnLeadField as F['key']]: F['column'] };
// A field of NewQuote without a column fails here.
QUOTE_COLUMNS satisfies Record<Exclude<keyof NewQuote, 'source' | 'fileattachment'>, string>;

type SourceField = Extract<(typeof LEAD_FIELDS)[number], { group: 'source' }>;

export const SOURCE_COLUMNS = Object.fromEntries(
  LEAD_FIELDS.filter((field): field is SourceField => field.group === 'source').map((field) => [
    field.key,
    field.column,
  ]),
) as { readonly [F in SourceField as F['key']]: F['column'] };
SOURCE_COLUMNS satisfies Record<LeadSourceField, `source_${string}`>;

export const CHANNEL_COLUMNS = {
  chat: 'webhook_sent_at',
  email: 'email_sent_at',
  jsonWebhook: 'json_webhook_sent_at',
} as const;
export type Channel = keyof typeof CHANNEL_COLUMNS;

const DELIVERY_COLUMNS = [
  'notified_at',
  'notify_attempts',
  'notify_not_before',
  'undelivered_at',
] as const;

/** Unused; kept until no Worker that writes them can be serving (0007_lead_deliveries.sql). */
const RETIRED_COLUMNS = [
  'webhook_failed',
  'email_failed',
  'json_webhook_failed',
  'notify_error',
] as const;

export const STATUS_COLUMNS = ['status', 'contacted_at'] as const;

/** A won lead's value (0011_lead_deal_value.sql). */
export const DEAL_COLUMNS = ['deal_value_minor', 'deal_currency'] as const;

/** The `lead.won` event's, claimed and recorded as the reminder's are. */
const WON_EVENT_COLUMNS = [
  'won_at',
  'won_sent_at',
  'won_attempts',
  'won_not_before',
  'won_unsent',
] as const;

const REMINDER_COLUMNS = [
  'reminded_at',
  'reminder_attempts',
  'reminder_not_before',
  'reminder_unsent',
] as const;

export const ALL_COLUMNS: readonly string[] = [
  ...Object.values(QUOTE_COLUMNS),
  ...Object.values(SOURCE_COLUMNS),
  ...Object.values(CHANNEL_COLUMNS),
  ...DELIVERY_COLUMNS,
  ...STATUS_COLUMNS,
  ...DEAL_COLUMNS,
  ...WON_EVENT_COLUMNS,
  ...REMINDER_COLUMNS,
  ...RETIRED_COLUMNS,
];

export type QuoteRow = {
  -readonly [F in OwnLeadField as F['column']]: LeadFieldValue<F>;
} & Record<`source_${string}` | (typeof CHANNEL_COLUMNS)[Channel], string | null> & {
    notified_at: string | null;
    notify_attempts: number;
    notify_not_before: string | null;
    undelivered_at: string | null;
    status: string;
    contacted_at: string | null;
    reminded_at: string | null;
    reminder_attempts: number;
    reminder_not_before: string | null;
    reminder_unsent: string | null;
    deal_value_minor: number | null;
    deal_currency: string | null;
    won_at: string | null;
    won_sent_at: string | null;
    won_attempts: number;
    won_not_before: string | null;
    won_unsent: string | null;
  };

const INSERTED = [...Object.entries(QUOTE_COLUMNS), ...Object.entries(SOURCE_COLUMNS)] as [
  string,
  string,
][];

/** ?1... bind insertValues(quote). */
export const INSERT_COLUMNS = INSERTED.map(([, column]) => column).join(', ');
export const INSERT_PLACEHOLDERS = INSERTED.map((_, index) => `?${index + 1}`).join(', ');

export function insertValues(quote: NewQuote): (string | null)[] {
  const fields = quote as unknown as Record<string, string | null>;
  return [
    ...Object.keys(QUOTE_COLUMNS).map((field) => fields[field] ?? null),
    ...LEAD_SOURCE_FIELDS.map((field) => quote.source?.[field] ?? null),
  ];
}

export function sourceOfRow(row: QuoteRow): LeadSource | null {
  const source = Object.fromEntries(
    LEAD_SOURCE_FIELDS.map((field) => [field, row[SOURCE_COLUMNS[field]] ?? null]),
  ) as LeadSource;
  return Object.values(source).some((value) => value !== null) ? source : null;
}
