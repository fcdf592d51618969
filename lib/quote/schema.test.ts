import { budgetOptions, serviceOptions } from '@/lib/quote/options';
import { validPayload } from '@/tests/unit/quote-fixtures';
import { describe, expect, it } from 'vitest';
import { messages } from './messages';
import {
  budgetStepSchema,
  contactStepSchema,
  quotePayloadSchema,
  serviceStepSchema,
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

describe('name (section 5)', () => {
  it.each([
    ['', messages.nameRequired],
    ['   ', messages.nameRequired],
    [undefined, messages.nameRequired],
    ['A', messages.nameLetters],
    ['Asha Rao', messages.nameLetters],
    [' Asha', messages.nameLetters],
    ['Asha1', messages.nameLetters],
    ['Asha-Rao', messages.nameLetters],
    ["O'Neil", messages.nameLetters],
    ['Asha.', messages.nameLetters],
    ['12', messages.nameLetters],
    ['Asha', null],
    ['Al', null],
    ['ASHA', null],
    ['José', null],
    ['Zoë', null],
    ['Ramakrishnan', null],
  ])('%j gives %j', (value, expected) => {
    expect(messageFor('name', value)).toBe(expected);
  });
});

describe('mobile (section 5, default country India)', () => {
  it.each([
    ['', messages.mobileRequired],
    [' ', messages.mobileRequired],
    ['1234567890', messages.mobileInvalid], // not a mobile range: the default metadata would accept it
    ['987654321', messages.mobileInvalid], // TOO_SHORT for a 10-digit national number
    ['98765432101', messages.mobileInvalid], // TOO_LONG
    ['9', messages.mobileInvalid], // TOO_SHORT in the library
    ['98765abc43210', messages.mobileInvalid], // NOT_A_NUMBER
    ['abc', messages.mobileInvalid], // NOT_A_NUMBER
    ['+999 12345', messages.mobileInvalid], // INVALID_COUNTRY
    ['+1 202 555 0147', messages.mobileInvalid], // a valid number, but not Indian
    ['+91 11 2345 6789', messages.mobileInvalid], // an Indian landline
    ['9876543210', null],
    ['+91 98765 43210', null],
    ['+919876543210', null],
    ['09876543210', null],
    ['0091 9876543210', null],
    ['98765-43210', null],
    ['+91-98765-43210', null],
    ['7012345678', null],
  ])('%j gives %j', (value, expected) => {
    expect(messageFor('mobile', value)).toBe(expected);
  });
});

describe('email (section 5)', () => {
  it.each([
    ['', messages.emailRequired],
    ['asha @example.com', messages.emailInvalid],
    ['asha@example .com', messages.emailInvalid],
    ['ashaexample.com', messages.emailInvalid],
    ['asha@@example.com', messages.emailInvalid],
    ['asha@ex@ample.com', messages.emailInvalid],
    ['asha@example', messages.emailInvalid],
    ['asha@example.c', messages.emailInvalid],
    ['asha@example.c0m', messages.emailInvalid],
    ['asha+tag@example.com', messages.emailInvalid],
    ['@example.com', messages.emailInvalid],
    ['123@456.78', messages.emailInvalid],
    ['asha@example.com', null],
    ['asha.rao@example.co.in', null],
    ['asha_rao-1@mail.example.org', null],
    ['A.B@EXAMPLE.IO', null],
    ['123@example.com', null],
  ])('%j gives %j', (value, expected) => {
    expect(messageFor('email', value)).toBe(expected);
  });
});

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
