import type { QuotePayload } from '@/lib/quote/schema';

/**
 * A valid quote request, as the wizard posts it, for the tests of every layer; each overrides the
 * fields it is about.
 */
export function validPayload(overrides: Partial<QuotePayload> = {}): QuotePayload {
  return {
    name: 'Asha',
    mobile: '+919876543210',
    email: 'asha@example.com',
    service: 'Web Development',
    serviceComment: '',
    budget: '$10K - $50K',
    budgetComment: '',
    pageurl: 'https://www.nimbleforge.tech/contact/',
    userip: '203.0.113.7',
    fileattachment: null,
    ...overrides,
  };
}
