// The editor (/admin/, Decap CMS) driven through its UI in local mode against a throwaway clone
// (editor-repo.ts): what the build refuses it refuses first (checked in lib/editor/config.test.ts).
import type { BrowserContext, Page, Request } from '@playwright/test';
import { contentFilesOnDisk } from '@/lib/content/disk';
import { contentKinds } from '@/lib/content/kinds';
import { loadContent } from '@/lib/content/load';
import { paragraphs } from '@/lib/content/parse';
import {
  editorOriginOf,
  type EditorRepo,
  frontMatter,
  routeEditorTo,
  settledFrontMatter,
  startEditorRepo,
} from './editor-repo';
import { expect, test } from './fixtures';

const SERVICE = 'content/services/ai-services/computer-vision.md';
const SERVICE_ENTRY = '/admin/#/collections/services-ai-services/entries/computer-vision';

async function choose(page: Page, field: string, option: string) {
  await page.getByRole('combobox', { name: field }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/**
 * The body's Markdown as text. Decap remembers the mode a marketer last chose (in local storage,
 * for the whole editor), so the switch is turned on only when it is off.
 */
async function rawMarkdown(page: Page) {
  const toggle = page.getByRole('switch');
  if ((await toggle.getAttribute('aria-checked')) !== 'true') await toggle.click();
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
}

async function saveAndPublish(page: Page) {
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByRole('button', { name: 'Status: Draft' }).click();
  await page.getByRole('menuitem', { name: 'Ready' }).click();
  await expect(page.getByRole('button', { name: 'Status: Ready' })).toBeVisible();
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Publish now' }).click();
  // Exact: once published, Decap also offers "Delete published entry".
  await expect(page.getByRole('button', { name: 'Published', exact: true })).toBeVisible();
}

test.describe.serial('the content editor', { tag: '@one-width' }, () => {
  let repo: EditorRepo;
  let context: BrowserContext;
  let page: Page;
  const pendingBackend = new Set<Request>();

  // One page, logged in once, for every journey: loading Decap and logging in took most of each
  // test's time. Each journey writes a file of its own in the clone, so none depends on another.
  test.beforeAll(async ({ browser }, testInfo) => {
    test.setTimeout(120_000);
    repo = await startEditorRepo();
    const { baseURL, viewport } = testInfo.project.use;
    // A context of its own outlives one test, so it gets by hand what the fixtures give theirs.
    context = await browser.newContext({
      baseURL: editorOriginOf(baseURL!),
      viewport,
      serviceWorkers: 'block',
    });
    await context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) =>
      route.abort('blockedbyclient'),
    );
    await routeEditorTo(context, repo);
    page = await context.newPage();
    page.on('dialog', (dialog) => void dialog.accept());
    const backend = (request: Request) =>
      request.url().startsWith(`http://127.0.0.1:${repo.port}/api/v1`);
    page.on('request', (request) => backend(request) && pendingBackend.add(request));
    page.on('requestfinished', (request) => pendingBackend.delete(request));
    page.on('requestfailed', (request) => pendingBackend.delete(request));
    await page.goto('/admin/');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/#\/collections\//);
  });
  // The fixtures' screenshot on failure is of their own page, not this one.
  test.afterEach(async ({}, testInfo) => {
    if (testInfo.status !== testInfo.expectedStatus)
      await page.screenshot({ path: testInfo.outputPath('editor-page.png') });
    // The next journey saves in the same clone: its publish must have run to the end.
    else await expect.poll(() => repo.idle()).toBe(true);
  });
  test.afterAll(async () => {
    await context?.close();
    await repo?.stop();
  });

  // Opened from its collection's list: going from one form straight to another, Decap keeps list
  // items of the first in the second.
  async function open(entry: string) {
    await page.goto(entry.replace(/\/(?:entries\/[^/]+|new)$/, ''));
    await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
    // After a publish Decap loads the published entry again and makes it the form's draft: a
    // form opened before that answer lands would be given the previous entry.
    await expect.poll(() => pendingBackend.size).toBe(0);
    await page.goto(entry);
    await expect(page.getByRole('button', { name: 'Save' })).toBeVisible();
  }

  test('publishes an edited field of a service page, leaving the rest of the file as it was', async () => {
    test.slow();
    const before = frontMatter(repo.read(SERVICE));
    const promise =
      'Cameras that check every part on the line, day and night, and flag what is wrong.';
    await open(SERVICE_ENTRY);
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

  test('renames a service page by its "Page address", keeping the old address for its 301', async () => {
    test.slow();
    const file = 'content/services/ai-services/predictive-analytics.md';
    const before = frontMatter(repo.read(file));
    await open('/admin/#/collections/services-ai-services/entries/predictive-analytics');
    await page.getByRole('textbox', { name: 'Page address' }).fill('demand-forecasting');
    await saveAndPublish(page);

    // The file keeps its name: the case studies that used the service still name it by that.
    await expect
      .poll(() => settledFrontMatter(repo, file))
      .toEqual({
        data: {
          ...before.data,
          address: 'demand-forecasting',
          former_addresses: ['predictive-analytics'],
        },
        body: before.body,
      });
    const content = loadContent(contentFilesOnDisk(repo.dir));
    expect(content.sitePages.map((sitePage) => sitePage.path)).toContain(
      '/ai-services/demand-forecasting/',
    );
    expect(content.redirects).toContainEqual({
      from: '/ai-services/predictive-analytics/',
      to: '/ai-services/demand-forecasting/',
    });
  });

  test("refuses raw HTML and a script link in a post's body before saving, in plain words", async () => {
    const file = 'content/blog/what-an-mvp-budget-really-covers.md';
    const before = repo.read(file);
    await open('/admin/#/collections/blog/entries/what-an-mvp-budget-really-covers');
    await rawMarkdown(page);
    const body = page.getByRole('textbox').last();
    const message =
      "Raw HTML and script links are not allowed here: use the editor's formatting buttons instead.";
    for (const hostile of ['Hi <img src=x onerror=alert(1)>', 'See [this](javascript:alert(1)).']) {
      await body.fill(hostile);
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText(message)).toBeVisible();
    }
    await body.fill('See [our work](/portfolio/), where a < b.');
    await expect(page.getByText(message)).toHaveCount(0);
    expect(repo.read(file)).toBe(before);
  });

  test('creates a case study from the editor, which the content loader accepts', async () => {
    test.slow();
    await open('/admin/#/collections/case-studies/new');
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
    await rawMarkdown(page);
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
    // Nothing of the journey before on the same page: its own list items only.
    expect(frontMatter(repo.read(file)).data).toHaveProperty('meta.keywords', [
      'dairy collection app',
    ]);
    const content = loadContent(contentFilesOnDisk(repo.dir));
    expect(content.caseStudies.map((study) => study.slug)).toContain(
      'milk-collection-rounds-recorded-offline-on-a-phone',
    );
  });

  test('previews a service page as the site draws it, word for word as the marketer types', async ({
    baseURL,
  }) => {
    test.slow();
    const heading = 'Computer Vision for Factory Floors';
    await open(SERVICE_ENTRY);
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill(heading);
    const preview = page.frameLocator('iframe').first();
    const drawn = preview.getByRole('heading', { level: 1, name: heading });
    await expect(drawn).toBeVisible();
    await expect(
      preview.getByRole('heading', { level: 2, name: `${heading} at NimbleForge` }),
    ).toBeVisible();

    // Styled as on the live page (the public origin), in the site's stylesheet.
    const look = (element: HTMLElement) => {
      const style = getComputedStyle(element);
      return {
        fontSize: style.fontSize,
        fontWeight: style.fontWeight,
        color: style.color,
        fontFamily: style.fontFamily,
      };
    };
    // The live page at the preview pane's width, so that the same breakpoints apply.
    const width = await preview.locator('body').evaluate(() => window.innerWidth);
    const live = await page.context().newPage();
    try {
      await live.setViewportSize({ width, height: 900 });
      await live.goto(new URL('/ai-services/computer-vision/', baseURL).href);
      const expected = await live.getByRole('heading', { level: 1 }).evaluate(look);
      expect(await drawn.evaluate(look)).toEqual(expected);
      expect(expected).toMatchObject({ fontWeight: '700', color: 'rgb(15, 23, 42)' });
    } finally {
      await live.close();
    }
    // Nothing saved: the form is left, its change dropped (the dialog is accepted).
    await page.goto('/admin/#/collections/services-ai-services');
    await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
  });

  test('publishes from a phone: at 390 px Save, Status and Publish are on screen (admin.css)', async () => {
    test.slow();
    const file = 'content/hiring/devops-engineer.md';
    const before = frontMatter(repo.read(file));
    const desk = page.viewportSize();
    await page.setViewportSize({ width: 390, height: 844 });
    try {
      await open('/admin/#/collections/roles/entries/devops-engineer');
      const location = page.getByRole('textbox', { name: 'Location' });
      await location.fill('Hyderabad or remote (India)');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        390,
      );
      await expect(location).toBeInViewport();
      // Each control wholly on screen before it is clicked, as a thumb would find it.
      const onScreen = async (role: 'button' | 'menuitem', name: string) => {
        const control = page.getByRole(role, { name, exact: true });
        await expect(control).toBeInViewport({ ratio: 1 });
        await control.click();
      };
      await onScreen('button', 'Save');
      await onScreen('button', 'Status: Draft');
      await onScreen('menuitem', 'Ready');
      await expect(page.getByRole('button', { name: 'Status: Ready' })).toBeVisible();
      await onScreen('button', 'Publish');
      await onScreen('menuitem', 'Publish now');
      // Exact: once published, Decap also offers "Delete published entry".
      await expect(page.getByRole('button', { name: 'Published', exact: true })).toBeVisible();
    } finally {
      if (desk) await page.setViewportSize(desk);
    }
    await expect
      .poll(() => settledFrontMatter(repo, file))
      .toEqual({
        data: { ...before.data, location: 'Hyderabad or remote (India)' },
        body: before.body,
      });
  });
});

