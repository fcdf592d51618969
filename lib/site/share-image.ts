import { getBlogPosts } from '@/lib/content/blog';
import { caseStudies, catalogueCopy, categories, getSitePages, pages, site } from '@/lib/content';
import { blogPostPath, caseStudyPath, categoryPath, servicePath } from '@/lib/content/routes';
import type { TopPageKey } from '@/lib/content/schemas/pages';

export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

export interface ShareCard {
  /** The page's own path, e.g. /blog/ or /mobile-development/ios-app-development/. */
  path: string;
  title: string;
  category: string;
}

/** A policy shows no eyebrow: its file's share label stands in. */
const TOP_LEVEL_CARDS: Record<
  Exclude<TopPageKey, 'notFound'>,
  { title: string; category: string }
> = {
  home: { title: pages.home.heading, category: pages.home.eyebrow },
  portfolio: { title: pages.portfolio.heading, category: pages.portfolio.eyebrow },
  blog: { title: pages.blog.heading, category: pages.blog.eyebrow },
  hiring: { title: pages.hiring.heading, category: pages.hiring.eyebrow },
  contact: { title: pages.contact.heading, category: pages.contact.eyebrow },
  privacyPolicy: { title: pages.privacyPolicy.heading, category: pages.privacyPolicy.shareLabel },
  termsAndCondition: {
    title: pages.termsAndCondition.heading,
    category: pages.termsAndCondition.shareLabel,
  },
};

function cardsByPath(): Map<string, ShareCard> {
  const cards: ShareCard[] = [
    ...Object.entries(TOP_LEVEL_CARDS).map(([key, card]) => ({
      path: pages[key as keyof typeof TOP_LEVEL_CARDS].path,
      ...card,
    })),
    ...categories.flatMap((category) => [
      { path: categoryPath(category), title: category.name, category: catalogueCopy.hub.eyebrow },
      ...category.subServices.map((service) => ({
        path: servicePath(category, service),
        title: service.name,
        category: category.name,
      })),
    ]),
    ...caseStudies.map((study) => ({
      path: caseStudyPath(study.slug),
      title: study.title,
      category: pages.portfolio.caseStudy.eyebrow,
    })),
    ...getBlogPosts().map((post) => ({
      path: blogPostPath(post.slug),
      title: post.title,
      category: pages.blog.eyebrow,
    })),
  ];
  return new Map(cards.map((card) => [card.path, card]));
}

let cache: ShareCard[] | undefined;

/** The card of every page of the site, in the order of getSitePages(). */
export function shareCards(): ShareCard[] {
  if (!cache) {
    const byPath = cardsByPath();
    cache = getSitePages().map(({ path }) => {
      const card = byPath.get(path);
      if (!card) throw new Error(`No share image is defined for ${path} (lib/site/share-image.ts)`);
      return card;
    });
  }
  return cache;
}

export function shareCard(pagePath: string): ShareCard {
  const card = shareCards().find((entry) => entry.path === pagePath);
  if (!card) throw new Error(`${pagePath} is not a page of the site, so it has no share image`);
  return card;
}

/** E.g. /og/home.png for the home page, /og/blog/<slug>.png for a post. */
export function shareImagePath(pagePath: string): string {
  const trimmed = pagePath.replace(/^\/|\/$/g, '');
  return `/og/${trimmed || 'home'}.png`;
}

/** The path segments of shareImagePath(), as the catch-all route receives them. */
export function shareImageSegments(pagePath: string): string[] {
  return shareImagePath(pagePath).split('/').slice(2);
}

export function cardForSegments(segments: string[]): ShareCard | undefined {
  const imagePath = `/og/${segments.join('/')}`;
  return shareCards().find((card) => shareImagePath(card.path) === imagePath);
}

/** What the image shows, for og:image:alt and the Twitter card. */
export function shareImageAlt(card: ShareCard): string {
  return `${site.name}: ${card.title} (${card.category})`;
}
