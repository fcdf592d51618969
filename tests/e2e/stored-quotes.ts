import { expect, type Page } from '@playwright/test';
import type { StoredLead } from '@/worker/storage/rows';
import { editorOriginOf } from './editor-repo';

/**
 * The quote stored for this address, as the inbox's JSON gives it (spam included), asked of the
 * server under test: a second workerd on the same local SQLite file would race the server's writes.
 */
export async function storedLead(page: Page, email: string): Promise<StoredLead | undefined> {
  const inbox = editorOriginOf(new URL(page.url()).origin);
  const response = await page.request.post(`${inbox}/api/leads/`, {
    form: { q: email, spam: 'all' },
    headers: { Origin: inbox },
  });
  expect(response.status(), await response.text()).toBe(200);
  const { leads } = (await response.json()) as { leads: StoredLead[] };
  return leads.find((lead) => lead.email === email);
}
