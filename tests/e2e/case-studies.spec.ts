// A prospect's way through the work, whose visual, figures and calls to action never move; the
// audits of the portfolio's and a case study's templates, in the tests that load them.
import { expectNoAxeViolations } from './axe';
import { collectPageProblems, cspViolations, expect, followLink, open, test } from './fixtures';
import { quoteDialog } from './quote-helpers';

test('/portfolio/: no axe violation, no CSP violation, no page error; the current page is marked with aria-current; the filter narrows the portfolio to a category, and a card leads to its case study', async ({
  page,
}) => {
  const problems = collectPageProblems(page);
  await open(page, '/portfolio/');
  await expectNoAxeViolations(page, '/portfolio/');
  // At 390 px the bar's list of links is hidden (the phone's menu renders its own when opened):
  // hidden, it carries the mark all the same.
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Portfolio', includeHidden: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(nav.getByRole('link', { name: 'Blog', includeHidden: true })).not.toHaveAttribute(
    'aria-current',
    'page',
  );
  const main = page.getByRole('main');
  const cards = main.getByRole('article');
  const all = await cards.count();
  const filter = main.getByRole('group', { name: 'Filter case studies by service' });
  await filter.getByRole('button', { name: 'Cloud Computing' }).click();
  await expect(filter.getByRole('button', { name: 'Cloud Computing' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const card = cards.getByRole('link', {
    name: 'Zero-downtime move from a single data center server to AWS',
  });
  await expect(card).toBeVisible();
  await expect(cards.getByRole('link', { name: /patient app/i })).toBeHidden();
  await filter.getByRole('button', { name: 'All work' }).click();
  await expect(cards.filter({ visible: true })).toHaveCount(all);
  await filter.getByRole('button', { name: 'Cloud Computing' }).click();
  expect(await cspViolations(page)).toEqual([]);
  await followLink(page, card);
  await expect(page).toHaveURL(/\/portfolio\/fintech-lender-cloud-migration\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Zero-downtime move from a single data center server to AWS',
  );
  expect(problems).toEqual([]);
});

test('/portfolio/hospital-network-patient-app/: no axe violation, no CSP violation, no page error; a case study shows its product and figures without moving, and Get a Service opens the quote panel', async ({
  page,
}) => {
  const path = '/portfolio/hospital-network-patient-app/';
  const problems = collectPageProblems(page);
  // Each shift with when it came and what moved from where to where, so that a failure names
  // the element.
  await page.addInitScript(() => {
    type Rect = { x: number; y: number; width: number; height: number };
    const box = ({ x, y, width, height }: Rect) => [x, y, width, height].map(Math.round).join(',');
    const shifts: { value: number; at: number; moved: string[] }[] = [];
    (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        startTime: number;
        sources: { node?: Node; previousRect: Rect; currentRect: Rect }[];
      }[])
        shifts.push({
          value: entry.value,
          at: Math.round(entry.startTime),
          moved: entry.sources.map(
            (source) =>
              `${box(source.previousRect)} -> ${box(source.currentRect)} ` +
              (source.node instanceof Element
                ? source.node.outerHTML.slice(0, 120)
                : String(source.node?.textContent ?? source.node?.nodeName).slice(0, 60)),
          ),
        });
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await open(page, path);
  await expectNoAxeViolations(page, path);
  const main = page.getByRole('main');
  await expect(main.getByRole('img', { name: /patient app on a phone/i })).toBeVisible();
  await expect(main.getByText('~50%', { exact: true })).toBeVisible();
  await main.getByRole('link', { name: 'Hybrid App Development' }).scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  expect(
    await page.evaluate(() => (window as unknown as { __shifts: unknown[] }).__shifts),
  ).toEqual([]);
  await main.getByRole('button', { name: 'Get a Service' }).first().click();
  await expect(quoteDialog(page)).toBeVisible();
  expect(await cspViolations(page)).toEqual([]);
  expect(problems).toEqual([]);
});