test(
  'on a host of its own without a repository, /admin/ says how to set the editor up',
  { tag: '@one-width' },
  async ({ page, baseURL }) => {
    // The test export names no repository; the editor's origin served as a deployed one would be.
    const deployed = 'https://edit.example.com';
    await page.route(`${deployed}/**`, async (route) => {
      const { pathname } = new URL(route.request().url());
      await route.fulfill({
        response: await route.fetch({ url: new URL(pathname, editorOriginOf(baseURL!)).href }),
      });
    });
    const loads: string[] = [];
    page.on('request', (request) => loads.push(new URL(request.url()).pathname));
    await page.goto(`${deployed}/admin/`);
    await expect(
      page.getByRole('heading', { name: 'The content editor is not set up on this site' }),
    ).toBeVisible();
    await expect(page.getByText(/CMS_GITHUB_REPO/)).toBeVisible();
    expect(loads).not.toContain('/admin/decap/editor.js');
    // The page's icon may still be on its way through the route when the test ends.
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  },
);

test(
  'a page of the public site gets no token: /admin/ sends it to the editor’s origin, the sign-in refuses it',
  { tag: '@one-width' },
  async ({ page, context, baseURL, external }) => {
    const editor = editorOriginOf(baseURL!);
    // Were a sign-in ever to start, GitHub would be asked here: this answer records it.
    const github: string[] = [];
    await context.route('https://github.com/**', (route) => {
      github.push(route.request().url());
      return route.fulfill({ status: 404, body: 'not GitHub' });
    });
    // Decap itself is not needed to see where /admin/ lands.
    await context.route('**/admin/decap/**', (route) => route.abort('blockedbyclient'));

    await page.goto('/admin/#/collections/pages');
    await expect(page).toHaveURL(`${editor}/admin/#/collections/pages`);

    await page.goto('/');
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { seen: string[] }).seen = seen;
      window.addEventListener('message', (event) => seen.push(String(event.data)));
    });
    // The public host's sign-in, as Decap on this origin would open it, and the editor's, as a
    // page of another origin would try it.
    const refusals = [
      ['/api/cms/auth?provider=github&scope=repo', /Sign-in refused: the editor signs in only/],
      [`${editor}/api/cms/auth?provider=github&scope=repo`, /Sign-in refused: it starts from/],
      ['/api/cms/callback?code=c&state=s', /Sign-in refused: the editor signs in only/],
    ] as const;
    for (const [url, refusal] of refusals) {
      // The context's event: the site's Cross-Origin-Opener-Policy may sever the popup's opener.
      const opened = context.waitForEvent('page');
      await page.evaluate((address) => window.open(address, '_blank'), url);
      const popup = await opened;
      await popup.waitForLoadState();
      await expect(popup.locator('body')).toHaveText(refusal);
      expect(await popup.content()).not.toContain('authorization:github');
      await popup.close();
    }
    // A message posted by a popup arrives within a task; a round trip through the page's own
    // message queue comes after any of them.
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          window.addEventListener('message', (event) => event.data === 'flushed' && resolve());
          window.postMessage('flushed', window.location.origin);
        }),
    );
    const seen = await page.evaluate(() => (window as unknown as { seen: string[] }).seen);
    expect(seen.filter((message) => message !== 'flushed')).toEqual([]);
    expect(github).toEqual([]);
    expect(external.filter(({ url }) => new URL(url).hostname.endsWith('github.com'))).toEqual([]);
  },
);
