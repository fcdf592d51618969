import { describe, expect, it } from 'vitest';
import { fitPageUrl, PAGE_URL_MAX_LENGTH } from './page-address';
import { buildQuotePayload } from './payload';
import { quotePayloadSchema } from './schema';

describe('buildQuotePayload', () => {
  it('sends exactly the ten keys, the mobile in international form and no attachment', () => {
    const payload = buildQuotePayload(
      {
        name: 'Asha',
        mobile: '098765 43210',
        email: 'asha@example.com',
        service: 'AWS Cloud Service',
        serviceComment: 'Move our ERP to AWS.',
        budget: '$50K - $100K',
        budgetComment: '',
      },
      { pageurl: 'https://www.nimbleforge.tech/cloud-computing/', userip: '' },
    );
    expect(payload).toEqual({
      name: 'Asha',
      mobile: '+919876543210',
      email: 'asha@example.com',
      service: 'AWS Cloud Service',
      serviceComment: 'Move our ERP to AWS.',
      budget: '$50K - $100K',
      budgetComment: '',
      pageurl: 'https://www.nimbleforge.tech/cloud-computing/',
      userip: '',
      fileattachment: null,
    });
    expect(Object.keys(payload)).toHaveLength(10);
  });
});

describe('the context of a quote', () => {
  const values = {
    name: 'Asha',
    mobile: '9876543210',
    email: 'asha@example.com',
    service: 'Web Development',
    serviceComment: '',
    budget: '$5K - $10K',
    budgetComment: '',
  } as const;

  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['2001:db8::1', '2001:db8::1'],
    ['', ''],
    ['<html>rate limited</html>', ''],
    ['999.1.1.1', ''],
    ['203.0.113.7, 10.0.0.1', ''],
  ])('userip %j is sent as %j', (ip, sent) => {
    expect(buildQuotePayload(values, { pageurl: 'https://a.example/', userip: ip }).userip).toBe(
      sent,
    );
  });

  it('a page address over the limit loses its query string first, then is cut', () => {
    const page = 'https://www.nimbleforge.tech/contact/';
    const long = `${page}?utm_source=${'x'.repeat(3000)}#form`;
    expect(fitPageUrl(long)).toBe(page);
    expect(fitPageUrl(`${page}${'a'.repeat(3000)}`)).toHaveLength(PAGE_URL_MAX_LENGTH);
    expect(fitPageUrl(`${page}?short=1`)).toBe(`${page}?short=1`);
    const payload = buildQuotePayload(values, { pageurl: long, userip: '' });
    expect(quotePayloadSchema.safeParse(payload).success).toBe(true);
  });
});
