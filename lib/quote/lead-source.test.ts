import { describe, expect, it } from 'vitest';
import { encodeLeadSource, parseLeadSource, toLeadSource } from './lead-source';

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
