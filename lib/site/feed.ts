// The blog's RSS 2.0 feed (app/blog/feed.xml/route.ts).
import { pages, site } from '@/lib/content';
import { blogPostPath } from '@/lib/content/routes';

export const FEED_PATH = '/blog/feed.xml';

export function feedTitle(): string {
  return `${site.name} blog`;
}

export interface FeedPost {
  slug: string;
  title: string;
  description: string;
  /** YYYY-MM-DD */
  date: string;
}

const XML_ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Text for an XML element or attribute; characters XML 1.0 forbids are dropped. */
export function escapeXml(text: string): string {
  return text
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replace(/[&<>"']/g, (char) => XML_ENTITIES[char] ?? char);
}

/** RFC 822 date, as RSS 2.0 wants it; a post's day starts at midnight UTC. */
function rfc822(date: string): string {
  return new Date(`${date}T00:00:00Z`).toUTCString();
}

/** lastBuildDate is the newest post's date, so an unchanged blog builds an identical file. */
export function rssFeed(
  channel: { description: string },
  posts: readonly FeedPost[],
  absoluteUrl: (path: string) => string,
): string {
  const element = (name: string, text: string) => `<${name}>${escapeXml(text)}</${name}>`;
  const items = posts.map((post) => {
    const link = absoluteUrl(blogPostPath(post.slug));
    return [
      '    <item>',
      `      ${element('title', post.title)}`,
      `      ${element('link', link)}`,
      `      <guid isPermaLink="true">${escapeXml(link)}</guid>`,
      `      ${element('pubDate', rfc822(post.date))}`,
      `      ${element('description', post.description)}`,
      '    </item>',
    ].join('\n');
  });
  const newest = posts[0];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    ${element('title', feedTitle())}`,
    `    ${element('link', absoluteUrl(pages.blog.path))}`,
    `    <atom:link href="${escapeXml(absoluteUrl(FEED_PATH))}" rel="self" type="application/rss+xml"/>`,
    `    ${element('description', channel.description)}`,
    '    <language>en</language>',
    ...(newest ? [`    ${element('lastBuildDate', rfc822(newest.date))}`] : []),
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}
