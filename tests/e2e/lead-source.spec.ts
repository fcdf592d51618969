import { expect, followLink, open, test } from './fixtures';
import { fillAllSteps, openQuoteFromFooter, quoteDialog } from './quote-helpers';
import { storedLead } from './stored-quotes';

test(
  'a campaign visit’s source, noted on its first page, is stored with the quote sent two pages later',
  { tag: '@one-width' },
  async ({ page }, testInfo) => {
    const stamp = `${testInfo.project.name}.${Date.now()}`;
    const campaignEmail = `campaign.${stamp}@example.com`;
    await open(
      page,
      '/?utm_source=google&utm_medium=cpc&utm_campaign=spring-sale&gclid=Cj0KCQ-secret-click',
    );
    const nav = page.getByRole('navigation', { name: 'Main' });
    await followLink(page, nav.getByRole('link', { name: 'Blog' }));
    await followLink(page, nav.getByRole('link', { name: 'Portfolio' }));
    await openQuoteFromFooter(page);
    await fillAllSteps(page, {
      contact: { name: 'Meera', mobile: '+91 91234 56789', email: campaignEmail },
    });
    await quoteDialog(page).getByRole('button', { name: 'Submit' }).click();
    await expect(quoteDialog(page).getByRole('heading', { name: /thank you/i })).toBeVisible();

    const campaign = await storedLead(page, campaignEmail);
    expect(campaign).toMatchObject({
      pageurl: page.url(),
      source: {
        landingPage: '/?utm_source=google&utm_medium=cpc&utm_campaign=spring-sale',
        referrer: null,
        utmSource: 'google',
        utmMedium: 'cpc',
        utmCampaign: 'spring-sale',
        utmTerm: null,
        utmContent: null,
        clickId: 'gclid',
      },
    });
    expect(JSON.stringify(campaign)).not.toContain('secret-click');
  },
);
