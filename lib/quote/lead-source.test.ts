import { describe, expect, it } from 'vitest';
import { encodeLeadSource, parseLeadSource, toLeadSource } from './lead-source';
import { noteVisitSource, VISIT_SOURCE_KEY } from './visit-note';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

function page(url: string) {
  const { pathname, search, origin } = new URL(url);
  return { pathname, search, origin };
}

describe('the visit’s note', () => {
  it('keeps the first page’s campaign, the click id’s name only, and the referrer’s origin', () => {
    const storage = memoryStorage();
    noteVisitSource(
      page(
        'https://www.example.com/services/?utm_source=google&utm_medium=cpc&utm_campaign=spring%20sale&gclid=Cj0-secret',
      ),
      'https://www.google.com/search?q=private+words',
      () => storage,
    );
    noteVisitSource(
      page('https://www.example.com/blog/?utm_source=other'),
      'https://www.example.com/services/',
      () => storage,
    );
    const note = storage.getItem(VISIT_SOURCE_KEY) ?? '';
    expect(note).not.toContain('Cj0-secret');
    expect(note).not.toContain('private');
    expect(JSON.parse(note)).toEqual({
      utmSource: 'google',
      utmMedium: 'cpc',
      utmCampaign: 'spring sale',
      clickId: 'gclid',
      referrer: 'https://www.google.com',
      landingPage: '/services/?utm_source=google&utm_medium=cpc&utm_campaign=spring+sale',
    });
  });

  it('notes nothing to send for a direct visit or one from the site itself', () => {
    for (const referrer of ['', 'https://www.example.com/about/']) {
      const storage = memoryStorage();
      noteVisitSource(page('https://www.example.com/contact/'), referrer, () => storage);
      expect(storage.getItem(VISIT_SOURCE_KEY)).toBe('{}');
      expect(toLeadSource(JSON.parse(storage.getItem(VISIT_SOURCE_KEY) ?? ''))).toBeNull();
    }
  });

  it('gives up quietly where storage is off', () => {
    expect(() =>
      noteVisitSource(page('https://www.example.com/?utm_source=x'), '', () => {
        throw new DOMException('denied', 'SecurityError');
      }),
    ).not.toThrow();
  });
});

describe('the source header', () => {
  it('round-trips through the header, in ASCII', () => {
    const source = toLeadSource({
      landingPage: '/services/ai/?utm_campaign=été',
      utmCampaign: 'été 2026',
      clickId: 'msclkid',
    });
    const header = encodeLeadSource(source);
    expect(header).toMatch(/^[\x21-\x7e]+$/);
    expect(parseLeadSource(header)).toEqual(source);
    expect(encodeLeadSource(null)).toBe('');
  });

  it('cuts a long landing page to its path and drops what is not a source', () => {
    const long = `/contact/?utm_term=${'x'.repeat(2000)}`;
    expect(toLeadSource({ landingPage: long, referrer: 'javascript:alert(1)' })).toMatchObject({
      landingPage: '/contact/',
      referrer: null,
    });
    expect(
      toLeadSource({ utmSource: 42, clickId: 'gclid=abc', referrer: 'https://a.test/x' }),
    ).toBeNull();
    expect(parseLeadSource('x'.repeat(20_000))).toBeNull();
  });
});
