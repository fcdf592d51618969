// A new optional field is one entry in the lead's model (lib/quote/fields.ts) and one migration:
// here the model gets one more entry, and the row's mapping, the sales message, the CSV and the
// insert carry it with no other change. The types below are checked by `tsc` (expectTypeOf does
// nothing at run time): each derives from the model, so a hand-written lead missing a field fails.
import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import type {
  LeadField,
  LeadFieldKey,
  LeadFieldSpec,
  LeadValues,
  MessageField,
  OwnLeadField,
} from '@/lib/quote/fields';
import type { QuoteFormValues, QuotePayload } from '@/lib/quote/schema';
import { validPayload } from '@/tests/fixtures/sample-payload';
import { renderCsv } from '@/worker/inbox/lead-csv';
import { type LeadMessageInput, leadText } from '@/worker/notify/lead-message';
import { ALL_COLUMNS, INSERT_COLUMNS, insertValues, type QuoteRow } from '@/worker/storage/columns';
import { type LeadData, rowToLead, rowToStoredLead, type StoredLead } from '@/worker/storage/rows';

const { COMPANY } = vi.hoisted(() => ({
  COMPANY: {
    key: 'company',
    column: 'company',
    label: 'Company',
    group: 'contact',
    optional: true,
  } as const,
}));

vi.mock('@/lib/quote/fields', async (importOriginal) => {
  const model = await importOriginal<typeof import('@/lib/quote/fields')>();
  const fields = [...model.LEAD_FIELDS, COMPANY];
  return {
    ...model,
    LEAD_FIELDS: fields,
    LEAD_LABELS: Object.fromEntries(fields.map((field) => [field.key, field.label])),
  };
});

type WithCompany = LeadField | typeof COMPANY;
COMPANY satisfies LeadFieldSpec;

const ORIGINS = ['https://www.example.com'];

/** A stored row of a lead, as D1 gives it, with the new column's value. */
function row(company: string | null): QuoteRow {
  const payload = validPayload({ pageurl: 'https://www.example.com/contact/' });
  const columns = Object.fromEntries(ALL_COLUMNS.map((column) => [column, null]));
  return {
    ...columns,
    id: 'lead-1',
    received_at: '2026-11-26T10:13:19.512Z',
    name: payload.name,
    mobile: payload.mobile,
    email: payload.email,
    service: payload.service,
    service_comment: payload.serviceComment,
    budget: payload.budget,
    budget_comment: payload.budgetComment,
    pageurl: payload.pageurl,
    userip: payload.userip,
    idempotency_key: null,
    spam: null,
    notify_attempts: 0,
    reminder_attempts: 0,
    status: 'new',
    company,
  } as unknown as QuoteRow;
}

function withCompany(lead: LeadData | StoredLead): { company: string | null } {
  return lead as unknown as { company: string | null };
}

describe('a field added to the lead’s model', () => {
  it('is a column of the insert, with the quote’s value', () => {
    expect(INSERT_COLUMNS.split(', ')).toContain('company');
    const quote = {
      ...validPayload(),
      id: 'lead-1',
      receivedAt: '2026-11-26T10:13:19.512Z',
      idempotencyKey: null,
      spam: null,
      source: null,
      company: 'Acme Ltd',
    };
    const values = insertValues(quote);
    expect(values[INSERT_COLUMNS.split(', ').indexOf('company')]).toBe('Acme Ltd');
    expect(ALL_COLUMNS).toContain('company');
  });

  it('is read from its row into the lead, null when the lead has none', () => {
    expect(withCompany(rowToLead(row('Acme Ltd'))).company).toBe('Acme Ltd');
    expect(withCompany(rowToStoredLead(row('Acme Ltd'))).company).toBe('Acme Ltd');
    expect(withCompany(rowToLead(row(null))).company).toBeNull();
  });

  it('is a line of the sales message, inert like the others, and absent when null', () => {
    const lead = (company: string | null) => rowToLead(row(company)) as LeadMessageInput;
    expect(leadText(lead('Acme Ltd'), ORIGINS).split('\n')).toContain('Company: Acme Ltd');

    const hostile = leadText(lead('<https://evil.example|Acme>\nQuote id: 0 @channel'), ORIGINS);
    const line = hostile.split('\n').find((text) => text.startsWith('Company:'));
    expect(line).toBe('Company: ＜hxxps://evil[.]example｜Acme＞ Quote id: 0 ＠channel');
    expect(hostile.split('\n').filter((text) => text.startsWith('Quote id:'))).toEqual([
      'Quote id: lead-1',
    ]);

    expect(leadText(lead(null), ORIGINS)).not.toContain('Company');
  });

  it('is a column of the CSV, a formula in it defused', () => {
    const [header, first] = renderCsv([rowToStoredLead(row('=HYPERLINK("x")'))]).split('\r\n');
    const headers = header!.split(',');
    expect(headers).toContain('"Company"');
    const cells = first!.match(/"(?:[^"]|"")*"/g)!;
    expect(cells[headers.indexOf('"Company"')]).toBe(`"'=HYPERLINK(""x"")"`);
  });
});

describe('the lead’s types, derived from its model', () => {
  it('type a field added to the model wherever a lead is read', () => {
    expectTypeOf<LeadValues<OwnLeadField<WithCompany>>>()
      .toHaveProperty('company')
      .toEqualTypeOf<string | null>();
    expectTypeOf<LeadValues<MessageField<WithCompany>>>()
      .toHaveProperty('company')
      .toEqualTypeOf<string | null>();

    const stored: Omit<LeadValues<OwnLeadField>, 'spam'> = rowToLead(row(null));
    // @ts-expect-error: a lead written by hand without the new field is not one of the model's
    const handWritten: LeadValues<OwnLeadField<WithCompany>> = { ...stored, spam: null };
    expect(handWritten.id).toBe('lead-1');
  });

  it('give each reader exactly the model’s fields', () => {
    expectTypeOf<keyof LeadData>().toEqualTypeOf<
      OwnLeadField['key'] | 'fileattachment' | 'source'
    >();
    expectTypeOf<keyof LeadMessageInput>().toEqualTypeOf<
      MessageField['key'] | 'id' | 'receivedAt' | 'source'
    >();
    expectTypeOf<keyof QuotePayload>().toExtend<LeadFieldKey>();
    expectTypeOf<QuoteFormValues>().toEqualTypeOf<{
      name: string;
      mobile: string;
      email: string;
      service: string | null;
      serviceComment: string;
      budget: string | null;
      budgetComment: string;
    }>();
  });
});
