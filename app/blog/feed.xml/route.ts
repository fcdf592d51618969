import { getBlogPosts } from '@/lib/content/blog';
import { pages } from '@/lib/content';
import { rssFeed } from '@/lib/site/feed';
import { absoluteUrl } from '@/lib/site/seo';

export const dynamic = 'force-static';

export function GET() {
  const xml = rssFeed({ description: pages.blog.meta.description }, getBlogPosts(), absoluteUrl);
  return new Response(xml, { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' } });
}
