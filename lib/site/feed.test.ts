// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { escapeXml, type FeedPost, rssFeed } from './feed';

const url = (path: string) => `https://example.com${path}`;

const post = (overrides: Partial<FeedPost> = {}): FeedPost => ({
  slug: 'a-post',
  title: 'A post',
  description: 'What it says.',
  date: '2026-03-10',
  ...overrides,
});

function parse(xml: string): Document {
  const document = new DOMParser().parseFromString(xml, 'application/xml');
  const error = document.querySelector('parsererror');
  if (error) throw new Error(`not well-formed: ${error.textContent}`);
  return document;
}

describe('the RSS feed', () => {
  it('keeps markup characters in titles and descriptions as text', () => {
    const title = `Q&A: <script>alert("x")</script> & 'quotes'`;
    const document = parse(rssFeed({ description: 'Tips & <tricks>' }, [post({ title })], url));

    expect(document.querySelector('item > title')?.textContent).toBe(title);
    expect(document.querySelector('channel > description')?.textContent).toBe('Tips & <tricks>');
    expect(document.querySelector('script')).toBeNull();
  });

  it('drops the control characters XML 1.0 cannot carry, which would break every reader', () => {
    expect(escapeXml('a\u0000b\u000bc\td\ne')).toBe('abc\td\ne');
    expect(() =>
      parse(rssFeed({ description: 'x' }, [post({ title: 'bad\u0001' })], url)),
    ).not.toThrow();
  });

  it('gives each post an absolute link, the same permalink guid and an RFC 822 date', () => {
    const document = parse(rssFeed({ description: 'x' }, [post()], url));
    const item = document.querySelector('item');

    expect(item?.querySelector('link')?.textContent).toBe('https://example.com/blog/a-post/');
    expect(item?.querySelector('guid')?.textContent).toBe('https://example.com/blog/a-post/');
    expect(item?.querySelector('guid')?.getAttribute('isPermaLink')).toBe('true');
    expect(item?.querySelector('pubDate')?.textContent).toBe('Tue, 10 Mar 2026 00:00:00 GMT');
  });

  it('dates the channel by its newest post, so an unchanged blog builds the same file', () => {
    const posts = [
      post({ slug: 'new', date: '2026-05-01' }),
      post({ slug: 'old', date: '2025-01-01' }),
    ];
    const first = rssFeed({ description: 'x' }, posts, url);

    expect(parse(first).querySelector('lastBuildDate')?.textContent).toBe(
      'Fri, 01 May 2026 00:00:00 GMT',
    );
    expect(rssFeed({ description: 'x' }, posts, url)).toBe(first);
  });
});
