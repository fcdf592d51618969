import { cspViolations, expect, open, test } from './fixtures';
import { fillAllSteps, openQuoteFromFooter, quoteDialog } from './quote-helpers';
import { storedLead } from './stored-quotes';

test(
  'the real wizard posts to the Worker of npm start, and the quote is stored in its D1',
  { tag: '@one-width' },
  async ({ page, external }, testInfo) => {
    const email = `endpoint.${testInfo.project.name}.${Date.now()}@example.com`;
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

    const stored = await storedLead(page, email);
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
      spam: false,
    });
    expect(typeof stored?.id).toBe('string');
    expect(stored?.idempotencyKey).toEqual(expect.any(String));
    expect(Number.isNaN(Date.parse(String(stored?.receivedAt)))).toBe(false);
  },
);

test(
  'a quote whose hidden field was filled, as a bot fills every field, is stored marked as spam',
  { tag: '@one-width' },
  async ({ page }, testInfo) => {
    const email = `trap.${testInfo.project.name}.${Date.now()}@example.com`;
    await open(page, '/contact/');
    await openQuoteFromFooter(page);
    // People and assistive technology never meet it.
    await expect(quoteDialog(page).getByRole('textbox', { name: /leave this empty/i })).toHaveCount(
      0,
    );
    await page.getByLabel('Leave this empty').fill('https://spam.example/');
    await fillAllSteps(page, {
      contact: { name: 'Robo', mobile: '+91 91234 56789', email },
      service: ['Web Development', ''],
      budget: ['$5K - $10K', ''],
    });
    await quoteDialog(page).getByRole('button', { name: 'Submit' }).click();
    await expect(quoteDialog(page).getByRole('heading', { name: /thank you/i })).toBeVisible();
    expect(await storedLead(page, email)).toMatchObject({
      spam: true,
      notified: false,
    });
  },
);
