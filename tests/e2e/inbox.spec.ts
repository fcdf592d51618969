// The sales team's inbox under `npm start` (local mode: no Cloudflare Access, the fixed local
// identity on 127.0.0.1): a quote sent through the API is found with its source, its status
// changed and a note added, the history shown; axe on the list, the lead and the dashboard.
import { LEAD_SOURCE_HEADER } from '../../lib/quote/api';
import { validPayload } from '../../lib/quote/sample-payload';
import { expectNoAxeViolations } from './axe';
import { cspViolations, expect, test } from './fixtures';

test('the inbox: a new lead found with its source, worked on, and the dashboard', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  const project = testInfo.project.name;
  const name = `Inbox${project.replace(/[^a-z]/gi, '')}`;
  const email = `inbox.${project}.${Date.now()}@example.com`;
  const campaign = `inbox-${project}-${Date.now()}`;
  const sent = await request.post('/api/submitQuote', {
    data: validPayload({ name, email, pageurl: `${baseURL}/services/` }),
    headers: { [LEAD_SOURCE_HEADER]: `utmSource=newsletter&utmCampaign=${campaign}` },
  });
  expect(sent.status()).toBe(201);

  await page.goto(`/inbox/?q=${encodeURIComponent(email)}`);
  await expect(
    page.getByText('Local mode: no Cloudflare Access; signed in as local@localhost'),
  ).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText(`campaign ${campaign}`);
  await expect(row).toContainText('new');
  await expectNoAxeViolations(page, 'the list of leads');

  await row.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('heading', { name: `Source: campaign ${campaign}` })).toBeVisible();
  await expect(page.getByText('/services/').first()).toBeVisible();
  await expectNoAxeViolations(page, 'a lead');

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
  expect(await cspViolations(page)).toEqual([]);
});
