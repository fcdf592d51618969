/** Every page of the site, derived from the content, with its path (trailing slash). */
import { categories } from '@/content/services';
import type { Category, SubService } from '@/content/types';

export const topLevelPaths = {
  home: '/',
  portfolio: '/portfolio/',
  blog: '/blog/',
  hiring: '/hiring/',
  contact: '/contact/',
  privacyPolicy: '/privacy-policy/',
  termsAndCondition: '/terms-and-condition/',
} as const;

export function categoryPath(category: Pick<Category, 'slug'>): string {
  return `/${category.slug}/`;
}

export function servicePath(category: Pick<Category, 'slug'>, service: Pick<SubService, 'slug'>) {
  return `/${category.slug}/${service.slug}/`;
}

export function blogPostPath(slug: string): string {
  return `/blog/${slug}/`;
}

export function findCategory(slug: string): Category | undefined {
  return categories.find((category) => category.slug === slug);
}

export function findService(categorySlug: string, serviceSlug: string) {
  const category = findCategory(categorySlug);
  const service = category?.subServices.find((entry) => entry.slug === serviceSlug);
  return category && service ? { category, service } : undefined;
}
