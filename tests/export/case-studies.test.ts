// Every case study as a prospect meets it in the export: its page (visual, results, services)
// and the links that lead to it.
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { svgMarkup } from '@/components/visuals/svg-markup';
import { caseStudies, categories, pages as content } from '@/lib/content';
import { caseStudyPath, categoryPath } from '@/lib/content/routes';
import { type ExportedPage, resolveInOut, sitePages } from './export-files';

const pages = sitePages();
const byRoute = new Map(pages.map((page) => [page.route, page]));

function mainOf(route: string): Element {
  const page = byRoute.get(route);
  if (!page) throw new Error(`${route} was not exported`);
  return page.document.querySelector('main')!;
}

function linksIn(root: Element): string[] {
  return [...root.querySelectorAll('a[href]')].map((link) => link.getAttribute('href') ?? '');
}

const servicePages: ExportedPage[] = pages.filter((page) =>
  categories.some(
    (category) =>
      page.route.startsWith(categoryPath(category)) && page.route !== categoryPath(category),
  ),
);

describe('each case study', () => {
  it.each(caseStudies.map((study) => [study.slug, study] as const))(
    '%s has its page: the product visual with its text alternative, the results, the services it used',
    (_slug, study) => {
      const main = mainOf(caseStudyPath(study.slug));
      const visuals = [...main.querySelectorAll('svg[role="img"]')];
      expect(visuals.map((svg) => svg.getAttribute('aria-label'))).toContain(study.visual.alt);
      expect(main.querySelector('h1')?.textContent).toBe(study.title);
      const text = main.textContent ?? '';
      for (const result of study.results) expect(text).toContain(result.figure);
      const services = main.querySelector('#services')!;
      expect(linksIn(services)).toHaveLength(study.services.length);
      for (const slug of study.services)
        expect(linksIn(services).some((href) => href.endsWith(`/${slug}/`))).toBe(true);
      const buttons = [...main.querySelectorAll('button')].map((button) => button.textContent);
      expect(buttons).toEqual(expect.arrayContaining(['Get a Service', 'Book a Meeting']));
    },
  );

  it('is linked from the portfolio, from its category hub and from at least one service page', () => {
    const missing: string[] = [];
    for (const study of caseStudies) {
      const path = caseStudyPath(study.slug);
      if (!linksIn(mainOf(content.portfolio.path)).includes(path))
        missing.push(`${path}: portfolio`);
      if (!linksIn(mainOf(`/${study.category}/`)).includes(path)) missing.push(`${path}: hub`);
      if (
        !servicePages.some((page) => linksIn(page.document.querySelector('main')!).includes(path))
      )
        missing.push(`${path}: no service page`);
    }
    expect(missing).toEqual([]);
  });

  it('links to the one before and the one after it, in the order of their files', () => {
    caseStudies.forEach((study, index) => {
      const nav = mainOf(caseStudyPath(study.slug)).querySelector(
        `nav[aria-label="${content.portfolio.caseStudy.moreLabel}"]`,
      )!;
      const expected = [caseStudies[index - 1], caseStudies[index + 1]]
        .filter((entry) => entry !== undefined)
        .map((entry) => caseStudyPath(entry.slug));
      expect(linksIn(nav)).toEqual(expected);
    });
  });
});

describe('the portfolio and the home page', () => {
  it('the portfolio shows every case study as a card whose title is a plain link', () => {
    const main = mainOf(content.portfolio.path);
    const titles = [...main.querySelectorAll('article h2 a')].map((link) => ({
      href: link.getAttribute('href'),
      text: link.textContent,
    }));
    expect(titles).toEqual(
      caseStudies.map((study) => ({ href: caseStudyPath(study.slug), text: study.title })),
    );
  });

  it("the home page's selected work links to its three case studies", () => {
    const work = mainOf('/').querySelector('#work')!;
    const cards = [...work.querySelectorAll('article h3 a')].map((link) =>
      link.getAttribute('href'),
    );
    expect(cards).toEqual(content.home.selectedWork.caseStudies.map(caseStudyPath));
  });
});

describe("a case study card's visual", () => {
  it('is an image of a file in the export, drawn for its study, named by its text alternative', () => {
    const problems: string[] = [];
    let cards = 0;
    for (const page of pages) {
      for (const card of page.document.querySelectorAll('main article')) {
        const href = card.querySelector('a')?.getAttribute('href');
        const study = caseStudies.find((candidate) => caseStudyPath(candidate.slug) === href);
        if (!study) continue;
        cards += 1;
        const image = card.querySelector('img');
        const src = image?.getAttribute('src') ?? '';
        const file = resolveInOut(src);
        if (image?.getAttribute('alt') !== study.visual.alt)
          problems.push(`${page.route}: ${study.slug}'s card has no image named by its alt`);
        else if (!file) problems.push(`${page.route}: ${src} is not in the export`);
        else if (!fs.readFileSync(file, 'utf8').includes(`>${svgMarkup(study.visual.screen)}<`))
          problems.push(`${page.route}: ${src} does not draw ${study.slug}'s screen`);
      }
    }
    expect(problems).toEqual([]);
    expect(cards).toBeGreaterThan(caseStudies.length);
  });
});

describe('technology marks', () => {
  it('are decorative images, served from the export, beside a name that stays text', () => {
    const problems: string[] = [];
    let marks = 0;
    for (const page of pages) {
      for (const img of page.document.querySelectorAll('main ul[aria-label] > li > img')) {
        marks += 1;
        const src = img.getAttribute('src') ?? '';
        if (img.getAttribute('alt') !== '')
          problems.push(`${page.route}: ${src} is not decorative`);
        if (!img.parentElement?.textContent?.trim())
          problems.push(`${page.route}: ${src} has no name`);
        if (!src.startsWith('/marks/') || !resolveInOut(src)) {
          problems.push(`${page.route}: ${src} is not in the export`);
        }
      }
    }
    expect(problems).toEqual([]);
    expect(marks).toBeGreaterThan(0);
  });
});
