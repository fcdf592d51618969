// One label a field, wherever the sales team meets it: the sales message, the inbox's list and
// lead page, the CSV; and one column a field, the field model's and the store's.
import { describe, expect, it } from 'vitest';
import {
  LEAD_FIELDS,
  LEAD_LABELS,
  leadField,
  leadFieldsOf,
  WEBHOOK_GROUPS,
} from '@/lib/quote/fields';
import { LEAD_SOURCE_FIELDS } from '@/lib/quote/lead-source';
import { signedLeadRequest } from '@/worker/notify/json-webhook';
import { leadText } from '@/worker/notify/lead-message';
import {
  ALL_COLUMNS,
  CHANNEL_COLUMNS,
  QUOTE_COLUMNS,
  type QuoteRow,
  SOURCE_COLUMNS,
  STATUS_COLUMNS,
} from '@/worker/storage/columns';
import { rowToLead, rowToStoredLead } from '@/worker/storage/rows';
import { storedRowOf } from '@/worker/test/stored-row';
import { CSV_HEADERS, renderCsv } from './lead-csv';
import { parseFilter } from './lead-filter';
import { leadPage } from './views/lead';
import { listPage } from './views/list';

const row = storedRowOf({
  source_utm_campaign: 'spring',
  notify_attempts: 0,
  status: 'new',
}) as unknown as QuoteRow;
const lead = rowToStoredLead(row);
const identity = { email: 'sales@example.com', local: false };

describe('the field model', () => {
  it('gives each stored field the column the store writes it to', () => {
    for (const [key, column] of Object.entries(QUOTE_COLUMNS)) {
      expect(leadField(key as keyof typeof QUOTE_COLUMNS).column).toBe(column);
    }
    for (const key of LEAD_SOURCE_FIELDS) {
      expect(leadField(key).column).toBe(SOURCE_COLUMNS[key]);
    }
    for (const column of STATUS_COLUMNS) {
      expect(LEAD_FIELDS.some((field) => field.column === column)).toBe(true);
    }
    for (const field of LEAD_FIELDS) {
      if (field.column) expect(ALL_COLUMNS).toContain(field.column);
    }
    expect(Object.values(CHANNEL_COLUMNS)).not.toContain(leadField('notified').column);
  });

  it('lists the JSON webhook’s lead, as docs/quote-api.md documents it from the model', () => {
    const { body } = signedLeadRequest(rowToLead(row), 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw');
    const sent = (JSON.parse(body) as { lead: Record<string, unknown> }).lead;
    const keys = Object.keys(sent).flatMap((key) =>
      key === 'source' ? LEAD_SOURCE_FIELDS.map((field) => `source.${field}`) : [key],
    );
    expect(keys).toEqual(
      leadFieldsOf(...WEBHOOK_GROUPS).map((field) =>
        field.group === 'source' ? `source.${field.key}` : field.key,
      ),
    );
  });

  it('has one label a field, and no two fields with one label', () => {
    const labels = LEAD_FIELDS.map((field) => field.label);
    expect(new Set(labels).size).toBe(labels.length);
  });
});

describe('every renderer takes the model’s labels', () => {
  it('the sales message: each of its own lines starts with its field’s label', () => {
    const own = leadText(lead, ['https://www.example.com'])
      .split('\n')
      .filter((line) => !line.startsWith('>'))
      .map((line) => line.split(':')[0]);
    const label = LEAD_LABELS;
    expect(own).toEqual([
      label.name,
      label.mobile,
      label.email,
      label.service,
      label.budget,
      label.pageurl,
      'Source',
      label.receivedAt,
      label.id,
    ]);
  });

  it('the lead’s page: every field of the request and of the source, under its label', async () => {
    const page = String(
      await leadPage({ identity, lead, row, history: [], formKey: 'k', currency: 'USD' }),
    );
    const shown = [
      ...leadFieldsOf('contact', 'request', 'visit', 'source').filter(
        (field) => field.key !== 'fileattachment',
      ),
      ...['receivedAt', 'spam', 'id', 'idempotencyKey', 'contactedAt'].map((key) =>
        leadField(key as 'id'),
      ),
    ];
    for (const field of shown) expect(page).toContain(`<dt>${field.label}</dt>`);
    expect(page).not.toMatch(/<dt>(E-mail|Mobile)<\/dt>/);
  });

  it('the list: its columns and filters', async () => {
    const page = String(
      await listPage({
        identity,
        filter: parseFilter(new URLSearchParams()),
        leads: [lead],
        total: 1,
        sources: [],
        erasures: [],
      }),
    );
    for (const key of ['name', 'receivedAt', 'service', 'budget', 'status'] as const) {
      expect(page).toMatch(
        new RegExp(`<th scope="col"( class="nowrap")?>${LEAD_LABELS[key]}</th>`),
      );
    }
    for (const key of ['service', 'budget', 'status'] as const) {
      expect(page).toContain(`<label for="${key}">${LEAD_LABELS[key]}</label`);
    }
  });

  it('the CSV: each column headed by its field’s label', () => {
    const [header] = renderCsv([lead]).split('\r\n');
    expect(header).toBe(CSV_HEADERS.map((label) => `"${label}"`).join(','));
    expect(CSV_HEADERS).toContain(LEAD_LABELS.mobile);
    expect(CSV_HEADERS).toContain(LEAD_LABELS.email);
    expect(CSV_HEADERS).toHaveLength(new Set(CSV_HEADERS).size);
  });
});
