// The staff inbox under `npm start` (local mode, on localhost): a quote sent through the API is
// found, changed and noted; a script on a public page (127.0.0.1) reads and changes nothing of it.
import type { Page } from '@playwright/test';
import { LEAD_SOURCE_HEADER } from '@/lib/quote/api';
import { validPayload } from '@/tests/fixtures/sample-payload';
import { expectNoAxeViolations } from './axe';
import { editorOriginOf } from './editor-repo';
import { cspViolations, expect, test } from './fixtures';

/** Locally the inbox answers on the staff origin, the editor's (scripts/local/local-worker.ts). */
const staffOriginOf = editorOriginOf;

/** A wide table scrolls in its own region (worker/inbox/views/html.ts), never the page. */
async function expectNoSidewaysScroll(page: Page, what: string) {
  const width = page.viewportSize()!.width;
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth), { message: what })
    .toBeLessThanOrEqual(width);
}

test('the inbox: a new lead found with its source, worked on, and the dashboard', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  const project = testInfo.project.name;
  const name = `Inbox${project.replace(/[^a-z]/gi, '')}`;
  const email = `inbox.${project}.${Date.now()}@example.com`;
  // Letters for the time's digits: a label with more than six digits counts as `other`.
  const stamp = Date.now()
    .toString(36)
    .replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)]!);
  const campaign = `inbox-${project}-${stamp}`;
  const sent = await request.post('/api/submitQuote', {
    data: validPayload({ name, email, pageurl: `${baseURL}/services/` }),
    headers: { [LEAD_SOURCE_HEADER]: `utmSource=newsletter&utmCampaign=${campaign}` },
  });
  expect(sent.status()).toBe(201);

  await page.goto(`${staffOriginOf(baseURL!)}/inbox/`);
  await expect(
    page.getByText('Local mode: no Cloudflare Access; signed in as local@localhost'),
  ).toBeVisible();
  await page.getByLabel('Search name, e-mail or phone').fill(email);
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page.getByRole('status')).toHaveText('Leads 1–1 of 1, newest first.');
  // The search went in the form's body: the person is in no address.
  expect(page.url()).not.toContain(email.split('@')[0]!);
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText(`campaign ${campaign}`);
  await expect(row).toContainText('new');
  await expectNoAxeViolations(page, 'the list of leads');
  await expectNoSidewaysScroll(page, 'the list of leads');

  await row.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('heading', { name: `Source: campaign ${campaign}` })).toBeVisible();
  await expect(page.getByText('/services/').first()).toBeVisible();
  await expectNoAxeViolations(page, 'a lead');
  await expectNoSidewaysScroll(page, 'a lead');
  const leadUrl = page.url();
  await page.goto(`${leadUrl}erase`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(email);
  await expectNoSidewaysScroll(page, 'the erasure page');
  await page.goto(leadUrl);

  await page.getByLabel('Change status to').selectOption('contacted');
  await page.getByRole('button', { name: 'Save status' }).click();
  await expect(page.getByRole('status')).toHaveText('Status saved.');
  await page.getByLabel(/^Note/).fill('Called back: a proposal by Friday.');
  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(page.getByRole('status')).toHaveText('Note added.');
  const history = page.getByRole('list').filter({ hasText: 'new → contacted' });
  await expect(history).toContainText('local@localhost');
  await expect(history).toContainText('Called back: a proposal by Friday.');
  await expect(page.getByRole('heading', { name: 'Status: contacted' })).toBeVisible();

  await page.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.locator('[data-chart="weeks"] svg')).toBeVisible();
  await expect(page.locator('[data-chart="bySource"] svg')).toBeVisible();
  await expect(
    page
      .getByRole('row')
      .filter({ hasText: `campaign ${campaign}` })
      .last(),
  ).toBeVisible();
  await expectNoAxeViolations(page, 'the dashboard');
  // With every table of figures open: the follow-up table once made it 552 px wide at 390.
  for (const figures of await page.locator('details').all()) {
    await figures.locator('summary').click();
  }
  await expectNoSidewaysScroll(page, 'the dashboard and its funnel');

  // Another period, from the page's own links: in the address, to share, and still readable.
  await page
    .getByRole('navigation', { name: 'Period' })
    .getByRole('link', { name: 'Last 7 days' })
    .click();
  await expect(page).toHaveURL(/\/inbox\/dashboard\/\?period=7d#funnel-heading$/);
  await expect(
    page.getByRole('navigation', { name: 'Period' }).getByRole('link', { name: 'Last 7 days' }),
  ).toHaveAttribute('aria-current', 'page');
  // The charts drawn first: drawing them moves what is below.
  await expect(page.locator('[data-chart="funnel"] svg')).toBeVisible();
  // Seven days are drawn a bar a day, and the axis says so.
  await expect(page.locator('[data-chart="openings"] svg')).toContainText('Day');
  await expect(page.locator('[data-chart="openings"] svg')).not.toContainText('Week of');
  for (const name of ['By channel, source and campaign', 'By country', 'By device']) {
    await expect(page.getByRole('region', { name })).toBeVisible();
  }
  // A stored lead with no counted visit (sent through the API): no rate over 100 %.
  await expect(
    page
      .getByRole('region', { name: 'By channel, source and campaign' })
      .getByRole('row')
      .filter({
        hasText: `campaign ${campaign}`,
      }),
  ).toContainText('counting blocked for some visitors');
  for (const figures of await page.locator('details').all()) {
    await figures.locator('summary').click();
  }
  await expectNoAxeViolations(page, 'the dashboard of the last 7 days');
  await expectNoSidewaysScroll(page, 'the dashboard of the last 7 days');
  await page.screenshot({ path: testInfo.outputPath('dashboard.png'), fullPage: true });
  expect(await cspViolations(page)).toEqual([]);
});

