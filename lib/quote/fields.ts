// Written once, so that a field is called one thing wherever the sales team meets it, and is
// stored in one column (worker/storage/columns.ts derives the table's lead columns from here). The public
// pages don't import this file (their bytes stay as they are): the wizard keeps its own
// labels, a test holds them equal. No imports, so that any side may read it.

export type LeadFieldGroup =
  /** Who to answer: what the wizard's first step asks. */
  | 'contact'
  /** What they asked for: the wizard's second and third steps. */
  | 'request'
  /** The page the wizard was sent from and the browser's address. */
  | 'visit'
  /** Where the visit came from (the X-Lead-Source header), nested under `source` in a lead. */
  | 'source'
  | 'technical'
  /** Whether the sales team's channels took it. */
  | 'delivery'
  | 'follow-up';

export interface LeadFieldSpec {
  readonly key: string;
  /** Its column of the quotes table (migrations/), or null when it is derived or never stored. */
  readonly column: string | null;
  readonly label: string;
  readonly group: LeadFieldGroup;
  /** Some leads have none: null in its column and in the lead; otherwise always a string. */
  readonly optional?: true;
  /** The visitor's own paragraphs: the sales message quotes them line by line, or leaves them out. */
  readonly paragraphs?: true;
  /** Left out of the sales team's message (the inbox, the CSV and the JSON webhook have it). */
  readonly unsent?: true;
}

// The order of a lead as the JSON webhook sends it, then the inbox's own: renderers keep it.
export const LEAD_FIELDS = [
  { key: 'id', column: 'id', label: 'Quote id', group: 'technical' },
  { key: 'receivedAt', column: 'received_at', label: 'Received', group: 'technical' },
  { key: 'name', column: 'name', label: 'Name', group: 'contact' },
  { key: 'mobile', column: 'mobile', label: 'Mobile number', group: 'contact' },
  { key: 'email', column: 'email', label: 'Email', group: 'contact' },
  { key: 'service', column: 'service', label: 'Service', group: 'request' },
  {
    key: 'serviceComment',
    column: 'service_comment',
    label: 'About the service',
    group: 'request',
    paragraphs: true,
  },
  { key: 'budget', column: 'budget', label: 'Budget', group: 'request' },
  {
    key: 'budgetComment',
    column: 'budget_comment',
    label: 'About the budget',
    group: 'request',
    paragraphs: true,
  },
  { key: 'pageurl', column: 'pageurl', label: 'Sent from', group: 'visit' },
  {
    key: 'userip',
    column: 'userip',
    label: 'IP address (as the browser reported it)',
    group: 'visit',
    unsent: true,
  },
  {
    key: 'idempotencyKey',
    column: 'idempotency_key',
    label: 'Idempotency key',
    group: 'technical',
    optional: true,
  },
  { key: 'fileattachment', column: null, label: 'File attachment', group: 'request' },
  { key: 'landingPage', column: 'source_landing_page', label: 'Landing page', group: 'source' },
  { key: 'referrer', column: 'source_referrer', label: 'Referrer', group: 'source' },
  { key: 'utmSource', column: 'source_utm_source', label: 'utm_source', group: 'source' },
  { key: 'utmMedium', column: 'source_utm_medium', label: 'utm_medium', group: 'source' },
  { key: 'utmCampaign', column: 'source_utm_campaign', label: 'utm_campaign', group: 'source' },
  { key: 'utmTerm', column: 'source_utm_term', label: 'utm_term', group: 'source' },
  { key: 'utmContent', column: 'source_utm_content', label: 'utm_content', group: 'source' },
  { key: 'clickId', column: 'source_click_id', label: 'Click id', group: 'source' },
  { key: 'spam', column: 'spam', label: 'Spam', group: 'technical', optional: true },
  { key: 'notified', column: 'notified_at', label: 'Notified', group: 'delivery' },
  { key: 'undelivered', column: null, label: 'Undelivered', group: 'delivery' },
  { key: 'status', column: 'status', label: 'Status', group: 'follow-up' },
  { key: 'contactedAt', column: 'contacted_at', label: 'First contacted', group: 'follow-up' },
  { key: 'dealValue', column: 'deal_value_minor', label: 'Deal value', group: 'follow-up' },
  { key: 'dealCurrency', column: 'deal_currency', label: 'Deal currency', group: 'follow-up' },
] as const satisfies readonly LeadFieldSpec[];

export type LeadField = (typeof LEAD_FIELDS)[number];
export type LeadFieldKey = LeadField['key'];

/** A lead's own fields, stored in its row: what the visit sent and the Worker added. */
const OWN_GROUPS = ['contact', 'request', 'visit', 'technical'] as const;
export type OwnLeadField<F extends LeadFieldSpec = LeadField> = Extract<
  F,
  { group: (typeof OWN_GROUPS)[number]; column: string }
>;

/** What the visitor wrote and where from: the fields of the sales team's message, in order. */
export type MessageField<F extends LeadFieldSpec = LeadField> = Exclude<
  Extract<F, { group: 'contact' | 'request' | 'visit'; column: string }>,
  { unsent: true }
>;

/** A field's value in a lead. */
export type LeadFieldValue<F extends LeadFieldSpec> = F extends { optional: true }
  ? string | null
  : string;

/** A lead's values of the given fields, by key: derived, so that a new field is typed here. */
export type LeadValues<F extends LeadFieldSpec> = { [G in F as G['key']]: LeadFieldValue<G> };

export function isOwnField(field: LeadFieldSpec): boolean {
  return (OWN_GROUPS as readonly string[]).includes(field.group) && field.column !== null;
}

export function isMessageField(field: LeadFieldSpec): boolean {
  return (
    ['contact', 'request', 'visit'].includes(field.group) &&
    field.column !== null &&
    field.unsent !== true
  );
}

export const LEAD_LABELS = Object.fromEntries(
  LEAD_FIELDS.map((field) => [field.key, field.label]),
) as { readonly [K in LeadFieldKey]: Extract<(typeof LEAD_FIELDS)[number], { key: K }>['label'] };

export function leadField(key: LeadFieldKey): LeadFieldSpec {
  return LEAD_FIELDS.find((field) => field.key === key)!;
}

export function leadFieldsOf(...groups: LeadFieldGroup[]): LeadFieldSpec[] {
  return LEAD_FIELDS.filter((field) => (groups as string[]).includes(field.group));
}

/**
 * The groups of the lead the JSON webhook sends: the stored request, never the inbox's working
 * state (delivery, follow-up), which changes after the lead was sent.
 */
export const WEBHOOK_GROUPS: readonly LeadFieldGroup[] = [
  'technical',
  'contact',
  'request',
  'visit',
  'source',
];
