// Search facts of every exported page, read from out/'s HTML without a browser.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { caseStudies, categories } from '@/lib/content';
import { getBlogPosts } from '@/lib/content/blog';
import { caseStudyPath } from '@/lib/content/routes';
import { OUT, sitePages } from './export-files';

const pages = sitePages();
const sitemap = fs.readFileSync(path.join(OUT, 'sitemap.xml'), 'utf8');
const sitemapUrls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
const origin = new URL(sitemapUrls[0] ?? 'http://invalid').origin;

function jsonLd(document: Document): Record<string, unknown>[] {
  return [...document.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => JSON.parse(script.textContent ?? '') as Record<string, unknown>,
  );
}

describe('the sitemap and robots.txt', () => {
  it('list every page exactly once: 7 top-level, 7 hubs, 43 services, every case study and blog post', () => {
    const services = categories.reduce((sum, category) => sum + category.subServices.length, 0);
    expect(categories).toHaveLength(7);
    expect(services).toBe(43);
    const expected = 7 + 7 + 43 + caseStudies.length + getBlogPosts().length;
    expect(sitemapUrls).toHaveLength(expected);
    expect(new Set(sitemapUrls).size).toBe(expected);
    const paths = sitemapUrls.map((url) => new URL(url).pathname).sort();
    expect(paths).toEqual(pages.map((page) => page.route).sort());
  });

  it('robots.txt names the sitemap at the configured origin', () => {
    const robots = fs.readFileSync(path.join(OUT, 'robots.txt'), 'utf8');
    expect(robots).toContain(`Sitemap: ${origin}/sitemap.xml`);
  });
});

describe('the head of every page', () => {
  it('has one h1 and a title no other page has', () => {
    const problems: string[] = [];
    const titles = new Map<string, string>();
    for (const page of pages) {
      const h1s = page.document.querySelectorAll('h1').length;
      if (h1s !== 1) problems.push(`${page.route}: ${h1s} h1 elements`);
      const title = page.document.title;
      const other = titles.get(title);
      if (!title) problems.push(`${page.route}: no title`);
      else if (other) problems.push(`${page.route} shares its title with ${other}`);
      titles.set(title, page.route);
    }
    expect(problems).toEqual([]);
  });

  it('has its canonical, Open Graph, Twitter, description and keywords tags', () => {
    const problems: string[] = [];
    for (const page of pages) {
      const { document, route } = page;
      const url = `${origin}${route}`;
      const attribute = (selector: string, name: string) =>
        [...document.querySelectorAll(selector)].map((element) => element.getAttribute(name));
      const expectOne = (selector: string, name: string, value?: string) => {
        const found = attribute(selector, name);
        if (found.length !== 1) problems.push(`${route}: ${found.length} × ${selector}`);
        else if (value !== undefined && found[0] !== value)
          problems.push(`${route}: ${selector} is ${found[0]}, not ${value}`);
        else if (!found[0]) problems.push(`${route}: ${selector} is empty`);
      };
      expectOne('link[rel="canonical"]', 'href', url);
      expectOne('meta[property="og:url"]', 'content', url);
      for (const property of ['og:title', 'og:description', 'og:image', 'og:type', 'og:site_name'])
        expectOne(`meta[property="${property}"]`, 'content');
      expectOne('meta[name="twitter:card"]', 'content', 'summary_large_image');
      expectOne('meta[name="description"]', 'content');
      expectOne('meta[name="keywords"]', 'content');
    }
    expect(problems).toEqual([]);
  });

  it('carries its tab icon inline, and the larger icons as files the export holds', () => {
    const problems: string[] = [];
    for (const { document, route } of pages) {
      const icons = [
        ...document.querySelectorAll('link[rel="icon"], link[rel="apple-touch-icon"]'),
      ];
      const hrefs = icons.map((icon) => icon.getAttribute('href') ?? '');
      const inline = hrefs.filter((href) => href.startsWith('data:'));
      // Small, and only characters a URL may hold as they are (an HTML validator checks).
      if (inline.length !== 1 || !/^data:image\/svg\+xml,[\w%'=/:.,-]{1,400}$/.test(inline[0]!))
        problems.push(
          `${route}: inline icons ${inline.map((href) => href.slice(0, 40)).join(', ')}`,
        );
      for (const href of hrefs.filter((href) => !href.startsWith('data:'))) {
        if (!href.startsWith('/') || !fs.existsSync(path.join(OUT, href)))
          problems.push(`${route}: ${href} is not a file of the export`);
      }
      if (hrefs.length !== 3) problems.push(`${route}: ${hrefs.length} icon links`);
    }
    expect(problems).toEqual([]);
  });

  it('carries the Organization JSON-LD with the 4.5 rating from 120 ratings', () => {
    const problems: string[] = [];
    for (const page of pages) {
      const organization = jsonLd(page.document).find((block) => block['@type'] === 'Organization');
      if (!organization) {
        problems.push(`${page.route}: no Organization`);
        continue;
      }
      expect(organization['@context'], page.route).toBe('https://schema.org');
      expect(organization.aggregateRating, page.route).toMatchObject({
        '@type': 'AggregateRating',
        ratingValue: 4.5,
        ratingCount: 120,
      });
    }
    expect(problems).toEqual([]);
  });

  it('escapes "<" inside JSON-LD so no script can be closed early', () => {
    const unescaped = pages.flatMap((page) =>
      [...page.document.querySelectorAll('script[type="application/ld+json"]')]
        .filter((script) => (script.textContent ?? '').includes('<'))
        .map(() => page.route),
    );
    expect(unescaped).toEqual([]);
  });

  it('gives service pages Breadcrumb, Service and FAQPage JSON-LD', () => {
    const servicePaths = categories.flatMap((category) =>
      category.subServices.map((service) => `/${category.slug}/${service.slug}/`),
    );
    for (const route of servicePaths) {
      const page = pages.find((candidate) => candidate.route === route);
      expect(page, route).toBeDefined();
      const types = jsonLd(page!.document).map((block) => block['@type']);
      expect(types, route).toEqual(
        expect.arrayContaining(['Organization', 'BreadcrumbList', 'Service', 'FAQPage']),
      );
    }
  });

  it('gives each case study Breadcrumb and CreativeWork JSON-LD naming its page', () => {
    for (const study of caseStudies) {
      const route = caseStudyPath(study.slug);
      const page = pages.find((candidate) => candidate.route === route);
      expect(page, route).toBeDefined();
      const blocks = jsonLd(page!.document);
      expect(
        blocks.map((block) => block['@type']),
        route,
      ).toEqual(expect.arrayContaining(['Organization', 'BreadcrumbList', 'CreativeWork']));
      expect(
        blocks.find((block) => block['@type'] === 'CreativeWork'),
        route,
      ).toMatchObject({
        name: study.title,
        url: `${origin}${route}`,
        image: `${origin}/og${route.replace(/\/$/, '')}.png`,
      });
    }
  });
});
