import { answerIpLookup, cspViolations, expect, followLink, open, STUB_IP, test } from './fixtures';
import { fillAllSteps, openQuoteFromFooter, quoteDialog } from './quote-helpers';
import { storedLead } from './stored-quotes';

// One visit for the whole way of a quote: its source noted on the landing page, the real wizard
// two pages later, the Worker's D1 it is stored in, and the funnel's counting down meanwhile.
test(
  'a campaign visit’s source, noted on its first page, is stored with the quote the real wizard posts two pages later to the Worker of npm start, in its D1, with the counting endpoint failing',
  { tag: '@one-width' },
  async ({ page, external }, testInfo) => {
    // Counting is no part of sending: with it down, the quote is sent and stored all the same.
    await page.route('**/api/events', (route) => route.fulfill({ status: 503, body: '' }));
    await answerIpLookup(page);
    const email = `endpoint.${testInfo.project.name}.${Date.now()}@example.com`;
    // Each page looks the visitor's address up once, when the browser is idle after its load:
    // each is waited for before the next page, so the last count is the quote's own page's.
    const lookups = () =>
      external.filter((request) => request.url.startsWith('https://api.ipify.org')).length;
    await open(
      page,
      '/ai-services/computer-vision/?utm_source=google&utm_medium=cpc&utm_campaign=spring-sale&gclid=Cj0KCQ-secret-click',
    );
    await expect.poll(lookups).toBe(1);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await followLink(page, nav.getByRole('link', { name: 'Blog' }));
    await expect.poll(lookups).toBe(2);
    await followLink(page, nav.getByRole('link', { name: 'Portfolio' }));
    await expect.poll(lookups).toBe(3);
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
      userip: STUB_IP,
      fileattachment: null,
      spam: false,
      source: {
        landingPage:
          '/ai-services/computer-vision/?utm_source=google&utm_medium=cpc&utm_campaign=spring-sale',
        referrer: null,
        utmSource: 'google',
        utmMedium: 'cpc',
        utmCampaign: 'spring-sale',
        utmTerm: null,
        utmContent: null,
        clickId: 'gclid',
      },
    });
    expect(page.url()).toMatch(/\/portfolio\/$/);
    expect(typeof stored?.id).toBe('string');
    expect(stored?.idempotencyKey).toEqual(expect.any(String));
    expect(Number.isNaN(Date.parse(String(stored?.receivedAt)))).toBe(false);
    expect(JSON.stringify(stored)).not.toContain('secret-click');
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
