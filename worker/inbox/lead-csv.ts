// One function for `npm run quotes -- --csv` and the inbox's export: the same columns in both.
import { LEAD_LABELS, type LeadFieldKey } from '@/lib/quote/fields';
import { LEAD_SOURCE_FIELDS } from '@/lib/quote/lead-source';
import { minorUnitDigits } from '@/worker/lead-logic/deal-value';
import { QUOTE_COLUMNS } from '@/worker/storage/columns';
import type { StoredLead } from '@/worker/storage/rows';

/** The lead's own fields from its model, then the delivery's outcome before the spam flag, as the
 * export has always had it. */
const CSV_FIELDS = [
  ...(Object.keys(QUOTE_COLUMNS) as (keyof typeof QUOTE_COLUMNS)[]).filter(
    (field) => field !== 'spam',
  ),
  'notified',
  'undelivered',
  'spam',
  'status',
  'dealValue',
  'dealCurrency',
  ...LEAD_SOURCE_FIELDS,
] as const satisfies readonly LeadFieldKey[];

type CsvRow = Record<(typeof CSV_FIELDS)[number], unknown>;

function csvRow(lead: StoredLead): CsvRow {
  const row: Record<string, unknown> = { ...lead };
  // The channels that gave up on the lead, by name: "chat email", or empty.
  row.undelivered = Object.entries(lead.undelivered)
    .filter(([, gaveUp]) => gaveUp)
    .map(([channel]) => channel)
    .join(' ');
  for (const field of LEAD_SOURCE_FIELDS) row[field] = lead.source?.[field];
  // A plain decimal a spreadsheet sums ("1200.50"), in the currency's own places; a value typed
  // when the lead was won and kept after it moved on is not a deal, so not exported.
  const deal = lead.status === 'won' ? lead.dealValue : null;
  row.dealValue = deal ? deal.amount.toFixed(minorUnitDigits(deal.currency)) : '';
  row.dealCurrency = deal?.currency ?? '';
  return row as CsvRow;
}

export const CSV_HEADERS: readonly string[] = CSV_FIELDS.map((field) => LEAD_LABELS[field]);

/**
 * RFC 4180, every cell quoted. A cell that a spreadsheet would run as a formula gets a
 * leading apostrophe (a phone number stays as it is): a visitor's words must not run.
 */
export function renderCsv(leads: readonly StoredLead[]): string {
  const cell = (value: unknown) => {
    let text = value === null || value === undefined ? '' : String(value);
    if (/^[=@\t\r]|^[+-](?![\d\s().-]*$)/.test(text)) text = `'${text}`;
    return `"${text.replace(/"/g, '""')}"`;
  };
  const lines = [
    CSV_HEADERS.map(cell).join(','),
    ...leads.map((lead) => CSV_FIELDS.map((field) => cell(csvRow(lead)[field])).join(',')),
  ];
  return `${lines.join('\r\n')}\r\n`;
}
