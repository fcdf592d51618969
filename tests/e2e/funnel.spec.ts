// The cookie-free funnel as a visitor makes it: noted and counted by the page's first script,
// before the framework runs, and read back from the inbox's funnel.
import type { Page } from '@playwright/test';
import { editorOriginOf } from './editor-repo';
import { expect, test } from './fixtures';
import { fillAllSteps, openQuoteFromFooter, quoteDialog } from './quote-helpers';

/** The framework's chunks: without them the page never hydrates and its links are plain links. */
const CHUNKS = '**/_next/static/**/*.js';

async function storageKeys(page: Page) {
  return page.evaluate(() => ({
    session: Object.keys(sessionStorage).sort(),
    local: Object.keys(localStorage).sort(),
  }));
}

test(
  'a campaign visit that follows two links before hydration keeps its campaign, and the funnel counts it without a cookie',
  { tag: '@one-width' },
  async ({ page, context, baseURL }, testInfo) => {
    // Letters for the time's digits: a label with more than six digits counts as `other`.
    const stamp = Date.now()
      .toString(36)
      .replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)]!);
    const campaign = `funnel-${testInfo.project.name}-${stamp}`;
    const email = `${campaign}@example.com`;
    await page.route(CHUNKS, (route) => route.abort('blockedbyclient'));
    // Each page's view is counted (204) before the next page: the count read below is then the
    // pages', whatever else the machine is doing.
    const counted = async (visit: () => Promise<unknown>) => {
      const answer = page.waitForResponse(
        (response) => new URL(response.url()).pathname === '/api/events',
      );
      await visit();
      expect((await answer).status()).toBe(204);
    };
    await counted(() =>
      page.goto(
        `/ai-services/?utm_source=google&utm_medium=cpc&utm_campaign=${campaign}&gclid=Cj0-secret`,
      ),
    );
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const name of ['Portfolio', 'Contact']) {
      await counted(async () => {
        const loaded = page.waitForEvent('load');
        await nav.getByRole('link', { name, exact: true }).click();
        await loaded;
      });
    }
    await expect(page.locator('html[data-hydrated]')).toHaveCount(0);
    await page.unroute(CHUNKS);
    await counted(() => page.reload());
    await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);

    await openQuoteFromFooter(page);
    await fillAllSteps(page, { contact: { name: 'Kavya', mobile: '+91 91234 56789', email } });
    await quoteDialog(page).getByRole('button', { name: 'Submit' }).click();
    await expect(quoteDialog(page).getByRole('heading', { name: /thank you/i })).toBeVisible();

    // Nothing that follows the visitor: no cookie, and only the visit's note and the sent flag.
    expect(await context.cookies()).toEqual([]);
    expect(await storageKeys(page)).toEqual({
      session: ['nf-quote-sent', 'nf-visit-source'],
      local: [],
    });

    // The landing page, Portfolio, Contact and Contact again after the reload: one visit (the
    // tab landed once) and four page views, in the paid search channel (utm_medium=cpc, gclid);
    // the quote stored under the campaign's label and channel carries the campaign.
    const funnelUrl = `${editorOriginOf(baseURL!)}/api/leads/funnel`;
    // Until the last beacon is counted; an answer lost to the test server's shared SQLite file
    // (another test reading it) is asked again.
    const row = async () => {
      const response = await page.request.get(funnelUrl);
      if (!response.ok()) return null;
      const funnel = (await response.json()) as { bySource: { source: string }[] };
      return funnel.bySource.find((found) => found.source === `campaign ${campaign}`);
    };
    await expect.poll(row).toMatchObject({
      channel: 'paid_search',
      source: `campaign ${campaign}`,
      figures: {
        visits: 1,
        pageViews: 4,
        viewsPerVisit: 4,
        panelsOpened: 1,
        panelsOpenedByVisitor: 1,
        panelsOpenedByTimer: 0,
        step1Completed: 1,
        step2Completed: 1,
        quotesSent: 1,
        quotesStored: 1,
        leadsWon: 0,
        conversionRate: 1,
        countingBlocked: false,
      },
    });
    expect(await (await page.request.get(funnelUrl)).text()).not.toContain('Cj0-secret');

    await expect(async () => {
      const response = await page.goto(`${editorOriginOf(baseURL!)}/inbox/dashboard/`);
      expect(response?.ok()).toBe(true);
    }).toPass();
    const byChannel = page.getByRole('region', { name: 'By channel, source and campaign' });
    await expect(byChannel.getByRole('rowheader', { name: 'Paid search' })).toBeVisible();
    const cells = byChannel.getByRole('row').filter({ hasText: campaign }).getByRole('cell');
    // Visits and page views, each with the period before's (none) beneath it; views per visit;
    // panels (visitor / timer); step 1, step 2, sent, stored, won.
    await expect(cells.nth(0)).toHaveText(/^\s*1\s*period before: 0, new\s*$/);
    await expect(cells.nth(1)).toHaveText(/^\s*4\s*period before: 0, new\s*$/);
    await expect(cells.nth(2)).toHaveText('4.0');
    await expect(cells.nth(3)).toHaveText(/1\s*\(1 \/ 0\)/);
    for (const [index, figure] of ['1', '1', '1', '1', '0'].entries()) {
      await expect(cells.nth(index + 4)).toHaveText(new RegExp(`^\\s*${figure}\\s*period before`));
    }
  },
);
