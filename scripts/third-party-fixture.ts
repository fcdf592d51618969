/**
 * The settings of out-third-party/, the export built with every third party configured
 * (scripts/build-third-party-fixture.ts writes them to a temporary .env.local). The export
 * tests check the built site against them and the browser tests stub their hosts; the ids
 * are test values and the example.test hosts never resolve.
 */
export const THIRD_PARTY_FIXTURE_DIR = 'out-third-party';

export const THIRD_PARTY_FIXTURE_ENV = {
  NEXT_PUBLIC_SITE_URL: 'https://site.example.test',
  NEXT_PUBLIC_QUOTE_API_HOST: 'https://quotes.example.test',
  NEXT_PUBLIC_IP_LOOKUP_URL: 'https://ip.example.test/json',
  NEXT_PUBLIC_SCHEDULING_URL: 'https://scheduler.example.test/team/intro',
  NEXT_PUBLIC_TAWK_PROPERTY_ID: 'test-property',
  NEXT_PUBLIC_TAWK_WIDGET_ID: 'test-widget',
  NEXT_PUBLIC_CLARITY_PROJECT_ID: 'test-project',
  NEXT_PUBLIC_TURNSTILE_SITE_KEY: '1x00000000000000000000AA',
} as const;
