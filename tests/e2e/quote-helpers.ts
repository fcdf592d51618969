import { expect, type Page } from '@playwright/test';

export const contact = { name: 'Asha', mobile: '98765 43210', email: 'asha.rao@example.com' };

export function quoteDialog(page: Page) {
  return page.getByRole('dialog', { name: /quote/i });
}

export async function openQuoteFromFooter(page: Page) {
  await page.getByRole('contentinfo').getByRole('button', { name: 'Get a Service' }).click();
  await expect(quoteDialog(page)).toBeVisible();
}

export async function fillContactStep(page: Page, values = contact) {
  const dialog = quoteDialog(page);
  await dialog.getByRole('textbox', { name: 'Name' }).fill(values.name);
  await dialog.getByRole('textbox', { name: /mobile/i }).fill(values.mobile);
  await dialog.getByRole('textbox', { name: /email/i }).fill(values.email);
  await dialog.getByRole('button', { name: 'Continue' }).click();
}

async function fillChoiceStep(page: Page, group: string, option: string, comment: string) {
  const dialog = quoteDialog(page);
  await dialog
    .getByRole('radiogroup', { name: group })
    .getByRole('radio', { name: option, exact: true })
    .check();
  await dialog.getByRole('textbox', { name: /comment|details|tell us/i }).fill(comment);
}

export async function fillServiceStep(
  page: Page,
  service = 'Web Development',
  comment = 'A booking portal for clinics.',
) {
  await fillChoiceStep(page, 'Service', service, comment);
  await quoteDialog(page).getByRole('button', { name: 'Continue' }).click();
}

export async function fillBudgetStep(
  page: Page,
  budget = '$10K - $50K',
  comment = 'Launch by March.',
) {
  await fillChoiceStep(page, 'Budget', budget, comment);
}

interface Answers {
  contact?: typeof contact;
  service?: [string, string];
  budget?: [string, string];
}

/** Fills the three steps, with the default answers unless given, up to (not including) Submit. */
export async function fillAllSteps(page: Page, answers: Answers = {}) {
  await fillContactStep(page, answers.contact);
  await fillServiceStep(page, ...(answers.service ?? []));
  await fillBudgetStep(page, ...(answers.budget ?? []));
}
