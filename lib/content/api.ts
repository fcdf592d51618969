// Made once by the build (index.ts), and again by the editor's preview as the marketer types
// (apps/editor-preview/content.ts), so the pages' own code draws the preview.
import type { Content } from './load';
import { blogPostMeta as metaOfPost, type SitePage } from './site-pages';
import type { MeetingCopy, QuoteCopy } from './schemas/site';

export function contentApi(content: Content) {
  const { site, categories } = content;

  /** Fills {brand} and the given {placeholders}, e.g. fill(copy.servicesTitle, { category }). */
  function fill(template: string, values: Record<string, string | number | undefined> = {}) {
    const all: Record<string, string | number | undefined> = { brand: site.shortName, ...values };
    return template.replace(/\{(\w+)\}/g, (whole, key: string) => String(all[key] ?? whole));
  }

  function findCategory(slug: string) {
    return categories.find((category) => category.slug === slug);
  }

  /** The overlays' copy with what only the server knows (the rating, the brand) filled in. */
  const quoteCopy: QuoteCopy = {
    ...site.quote,
    trust: { ...site.quote.trust, rating: fill(site.quote.trust.rating, site.rating) },
  };
  const meetingCopy: MeetingCopy = { ...site.meeting, frameTitle: fill(site.meeting.frameTitle) };

  return {
    ...content,
    quoteCopy,
    meetingCopy,
    fill,
    findCategory,
    getSitePages(): SitePage[] {
      return content.sitePages;
    },
    blogPostMeta(post: { title: string; description: string; keywords: string[] }) {
      return metaOfPost(post, site);
    },
    findService(categorySlug: string, serviceSlug: string) {
      const category = findCategory(categorySlug);
      const service = category?.subServices.find((entry) => entry.slug === serviceSlug);
      return category && service ? { category, service } : undefined;
    },
  };
}

export type ContentApi = ReturnType<typeof contentApi>;