test(
  'a script on a public page reads nothing of the leads and changes nothing',
  { tag: '@one-width' },
  async ({ page, request, baseURL }) => {
    const email = `public.script.${Date.now()}@example.com`;
    const sent = await request.post('/api/submitQuote', {
      data: validPayload({ name: 'Publicscript', email }),
    });
    const { id } = (await sent.json()) as { id: string };
    const staff = staffOriginOf(baseURL!);

    await page.goto('/contact/');
    const answers = await page.evaluate(
      async ({ id, staff }) => {
        const reads = [
          '/api/leads/',
          '/api/leads/export.csv',
          `/inbox/lead/${id}/`,
          '/inbox/',
          `${staff}/api/leads/`,
          `${staff}/api/leads/export.csv`,
          `${staff}/inbox/lead/${id}/`,
        ];
        const changes = [
          [`/inbox/lead/${id}/status`, 'status=won'],
          [`/inbox/lead/${id}/note`, 'note=hijacked'],
          [`/inbox/lead/${id}/erase`, 'confirm=yes'],
          [`${staff}/inbox/lead/${id}/status`, 'status=won'],
          [`${staff}/inbox/lead/${id}/erase`, 'confirm=yes'],
        ] as const;
        const answer = async (url: string, init?: RequestInit) => {
          try {
            const response = await fetch(url, { credentials: 'include', ...init });
            return `${url} ${response.status} ${await response.text()}`;
          } catch (error) {
            return `${url} refused: ${String(error)}`;
          }
        };
        const form = { 'Content-Type': 'application/x-www-form-urlencoded' };
        return Promise.all([
          ...reads.map((url) => answer(url)),
          ...changes.map(([url, body]) => answer(url, { method: 'POST', headers: form, body })),
          ...changes.map(([url, body]) =>
            answer(url, { method: 'POST', mode: 'no-cors', headers: form, body }),
          ),
        ]);
      },
      { id, staff },
    );
    for (const text of answers) {
      expect(text).not.toContain(email);
      expect(text).not.toContain('Publicscript');
    }

    // On the staff origin the lead is as it came: new, no note, not erased.
    await page.goto(`${staff}/inbox/lead/${id}/`);
    await expect(page.getByRole('heading', { level: 1, name: 'Publicscript' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Status: new' })).toBeVisible();
    await expect(page.getByText('hijacked')).toHaveCount(0);
  },
);

test('marking a lead won asks for the deal’s value, by keyboard, and keeps what was typed', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  const project = testInfo.project.name;
  const email = `won.${project}.${Date.now()}@example.com`;
  const sent = await request.post('/api/submitQuote', {
    data: validPayload({ name: 'Wondeal', email }),
  });
  const { id } = (await sent.json()) as { id: string };
  await page.goto(`${staffOriginOf(baseURL!)}/inbox/lead/${id}/`);

  const status = page.getByLabel('Change status to');
  const value = page.getByLabel("Deal's value in USD, when won");
  await status.focus();
  // A closed select takes the option its first letter names.
  await page.keyboard.press('w');
  await expect(status).toHaveValue('won');
  await page.keyboard.press('Tab');
  await expect(value).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Save status' })).toBeFocused();
  await page.keyboard.press('Enter');

  // Refused: the reason at the top and beside the field, the form as it was.
  await expect(page.getByRole('alert')).toContainText("Enter the deal's value in USD.");
  await expect(value).toHaveAttribute('aria-invalid', 'true');
  await expect(value).toHaveAccessibleDescription(/Enter the deal's value in USD\./);
  await expect(status).toHaveValue('won');
  await expectNoAxeViolations(page, 'the status form refused');
  await expectNoSidewaysScroll(page, 'the status form refused');

  await value.focus();
  await page.keyboard.type('12,5');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert')).toContainText('commas only between thousands');
  await expect(value).toHaveValue('12,5');
  await page.screenshot({ path: testInfo.outputPath('lead-won-refused.png'), fullPage: true });

  await value.fill('12,500.50');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status')).toHaveText('Status saved.');
  await expect(page.getByRole('heading', { name: 'Status: won' })).toBeVisible();
  await expect(page.getByText('Deal value: $12,500.50')).toBeVisible();
  await expect(value).toHaveValue('12500.50');
  await expect(page.getByRole('list').filter({ hasText: 'new → won' })).toContainText(
    'deal value $12,500.50',
  );
  await expectNoAxeViolations(page, 'a won lead');
  await expectNoSidewaysScroll(page, 'a won lead');
  await page.screenshot({ path: testInfo.outputPath('lead-won.png'), fullPage: true });

  await page.goto(`${staffOriginOf(baseURL!)}/inbox/?status=won`);
  await expect(page.getByRole('row').filter({ hasText: email })).toContainText('$12,500.50');
  expect(await cspViolations(page)).toEqual([]);
});
