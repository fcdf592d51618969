import { expect, open, test } from './fixtures';
import { sitemapOrigin, sitemapPaths } from './site-pages';

const paths = sitemapPaths();
const origin = sitemapOrigin();

test('the sitemap lists every page: 7 top-level, 7 hubs, 43 services and the blog posts', () => {
  expect(paths.length).toBeGreaterThanOrEqual(57 + 6);
  for (const route of [
    '/',
    '/portfolio/',
    '/blog/',
    '/hiring/',
    '/contact/',
    '/privacy-policy/',
    '/terms-and-condition/',
  ]) {
    expect(paths).toContain(route);
  }
  expect(paths).toContain('/mobile-development/ios-app-development/');
  expect(paths).toContain('/blockchain-development-solutions/forex-trading-solutions-blockchain/');
});

test('robots.txt names the sitemap', async ({ request }) => {
  const body = await (await request.get('/robots.txt')).text();
  expect(body).toContain(`Sitemap: ${origin}/sitemap.xml`);
});

test('every page answers 200 with one h1, its own title, its canonical, OG tags and valid JSON-LD', async ({
  page,
  external,
}) => {
  test.setTimeout(240_000);
  void external;
  const titles = new Map<string, string>();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`${page.url()}: console error ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
  page.on('requestfailed', (request) => {
    // Prefetches still in flight when the test moves to the next page are cancelled, not failed.
    if (request.failure()?.errorText === 'net::ERR_ABORTED') return;
    if (new URL(request.url()).host === new URL(page.url()).host)
      problems.push(`${page.url()}: failed request ${request.url()}`);
  });

  for (const path of paths) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.locator('h1'), path).toHaveCount(1);
    const title = await page.title();
    expect(titles.get(title), `${path} shares its title`).toBeUndefined();
    titles.set(title, path);
    await expect(page.locator('link[rel="canonical"]'), path).toHaveAttribute(
      'href',
      `${origin}${path}`,
    );
    await expect(page.locator('meta[property="og:url"]'), path).toHaveAttribute(
      'content',
      `${origin}${path}`,
    );
    for (const property of ['og:title', 'og:description', 'og:image', 'og:type', 'og:site_name']) {
      await expect(page.locator(`meta[property="${property}"]`), `${path} ${property}`).toHaveCount(
        1,
      );
    }
    await expect(page.locator('meta[name="twitter:card"]'), path).toHaveAttribute(
      'content',
      'summary_large_image',
    );
    await expect(page.locator('meta[name="description"]'), path).toHaveCount(1);
    await expect(page.locator('meta[name="keywords"]'), path).toHaveCount(1);
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const types = blocks.map((block) => (JSON.parse(block) as { '@type': string })['@type']);
    expect(types, path).toContain('Organization');
    const organization = JSON.parse(blocks[types.indexOf('Organization')]!) as {
      aggregateRating: { ratingValue: number; ratingCount: number };
    };
    expect(organization.aggregateRating).toMatchObject({ ratingValue: 4.5, ratingCount: 120 });
  }
  expect(problems).toEqual([]);
});

test('an unknown address gets the helpful 404 page', async ({ page, external }) => {
  void external;
  const response = await page.goto('/no-such-page/');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: /home page/i })).toHaveAttribute('href', '/');
  await expect(main.getByRole('link', { name: /contact/i })).toHaveAttribute('href', '/contact/');
  await expect(main.getByRole('link', { name: 'Artificial Intelligence' })).toHaveAttribute(
    'href',
    '/ai-services/',
  );
});

test('service pages carry Breadcrumb, Service and FAQPage JSON-LD', async ({ page, external }) => {
  void external;
  await open(page, '/cloud-computing/devops/');
  const types = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
    (block) => (JSON.parse(block) as { '@type': string })['@type'],
  );
  expect(types).toEqual(
    expect.arrayContaining(['Organization', 'BreadcrumbList', 'Service', 'FAQPage']),
  );
});
