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

export async function fillServiceStep(
  page: Page,
  service = 'Web Development',
  comment = 'A booking portal for clinics.',
) {
  const dialog = quoteDialog(page);
  await dialog
    .getByRole('radiogroup', { name: 'Service' })
    .getByRole('radio', { name: service, exact: true })
    .check();
  await dialog.getByRole('textbox', { name: /comment|details|tell us/i }).fill(comment);
  await dialog.getByRole('button', { name: 'Continue' }).click();
}

export async function fillBudgetStep(
  page: Page,
  budget = '$10K - $50K',
  comment = 'Launch by March.',
) {
  const dialog = quoteDialog(page);
  await dialog
    .getByRole('radiogroup', { name: 'Budget' })
    .getByRole('radio', { name: budget, exact: true })
    .check();
  await dialog.getByRole('textbox', { name: /comment|details|tell us/i }).fill(comment);
}
