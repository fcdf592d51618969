// The validated content of the site, loaded once per build (and again in `next dev` whenever a file
// under content/ is saved).
import { contentFiles } from './files';
import { blogPostMeta as metaOfPost, loadContent, type SitePage } from './load';
import { renderMarkdown } from './read-files';
import type { MeetingCopy, QuoteCopy } from './schemas/site';

const content = loadContent(contentFiles());

export const { site, catalogueCopy, categories, pages, caseStudies, roles, posts } = content;

export function getSitePages(): SitePage[] {
  return content.sitePages;
}

export function blogPostMeta(post: { title: string; description: string; keywords: string[] }) {
  return metaOfPost(post, site);
}

export function findCategory(slug: string) {
  return categories.find((category) => category.slug === slug);
}

export function findService(categorySlug: string, serviceSlug: string) {
  const category = findCategory(categorySlug);
  const service = category?.subServices.find((entry) => entry.slug === serviceSlug);
  return category && service ? { category, service } : undefined;
}

/** Fills {brand} and the given {placeholders}, e.g. fill(copy.servicesTitle, { category }). */
export function fill(
  template: string,
  values: Record<string, string | number | undefined> = {},
): string {
  const all: Record<string, string | number | undefined> = { brand: site.shortName, ...values };
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => String(all[key] ?? whole));
}

/** The overlays' copy with what only the server knows (the rating, the brand) filled in. */
export const quoteCopy: QuoteCopy = {
  ...site.quote,
  trust: { ...site.quote.trust, rating: fill(site.quote.trust.rating, site.rating) },
};
export const meetingCopy: MeetingCopy = {
  ...site.meeting,
  frameTitle: fill(site.meeting.frameTitle),
};

export { renderMarkdown };
export type { SitePage };
export type { Category, SubService } from './schemas/catalogue';
export type { CaseStudy, JobRole } from './schemas/portfolio';
export type { Faq, PageMeta, TitledText } from './schemas/common';
export type { MeetingCopy, QuoteCopy, Site } from './schemas/site';
export type { BlogPost } from './read-files';
