/**
 * The content editor (/admin/, Decap CMS) driven through its UI in local mode against a
 * throwaway clone of content/ served by decap-server (editor-repo.ts): what it writes is what
 * the build reads, and what the build refuses it refuses first. The viewport changes nothing
 * here, so one width.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { ContentFile } from '@/lib/content/files';
import { contentKinds } from '@/lib/content/kinds';
import { loadContent } from '@/lib/content/load';
import { paragraphs } from '@/lib/content/parse';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  frontMatter,
  settledFrontMatter,
  startEditorRepo,
  routeEditorTo,
  type EditorRepo,
} from './editor-repo';

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

/** Every file under the clone's content/, as the build's loader takes them. */
function filesOnDisk(dir: string): ContentFile[] {
  return fs
    .readdirSync(path.join(dir, 'content'), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(md|yaml)$/.test(entry.name))
    .map((entry) => {
      const full = path.join(entry.parentPath, entry.name);
      return {
        path: path.relative(dir, full).split(path.sep).join('/'),
        source: fs.readFileSync(full, 'utf8'),
      };
    });
}

async function choose(page: Page, field: string, option: string) {
  await page.getByRole('combobox', { name: field }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
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

    const after = { data: { ...before.data, promise }, body: before.body };
    await expect.poll(() => settledFrontMatter(repo, SERVICE)).toEqual(after);
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

  test('creates a case study from the editor, which the content loader accepts', async ({
    page,
  }) => {
    test.slow();
    await open(page, '/admin/#/collections/case-studies/new');
    for (const name of ['Add services', 'Add stack', 'Add results', 'Add results'])
      await page.getByRole('button', { name }).click();
    for (const name of ['Add rows', 'Add rows', 'Add keywords'])
      await page.getByRole('button', { name }).click();
    const box = (name: string, index = 0) =>
      page.getByRole('textbox', { name, exact: true }).nth(index);

    await page.getByRole('spinbutton', { name: 'Order' }).fill('10');
    await box('Kind').fill('Dairy cooperative collecting milk from 300 villages');
    await box('Place').fill('Gujarat, India');
    await box('Title').fill('Milk collection rounds recorded offline on a phone');
    await choose(page, 'Category', 'mobile-development');
    await box('Services').fill('android-app-development');
    await box('Industry').fill('Dairy');
    await box('Stack').fill('Kotlin');
    await box('Figure', 0).fill('2 hours');
    await box('Label', 0).fill('saved on each collection round');
    await box('Figure', 1).fill('0');
    await box('Label', 1).fill('slips lost between the village and the plant');
    await choose(page, 'Device', 'phone');
    await box('Screen').fill('Round 14, Anand');
    await choose(page, 'Accent', 'teal');
    await choose(page, 'Shape', 'list');
    await box('Label', 2).fill('Farmers visited');
    await box('Value', 0).fill('42');
    await box('Label', 3).fill('Litres recorded');
    await box('Value', 1).fill('1,260');
    await box('Alt').fill(
      'A phone showing a collection round: farmers visited and litres recorded.',
    );
    await box('Title', 1).fill('Dairy Collection App Case Study | NimbleForge');
    await box('Description').fill(
      'An offline Android app for a dairy cooperative that records every milk collection in the village and syncs it to the plant when a signal returns.',
    );
    await box('Keywords').fill('dairy collection app');
    // The story in Markdown, as written in the file.
    await page.getByRole('switch').click();
    await page
      .getByRole('textbox')
      .last()
      .fill(
        '## Problem\n\nPaper slips were lost between villages and the plant.\n\n## Solution\n\nAn offline app that syncs when a signal returns.',
      );
    await saveAndPublish(page);

    const file = 'content/portfolio/milk-collection-rounds-recorded-offline-on-a-phone.md';
    await expect
      .poll(() => settledFrontMatter(repo, file))
      .toHaveProperty('data.title', 'Milk collection rounds recorded offline on a phone');
    const content = loadContent(filesOnDisk(repo.dir));
    expect(content.caseStudies.map((study) => study.slug)).toContain(
      'milk-collection-rounds-recorded-offline-on-a-phone',
    );
  });
});

test(
  'on a host of its own without a repository, /admin/ says how to set the editor up',
  { tag: '@one-width' },
  async ({ page, baseURL }) => {
    // The test export names no repository; served here as a deployed site would be.
    const deployed = 'https://www.example.com';
    await page.route(`${deployed}/**`, async (route) => {
      const { pathname } = new URL(route.request().url());
      await route.fulfill({
        response: await route.fetch({ url: new URL(pathname, baseURL).href }),
      });
    });
    const loads: string[] = [];
    page.on('request', (request) => loads.push(new URL(request.url()).pathname));
    await page.goto(`${deployed}/admin/`);
    await expect(
      page.getByRole('heading', { name: 'The content editor is not set up on this site' }),
    ).toBeVisible();
    await expect(page.getByText(/CMS_GITHUB_REPO/)).toBeVisible();
    expect(loads).not.toContain('/admin/decap/decap-cms.js');
  },
);
