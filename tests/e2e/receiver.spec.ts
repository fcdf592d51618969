import fs from 'node:fs';
import path from 'node:path';
import { cspViolations, expect, open, test } from './fixtures';
import { fillAllSteps, openQuoteFromFooter, quoteDialog } from './quote-helpers';

const INBOX = path.join(process.cwd(), 'test-results', 'quotes.jsonl');

test(
  'the real wizard posts to the real local receiver, and the quote is in the inbox',
  { tag: '@one-width' },
  async ({ page, external }, testInfo) => {
    const email = `receiver.${testInfo.project.name}.${Date.now()}@example.com`;
    await open(page, '/ai-services/computer-vision/');
    await expect
      .poll(() => external.some((request) => request.url.startsWith('https://api.ipify.org')))
      .toBe(true);
    await openQuoteFromFooter(page);
    await fillAllSteps(page, {
      contact: { name: 'Meera', mobile: '+91 91234 56789', email },
      service: ['AWS Cloud Service', 'Vision models for a warehouse.'],
      budget: ['$50K - $100K', ''],
    });
    await quoteDialog(page).getByRole('button', { name: 'Submit' }).click();
    await expect(quoteDialog(page).getByRole('heading', { name: /thank you/i })).toBeVisible();
    expect(await cspViolations(page)).toEqual([]);

    const lines = fs.readFileSync(INBOX, 'utf8').trim().split('\n');
    const stored = lines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .find((quote) => quote.email === email);
    expect(stored).toMatchObject({
      name: 'Meera',
      mobile: '+919123456789',
      email,
      service: 'AWS Cloud Service',
      serviceComment: 'Vision models for a warehouse.',
      budget: '$50K - $100K',
      budgetComment: '',
      pageurl: page.url(),
      userip: '203.0.113.7',
      fileattachment: null,
    });
    expect(typeof stored?.id).toBe('string');
    expect(Number.isNaN(Date.parse(String(stored?.receivedAt)))).toBe(false);
  },
);
