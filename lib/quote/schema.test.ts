import { describe, expect, it } from 'vitest';
import { budgetOptions, serviceOptions } from '@/lib/quote/options';
import { validPayload } from '@/tests/fixtures/sample-payload';
import { messages } from './messages';
import {
  budgetStepSchema,
  contactStepSchema,
  quotePayloadSchema,
  serviceStepSchema,
  warmUpValidation,
} from './schema';

/** The message a step schema gives for one field, or null when the field is valid. */
function messageFor(field: 'name' | 'mobile' | 'email', value: unknown): string | null {
  const values = { name: 'Asha', mobile: '9876543210', email: 'asha@example.com', [field]: value };
  const result = contactStepSchema.safeParse(values);
  if (result.success) return null;
  const issues = result.error.issues.filter((issue) => issue.path[0] === field);
  expect(issues.length).toBeLessThanOrEqual(1);
  return issues[0]?.message ?? null;
}

/** Each contact field's refused values, grouped by message, and its accepted values. */
const CONTACT_CASES = {
  'name (section 5)': {
    field: 'name',
    refused: [
      [messages.nameRequired, ['', '   ', undefined]],
      [
        messages.nameLetters,
        ['A', 'Asha Rao', ' Asha', 'Asha1', 'Asha-Rao', "O'Neil", 'Asha.', '12'],
      ],
    ],
    accepted: ['Asha', 'Al', 'ASHA', 'José', 'Zoë', 'Ramakrishnan'],
  },
  'mobile (section 5, default country India)': {
    field: 'mobile',
    refused: [
      [messages.mobileRequired, ['', ' ']],
      [
        messages.mobileInvalid,
        [
          // Not a mobile range: the default metadata would accept it.
          '1234567890',
          // Too short and too long for a 10-digit national number, and too short for the library.
          ...['987654321', '98765432101', '9'],
          // Not a number, an unknown country, a valid number but not Indian, an Indian landline.
          ...['98765abc43210', 'abc', '+999 12345', '+1 202 555 0147', '+91 11 2345 6789'],
        ],
      ],
    ],
    accepted: [
      ...['9876543210', '+91 98765 43210', '+919876543210', '09876543210', '0091 9876543210'],
      ...['98765-43210', '+91-98765-43210', '7012345678'],
    ],
  },
  'email (section 5)': {
    field: 'email',
    refused: [
      [messages.emailRequired, ['']],
      [
        messages.emailInvalid,
        [
          ...['asha @example.com', 'asha@example .com', 'ashaexample.com', 'asha@@example.com'],
          ...['asha@ex@ample.com', 'asha@example', 'asha@example.c', 'asha@example.c0m'],
          ...['asha+tag@example.com', '@example.com', '123@456.78'],
        ],
      ],
    ],
    accepted: [
      ...['asha@example.com', 'asha.rao@example.co.in', 'asha_rao-1@mail.example.org'],
      ...['A.B@EXAMPLE.IO', '123@example.com'],
    ],
  },
} as const;

for (const [title, { field, refused, accepted }] of Object.entries(CONTACT_CASES)) {
  describe(title, () => {
    type Case = [value: unknown, message: string | null];
    const cases: Case[] = [
      ...refused.flatMap(([message, values]) => values.map((value): Case => [value, message])),
      ...accepted.map((value): Case => [value, null]),
    ];
    it.each(cases)('%j gives %j', (value, expected) => {
      expect(messageFor(field, value)).toBe(expected);
    });
  });
}

describe('service and budget (section 5)', () => {
  it.each([null, '', 'Gardening', undefined])('service %j is refused', (service) => {
    const result = serviceStepSchema.safeParse({ service, serviceComment: '' });
    expect(result.error?.issues[0]?.message).toBe(messages.serviceRequired);
  });
  it('accepts each of the seven services, with or without a comment', () => {
    for (const service of serviceOptions) {
      expect(serviceStepSchema.safeParse({ service, serviceComment: '' }).success).toBe(true);
    }
  });
  it.each([null, '', '$1K - $5K'])('budget %j is refused', (budget) => {
    const result = budgetStepSchema.safeParse({ budget, budgetComment: 'x' });
    expect(result.error?.issues[0]?.message).toBe(messages.budgetRequired);
  });
  it('accepts each of the five budgets', () => {
    for (const budget of budgetOptions) {
      expect(budgetStepSchema.safeParse({ budget, budgetComment: '' }).success).toBe(true);
    }
  });
  it('keeps comments optional but bounded', () => {
    expect(
      serviceStepSchema.safeParse({ service: 'Web Development', serviceComment: 'x'.repeat(2001) })
        .error?.issues[0]?.message,
    ).toBe(messages.commentTooLong);
  });
});

describe('the payload contract', () => {
  const valid = validPayload();
  it('accepts exactly the ten keys', () => {
    expect(quotePayloadSchema.safeParse(valid).success).toBe(true);
    expect(quotePayloadSchema.safeParse({ ...valid, userip: '' }).success).toBe(true);
    expect(quotePayloadSchema.safeParse({ ...valid, userip: '2001:db8::1' }).success).toBe(true);
  });
  it.each([
    ['an extra key', { ...valid, extra: 1 }],
    [
      'a missing key',
      Object.fromEntries(Object.entries(valid).filter(([key]) => key !== 'budget')),
    ],
    ['a file attachment', { ...valid, fileattachment: 'x' }],
    ['a page URL that is not a URL', { ...valid, pageurl: 'contact' }],
    ['a userip that is not an IP', { ...valid, userip: 'localhost' }],
    ['a number for a name', { ...valid, name: 42 }],
  ])('refuses %s', (_label, body) => {
    expect(quotePayloadSchema.safeParse(body).success).toBe(false);
  });
});

describe('warmUpValidation', () => {
  it("passes its own sample, so every rule (the phone library's included) runs to its end", () => {
    expect(warmUpValidation()).toBe(true);
  });
});
