/**
 * The validated content and the list of every page of the site. Pages, the sitemap and the
 * tests read content through here, so an invalid entry stops the build before anything ships.
 */
import { categories } from '@/content/services';
import { pages } from '@/content/pages';
import type { PageMeta } from '@/content/types';
import { getBlogPosts } from './blog';
import {
  brokenLinkProblems,
  catalogueProblems,
  ContentError,
  duplicateMetaProblems,
  metaProblems,
} from './content-schema';
import { blogPostPath, categoryPath, servicePath, topLevelPaths } from './routes';

export interface SitePage {
  path: string;
  meta: PageMeta;
}

const BRAND_SUFFIX = ' | NimbleForge';

export function blogPostMeta(post: { title: string; description: string; keywords: string[] }) {
  return {
    title: `${post.title}${BRAND_SUFFIX}`,
    description: post.description,
    keywords: post.keywords,
  };
}

function listPages(): SitePage[] {
  return [
    { path: topLevelPaths.home, meta: pages.home.meta },
    { path: topLevelPaths.portfolio, meta: pages.portfolio.meta },
    { path: topLevelPaths.blog, meta: pages.blog.meta },
    { path: topLevelPaths.hiring, meta: pages.hiring.meta },
    { path: topLevelPaths.contact, meta: pages.contact.meta },
    { path: topLevelPaths.privacyPolicy, meta: pages.privacyPolicy.meta },
    { path: topLevelPaths.termsAndCondition, meta: pages.termsAndCondition.meta },
    ...categories.flatMap((category) => [
      { path: categoryPath(category), meta: category.hub.meta },
      ...category.subServices.map((service) => ({
        path: servicePath(category, service),
        meta: service.page.meta,
      })),
    ]),
    ...getBlogPosts().map((post) => ({ path: blogPostPath(post.slug), meta: blogPostMeta(post) })),
  ];
}

function markdownLinks(from: string, markdown: string) {
  return [...markdown.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => ({
    from,
    href: match[1] ?? '',
  }));
}

/** Throws a ContentError naming every invalid entry. */
export function validateContent(): SitePage[] {
  const list = listPages();
  const paths = new Set(list.map((page) => page.path));
  const links = getBlogPosts().flatMap((post) =>
    markdownLinks(`blog post "${post.slug}"`, post.markdown),
  );
  const problems = [
    ...catalogueProblems(categories),
    ...metaProblems(list),
    ...duplicateMetaProblems(list),
    ...brokenLinkProblems(links, paths),
  ];
  if (problems.length > 0) throw new ContentError(problems);
  return list;
}

let validated: SitePage[] | undefined;

/** Every page of the site, in navigation order; validates the content the first time. */
export function getSitePages(): SitePage[] {
  validated ??= validateContent();
  return validated;
}

export { categories, pages };
