import { describe, expect, it } from 'vitest';
import { exportedOnly, exportPagesSetting } from './exported-pages';

describe('EXPORT_PAGES', () => {
  it('unset, empty or only separators and spaces: every page', () => {
    for (const value of [undefined, '', ' ', ',', ' , ,, ']) {
      expect(exportPagesSetting(value), String(value)).toBeNull();
    }
  });

  it('lists paths, trimmed, exactly as written', () => {
    expect(exportPagesSetting(' /, /blog/a-post/ ,,/Blog/A-Post ')).toEqual(
      new Set(['/', '/blog/a-post/', '/Blog/A-Post']),
    );
  });
});

describe('exportedOnly', () => {
  const posts = [{ slug: 'first' }, { slug: 'second' }, { slug: 'third' }];
  const pathOf = ({ slug }: { slug: string }) => `/blog/${slug}/`;

  it('keeps every item when nothing is listed', () => {
    expect(exportedOnly(posts, pathOf, null)).toEqual(posts);
  });

  it("keeps the listed pages in their order, matching a page's whole path only", () => {
    const listed = exportPagesSetting('/blog/third/,/blog/first/,/blog/sec,/blog/second,/blog/*/');
    expect(exportedOnly(posts, pathOf, listed)).toEqual([{ slug: 'first' }, { slug: 'third' }]);
  });
});
