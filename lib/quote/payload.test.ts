import { describe, expect, it } from 'vitest';
import { buildQuotePayload } from './payload';

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
