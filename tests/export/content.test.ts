import { describe, expect, it } from 'vitest';
import { categories } from '@/lib/content';
import { servicePath } from '@/lib/content/routes';
import { type ExportedPage, sitePages } from './export-files';

const pages = sitePages();
const byRoute = new Map(pages.map((page) => [page.route, page]));
const servicePages = categories.flatMap((category) =>
  category.subServices.map((service) => byRoute.get(servicePath(category, service))!),
);

function main(page: ExportedPage): Element {
  return page.document.querySelector('main')!;
}

function words(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

describe('service pages', () => {
  it('all 43 were exported', () => {
    expect(servicePages.filter(Boolean)).toHaveLength(43);
  });

  it('each has every section a page of its kind needs', () => {
    const missing: string[] = [];
    for (const page of servicePages) {
      const root = main(page);
      const headings = [...root.querySelectorAll('h2')].map((heading) => heading.textContent ?? '');
      for (const expected of [
        /at NimbleForge$/,
        /^What we deliver$/,
        /^How it works$/,
        /^What you get$/,
        /^Questions and answers$/,
        /^Related /,
      ]) {
        if (!headings.some((heading) => expected.test(heading)))
          missing.push(`${page.route}: ${expected}`);
      }
      const deliverables = root.querySelectorAll('#deliverables li').length;
      const steps = root.querySelectorAll('#process ol > li').length;
      const outcomes = root.querySelectorAll('#outcomes li').length;
      const faqs = root.querySelectorAll('#faq details > summary').length;
      const technologies = root.querySelectorAll('ul[aria-label="Technologies"] li').length;
      if (deliverables < 5 || deliverables > 8)
        missing.push(`${page.route}: ${deliverables} deliverables`);
      if (steps < 4 || steps > 6) missing.push(`${page.route}: ${steps} steps`);
      if (outcomes < 2 || outcomes > 3) missing.push(`${page.route}: ${outcomes} outcomes`);
      if (faqs < 4 || faqs > 6) missing.push(`${page.route}: ${faqs} questions`);
      if (technologies < 1) missing.push(`${page.route}: no technologies`);
      const buttons = [...root.querySelectorAll('button')].map((button) => button.textContent);
      if (!buttons.includes('Get a Service') || !buttons.includes('Book a Meeting'))
        missing.push(`${page.route}: call to action`);
      const types = [...page.document.querySelectorAll('script[type="application/ld+json"]')].map(
        (script) => (JSON.parse(script.textContent ?? '{}') as { '@type': string })['@type'],
      );
      if (!types.includes('FAQPage')) missing.push(`${page.route}: FAQPage JSON-LD`);
    }
    expect(missing).toEqual([]);
  });

  it('no paragraph of copy appears on two service pages', () => {
    const seen = new Map<string, string>();
    const repeated: string[] = [];
    for (const page of servicePages) {
      const root = main(page).cloneNode(true) as Element;
      // Sibling cards, case study cards and the shared call to action are navigation, not the
      // page's copy.
      root
        .querySelectorAll('#related, #work, [aria-labelledby="cta-title"]')
        .forEach((node) => node.remove());
      const texts = new Set(
        [...root.querySelectorAll('p')]
          .map((element) => element.textContent?.trim() ?? '')
          .filter((text) => words(text) >= 8),
      );
      for (const text of texts) {
        const other = seen.get(text);
        if (other && other !== page.route)
          repeated.push(`${page.route} and ${other}: "${text.slice(0, 80)}"`);
        else seen.set(text, page.route);
      }
    }
    expect(repeated).toEqual([]);
  });

  it('each has 400 to 900 words of copy of its own', () => {
    const outside: string[] = [];
    for (const page of servicePages) {
      // The copy: paragraphs, item titles and questions; not the navigation, the related
      // services and case studies or the shared call to action.
      const root = main(page).cloneNode(true) as Element;
      root
        .querySelectorAll('#related, #work, nav, [aria-labelledby="cta-title"]')
        .forEach((node) => node.remove());
      const count = [...root.querySelectorAll('p, h3, summary')].reduce(
        (sum, element) => sum + words(element.textContent ?? ''),
        0,
      );
      if (count < 400 || count > 900) outside.push(`${page.route}: ${count} words`);
    }
    expect(outside).toEqual([]);
  });
});

describe('metadata of every route', () => {
  it('titles are under 60 characters and descriptions 120 to 160', () => {
    const problems: string[] = [];
    for (const page of pages) {
      const title = page.document.title;
      const description =
        page.document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '';
      if (title.length >= 60) problems.push(`${page.route}: title ${title.length} characters`);
      if (page.route !== '/404.html' && (description.length < 120 || description.length > 160))
        problems.push(`${page.route}: description ${description.length} characters`);
    }
    expect(problems).toEqual([]);
  });

  it('every page has the words its type needs in <main>', () => {
    // Minimums a page of each type needs to answer a prospect's questions; a page that loses
    // its copy (a broken content file, an empty section) falls under them.
    const minimum = (route: string): number => {
      const depth = route.split('/').filter(Boolean).length;
      if (route.startsWith('/blog/') && depth === 2) return 800;
      // A case study tells one project (client, figures, problem, solution, stack); the
      // portfolio is a grid of their cards.
      if (route.startsWith('/portfolio/') && depth === 2) return 350;
      if (route === '/portfolio/') return 300;
      if (depth === 2) return 800;
      if (categories.some((category) => route === `/${category.slug}/`)) return 350;
      if (route === '/blog/' || route === '/contact/') return 200;
      return 600;
    };
    const short = pages
      .map((page) => ({ route: page.route, count: words(main(page).textContent ?? '') }))
      .filter(({ route, count }) => count < minimum(route))
      .map(({ route, count }) => `${route}: ${count} words, under ${minimum(route)}`);
    expect(short).toEqual([]);
  });
});
