/**
 * The content editor (/admin/, Decap CMS) driven through its UI in local mode against a
 * throwaway clone of content/ served by decap-server (editor-repo.ts): what it writes is what
 * the build reads, and what the build refuses it refuses first. The viewport changes nothing
 * here, so one width.
 */
import { contentKinds } from '@/lib/content/kinds';
import { paragraphs } from '@/lib/content/parse';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { frontMatter, startEditorRepo, routeEditorTo, type EditorRepo } from './editor-repo';

const SERVICE = 'content/services/ai-services/computer-vision.md';
const SERVICE_ENTRY = '/admin/#/collections/services-ai-services/entries/computer-vision';

let repo: EditorRepo;
test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  repo = await startEditorRepo();
});
test.afterAll(async () => {
  await repo?.stop();
});

/** Opens an entry's form: the editor asks to log in first, then shows the page asked for. */
async function open(page: Page, entry: string) {
  await routeEditorTo(page, repo);
  await page.goto(entry);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('button', { name: 'Save' })).toBeVisible();
}

/** Save, mark Ready, then Publish now: the editorial workflow as a marketer runs it. */
async function saveAndPublish(page: Page) {
  page.on('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByRole('button', { name: 'Status: Draft' }).click();
  await page.getByRole('menuitem', { name: 'Ready' }).click();
  await expect(page.getByRole('button', { name: 'Status: Ready' })).toBeVisible();
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Publish now' }).click();
  await expect(page.getByRole('button', { name: 'Published' })).toBeVisible();
}

test.describe('the content editor', { tag: '@one-width' }, () => {
  test('publishes an edited field of a service page, leaving the rest of the file as it was', async ({
    page,
  }) => {
    test.slow();
    const before = frontMatter(repo.read(SERVICE));
    const promise =
      'Cameras that check every part on the line, day and night, and flag what is wrong.';
    await open(page, SERVICE_ENTRY);
    await page.getByRole('textbox', { name: 'Promise' }).fill(promise);
    await saveAndPublish(page);

    await expect.poll(() => frontMatter(repo.read(SERVICE)).data.promise).toBe(promise);
    const after = frontMatter(repo.read(SERVICE));
    expect(after.data).toEqual({ ...before.data, promise });
    expect(after.body).toBe(before.body);
    const parsed = contentKinds.service.schema.safeParse({
      ...after.data,
      intro: paragraphs(after.body),
    });
    expect(parsed.error?.issues).toBeUndefined();
  });

  test('refuses a meta title the build would refuse, and writes nothing', async ({ page }) => {
    const before = repo.read(SERVICE);
    await open(page, SERVICE_ENTRY);
    const title = 'Computer vision for inspection, counting and documents, today';
    expect(title).toHaveLength(61);
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(
      page.getByText("Title didn't match the pattern: must be at most 59 characters"),
    ).toBeVisible();
    expect(repo.read(SERVICE)).toBe(before);
  });
});
