// Every page of the site with its title and description, in navigation order, and what the
// pages' metadata and the content's links must not break.
import type { Collections } from './collections';
import type { Problems } from './problems';
import type { BlogPost, ContentFiles } from './read-files';
import { blogPostPath, caseStudyPath, categoryPath, servicePath } from './routes';
import type { PageMeta } from './schemas/common';
import type { TopPages } from './schemas/pages';
import type { Site } from './schemas/site';

export interface SitePage {
  path: string;
  meta: PageMeta;
}

const SITE = 'content/site.yaml';
const MAX_TITLE = 59;

export function blogPostMeta(
  post: Pick<BlogPost, 'title' | 'description' | 'keywords'>,
  site: Pick<Site, 'shortName'>,
): PageMeta {
  return {
    title: `${post.title} | ${site.shortName}`,
    description: post.description,
    keywords: post.keywords,
  };
}

function rank(order: string[], path: string): number {
  const index = order.indexOf(path);
  return index === -1 ? order.length : index;
}

/** Top-level pages in the order of the menu, then the legal links, then any other; then the rest. */
export function sitePagesOf(
  site: Site,
  pages: TopPages,
  { categories, caseStudies }: Collections,
  posts: BlogPost[],
): SitePage[] {
  const navOrder = [
    ...site.menu.flatMap((item) => (item === 'services' ? [] : [item.href])),
    ...site.legalLinks.map((link) => link.href),
  ];
  const topPages = Object.entries(pages)
    .filter(([key]) => key !== 'notFound')
    .map(([, page]) => page)
    .sort((a, b) => rank(navOrder, a.path) - rank(navOrder, b.path));
  return [
    ...topPages.map(({ path, meta }) => ({ path, meta })),
    ...categories.flatMap((category) => [
      { path: categoryPath(category), meta: category.hub.meta },
      ...category.subServices.map((service) => ({
        path: servicePath(category, service),
        meta: service.page.meta,
      })),
    ]),
    ...caseStudies.map((study) => ({ path: caseStudyPath(study.slug), meta: study.meta })),
    ...posts.map((post) => ({ path: blogPostPath(post.slug), meta: blogPostMeta(post, site) })),
  ];
}

function duplicateMetaProblems(pages: SitePage[], problems: Problems): void {
  for (const field of ['title', 'description'] as const) {
    const seen = new Map<string, string>();
    for (const page of pages) {
      const other = seen.get(page.meta[field]);
      if (other)
        problems.add(
          `page "${page.path}"`,
          `meta.${field} "${page.meta[field]}" is also used by "${other}"`,
        );
      else seen.set(page.meta[field], page.path);
    }
  }
}

/** Internal links written in content (Markdown, menus) must name a page that exists. */
function brokenLinks(links: { from: string; href: string }[], existingPaths: Set<string>) {
  return links.filter(({ href }) => {
    if (!href.startsWith('/') || href.startsWith('//')) return false;
    const pathOnly = href.split(/[?#]/)[0] ?? '';
    return !existingPaths.has(pathOnly.endsWith('/') ? pathOnly : `${pathOnly}/`);
  });
}

function markdownLinks(from: string, markdown: string) {
  return [...markdown.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => ({
    from,
    href: match[1] ?? '',
  }));
}

/** A blog title too long with the site's name, two pages with one title, a link to no page. */
export function sitePageProblems(
  sitePages: SitePage[],
  read: Pick<ContentFiles, 'posts' | 'markdown'>,
  site: Site,
  problems: Problems,
): void {
  for (const post of read.posts) {
    const title = blogPostMeta(post, site).title;
    if (title.length > MAX_TITLE)
      problems.add(
        `content/blog/${post.slug}.md`,
        `title is too long: with " | ${site.shortName}" added it has ${title.length} characters, and must have at most ${MAX_TITLE}`,
      );
  }
  duplicateMetaProblems(sitePages, problems);
  const links = [
    ...read.markdown.flatMap(({ file, markdown }) => markdownLinks(file, markdown)),
    ...site.menu.flatMap((item) =>
      item === 'services' ? [] : [{ from: `${SITE}: menu`, href: item.href }],
    ),
    ...site.legalLinks.map((link) => ({ from: `${SITE}: legalLinks`, href: link.href })),
    { from: `${SITE}: consent.necessaryNote`, href: site.consent.necessaryNote.link.href },
    { from: `${SITE}: quote.privacyNote`, href: site.quote.privacyNote.link.href },
  ];
  const paths = new Set(sitePages.map((page) => page.path));
  for (const { from, href } of brokenLinks(links, paths))
    problems.list.push(`${from}: links to "${href}", which is not a page of the site`);
}
