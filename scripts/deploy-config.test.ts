import { describe, expect, it } from 'vitest';
import { deployConfigProblems } from './deploy-config';

const good = {
  NEXT_PUBLIC_SITE_URL: 'https://www.example.com',
  NEXT_PUBLIC_QUOTE_API_HOST: 'https://api.example.com',
};

describe('deployConfigProblems', () => {
  it('accepts https origins for the site and the quote endpoint', () => {
    expect(deployConfigProblems(good)).toEqual([]);
    expect(
      deployConfigProblems({
        NEXT_PUBLIC_SITE_URL: 'https://www.example.com/',
        NEXT_PUBLIC_QUOTE_API_HOST: 'https://api.example.com:8443/',
      }),
    ).toEqual([]);
  });

  it('accepts the quote endpoint on the site origin when it is set explicitly', () => {
    expect(
      deployConfigProblems({ ...good, NEXT_PUBLIC_QUOTE_API_HOST: good.NEXT_PUBLIC_SITE_URL }),
    ).toEqual([]);
  });

  it('refuses a configuration without the site origin; the quote host may stay unset', () => {
    const problems = deployConfigProblems({});
    expect(problems).toEqual([expect.stringMatching(/^NEXT_PUBLIC_SITE_URL is not set/)]);
    expect(deployConfigProblems({ NEXT_PUBLIC_SITE_URL: good.NEXT_PUBLIC_SITE_URL })).toEqual([]);
  });

  it('treats blank values as unset', () => {
    expect(
      deployConfigProblems({ NEXT_PUBLIC_SITE_URL: '  ', NEXT_PUBLIC_QUOTE_API_HOST: '' }),
    ).toHaveLength(1);
  });

  it.each([
    'http://www.example.com',
    'http://localhost:3000',
    'www.example.com',
    'https://www.example.com/en',
    'https://www.example.com?x=1',
    'https://www.example.com/#top',
    'https://user:pw@www.example.com',
    'ftp://www.example.com',
  ])('refuses NEXT_PUBLIC_SITE_URL=%s', (value) => {
    const problems = deployConfigProblems({ ...good, NEXT_PUBLIC_SITE_URL: value });
    expect(problems).toEqual([expect.stringMatching(/^NEXT_PUBLIC_SITE_URL is ".*": it must be/)]);
  });

  it.each(['http://api.example.com', 'https://api.example.com/api', 'api.example.com'])(
    'refuses NEXT_PUBLIC_QUOTE_API_HOST=%s',
    (value) => {
      const problems = deployConfigProblems({ ...good, NEXT_PUBLIC_QUOTE_API_HOST: value });
      expect(problems).toEqual([
        expect.stringMatching(/^NEXT_PUBLIC_QUOTE_API_HOST is ".*": it must be/),
      ]);
    },
  );

  it('checks the optional URLs only when they are set', () => {
    expect(
      deployConfigProblems({
        ...good,
        NEXT_PUBLIC_IP_LOOKUP_URL: 'https://ip.example.com/json',
        NEXT_PUBLIC_SCHEDULING_URL: 'https://cal.example.com/team/intro',
      }),
    ).toEqual([]);
    expect(
      deployConfigProblems({
        ...good,
        NEXT_PUBLIC_IP_LOOKUP_URL: 'http://ip.example.com/json',
        NEXT_PUBLIC_SCHEDULING_URL: '/book',
      }),
    ).toEqual([
      expect.stringMatching(/^NEXT_PUBLIC_IP_LOOKUP_URL is/),
      expect.stringMatching(/^NEXT_PUBLIC_SCHEDULING_URL is/),
    ]);
  });
});
