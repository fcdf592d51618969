import { ELSEWHERE_ORIGIN } from '../../playwright.config';
import { cspViolations, expect, open, test } from './fixtures';
import { fillAllSteps, openQuoteFromFooter, quoteDialog } from './quote-helpers';
import { quotesCommand, storedQuotes } from './stored-quotes';
import type { QuotePayload } from '../../lib/quote/schema';
import { validPayload } from '../unit/quote-fixtures';

test(
  'the real wizard posts to the Worker of npm start, and the quote is stored in its D1',
  { tag: '@one-width' },
  async ({ page, external }, testInfo) => {
    // Reading the D1 back starts wrangler, seconds on a busy machine.
    test.slow();
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

    const stored = storedQuotes().find((quote) => quote.email === email);
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
    test.slow();
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
    expect(storedQuotes().find((quote) => quote.email === email)).toMatchObject({
      spam: true,
      notified: false,
    });
  },
);

test(
  'as the API host of a site hosted elsewhere: the preflight and the post from an allowed origin pass, a foreign one is refused',
  { tag: '@one-width' },
  async ({ request }) => {
    test.slow();
    const preflight = (origin: string) =>
      request.fetch('/api/submitQuote', {
        method: 'OPTIONS',
        headers: {
          Origin: origin,
          'Access-Control-Request-Method': 'POST',
          'Access-Control-Request-Headers': 'content-type,idempotency-key,x-honeypot',
        },
      });
    const allowed = await preflight(ELSEWHERE_ORIGIN);
    expect(allowed.status()).toBe(204);
    expect(allowed.headers()['access-control-allow-origin']).toBe(ELSEWHERE_ORIGIN);
    expect(allowed.headers()['access-control-allow-headers']).toMatch(/X-Honeypot/i);

    const email = `elsewhere.${Date.now()}@example.com`;
    const body = validPayload({ email, userip: '', pageurl: `${ELSEWHERE_ORIGIN}/contact/` });
    const posted = await request.post('/api/submitQuote', {
      headers: { Origin: ELSEWHERE_ORIGIN },
      data: body,
    });
    expect(posted.status()).toBe(201);
    expect(posted.headers()['access-control-allow-origin']).toBe(ELSEWHERE_ORIGIN);

    const foreign = await preflight('https://evil.example');
    expect(foreign.status()).toBe(403);
    expect(foreign.headers()['access-control-allow-origin']).toBeUndefined();
    const refused = await request.post('/api/submitQuote', {
      headers: { Origin: 'https://evil.example' },
      data: { ...body, email: `foreign.${email}` },
    });
    expect(refused.status()).toBe(403);
    const stored = storedQuotes().map((quote) => quote.email);
    expect(stored).toContain(email);
    expect(stored).not.toContain(`foreign.${email}`);
  },
);

test(
  "--erase deletes every quote of that person, whatever the address's case, and no one else's",
  { tag: '@one-width' },
  async ({ request }) => {
    test.slow();
    const stamp = Date.now();
    const person = `erase.${stamp}@example.com`;
    const other = `keep.${stamp}@example.com`;
    const quote = (email: string, service: QuotePayload['service']) =>
      validPayload({ email, service });
    for (const [email, service] of [
      [person, 'Web Development'],
      [person.toUpperCase(), 'AWS Cloud Service'],
      [other, 'Web Development'],
    ] as const) {
      expect(
        (await request.post('/api/submitQuote', { data: quote(email, service) })).status(),
      ).toBe(201);
    }

    expect(quotesCommand('--erase', person)).toContain(`2 quotes of ${person} deleted`);
    const left = storedQuotes().map((stored) => String(stored.email).toLowerCase());
    expect(left).not.toContain(person);
    expect(left.filter((email) => email === other)).toHaveLength(1);
  },
);
