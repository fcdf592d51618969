// The blog feed: well-formed RSS 2.0 listing every post, with links to pages that exist.
import fs from 'node:fs';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { getBlogPosts } from '@/lib/content/blog';
import { exportedPages, OUT, resolveInOut, sitePages } from './export-files';

const FEED = '/blog/feed.xml';
const xml = fs.readFileSync(path.join(OUT, FEED), 'utf8');
const feed = new new JSDOM().window.DOMParser().parseFromString(xml, 'application/xml');
/** The configured site URL, as every page's canonical link carries it. */
const origin = new URL(
  sitePages()
    .find((page) => page.route === '/')
    ?.document.querySelector('link[rel="canonical"]')
    ?.getAttribute('href') ?? 'http://invalid',
).origin;

const text = (parent: Element | Document, selector: string) =>
  parent.querySelector(selector)?.textContent ?? '';

describe('the blog feed', () => {
  it('is well-formed RSS 2.0 that names itself and the blog at the site origin', () => {
    expect(feed.querySelector('parsererror')?.textContent).toBeUndefined();
    expect(feed.documentElement.nodeName).toBe('rss');
    expect(feed.documentElement.getAttribute('version')).toBe('2.0');
    expect(text(feed, 'channel > title')).toMatch(/blog$/);
    expect(text(feed, 'channel > link')).toBe(`${origin}/blog/`);
    const self = feed.getElementsByTagNameNS('http://www.w3.org/2005/Atom', 'link')[0];
    expect(self?.getAttribute('href')).toBe(`${origin}${FEED}`);
    expect(self?.getAttribute('rel')).toBe('self');
  });

  it('lists every post of content/blog/, newest first, with its title, date and summary', () => {
    const files = fs.readdirSync(path.join(process.cwd(), 'content', 'blog'));
    const posts = getBlogPosts();
    expect(posts).toHaveLength(files.filter((file) => file.endsWith('.md')).length);
    const items = [...feed.querySelectorAll('channel > item')];
    expect(items.map((item) => text(item, 'link'))).toEqual(
      posts.map((post) => `${origin}/blog/${post.slug}/`),
    );
    posts.forEach((post, index) => {
      const item = items[index]!;
      expect(text(item, 'title')).toBe(post.title);
      expect(text(item, 'description')).toBe(post.description);
      expect(new Date(text(item, 'pubDate')).toISOString().slice(0, 10)).toBe(post.date);
      expect(text(item, 'guid')).toBe(text(item, 'link'));
    });
  });

  it('links only to pages in out/', () => {
    // RSS's own link and guid elements, not atom:link (checked above).
    const links = [...feed.querySelectorAll('link, guid')]
      .filter((element) => element.namespaceURI === null)
      .map((element) => element.textContent ?? '');
    const missing = links.filter((link) => {
      const url = new URL(link);
      return url.origin !== origin || !resolveInOut(url.pathname);
    });
    expect(links.length).toBeGreaterThan(0);
    expect(missing).toEqual([]);
  });

  it('is announced in the head of every page, the 404 page too', () => {
    const problems = exportedPages().flatMap(({ document, route }) => {
      const links = [
        ...document.querySelectorAll('head link[rel="alternate"][type="application/rss+xml"]'),
      ];
      if (links.length !== 1) return [`${route}: ${links.length} feed links`];
      const link = links[0]!;
      if (link.getAttribute('href') !== `${origin}${FEED}`)
        return [`${route}: feed link to ${link.getAttribute('href')}`];
      return link.getAttribute('title') ? [] : [`${route}: feed link without a title`];
    });
    expect(problems).toEqual([]);
  });
});
