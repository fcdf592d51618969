import { describe, expect, it } from 'vitest';
import { getSitePages } from '@/lib/content';
import {
  cardForSegments,
  shareCard,
  shareCards,
  shareImagePath,
  shareImageSegments,
} from './share-image';

describe('share images', () => {
  it('name a .png file under /og/ after the page', () => {
    expect(shareImagePath('/')).toBe('/og/home.png');
    expect(shareImagePath('/blog/')).toBe('/og/blog.png');
    expect(shareImagePath('/blog/a-post/')).toBe('/og/blog/a-post.png');
    expect(shareImagePath('/mobile-development/ios-app-development/')).toBe(
      '/og/mobile-development/ios-app-development.png',
    );
  });

  it('exist for every page of the site, each at its own address', () => {
    const pages = getSitePages().map((page) => page.path);
    const images = shareCards().map((card) => shareImagePath(card.path));

    expect(shareCards().map((card) => card.path)).toEqual(pages);
    expect(new Set(images).size).toBe(pages.length);
  });

  it('show the heading and the label above it', () => {
    expect(shareCard('/mobile-development/ios-app-development/')).toEqual({
      path: '/mobile-development/ios-app-development/',
      title: 'iOS App Development',
      category: 'Mobile Development',
    });
    expect(shareCard('/cloud-computing/')).toMatchObject({ category: 'Services' });
    expect(shareCard('/contact/')).toMatchObject({ category: 'Contact' });
  });

  it('are found again from the segments the catch-all route receives', () => {
    for (const card of shareCards()) {
      expect(cardForSegments(shareImageSegments(card.path))).toBe(card);
    }
    expect(cardForSegments(['no-such-page.png'])).toBeUndefined();
  });

  it('refuse a path that is not a page', () => {
    expect(() => shareCard('/no-such-page/')).toThrow('/no-such-page/ is not a page of the site');
  });
});
