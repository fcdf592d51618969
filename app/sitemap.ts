import type { MetadataRoute } from 'next';
import { getSitePages } from '@/lib/content';
import { absoluteUrl } from '@/lib/site/seo';

export const dynamic = 'force-static';

export default function sitemap(): MetadataRoute.Sitemap {
  return getSitePages().map((page) => ({
    url: absoluteUrl(page.path),
    changeFrequency: 'monthly',
    priority: page.path === '/' ? 1 : page.path.split('/').length > 3 ? 0.6 : 0.8,
  }));
}
