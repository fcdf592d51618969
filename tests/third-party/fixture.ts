// The settings of out-third-party/, the export built with every third party configured
// (tests/third-party/build.ts passes them to the build's environment).
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

/**
 * The fixture build's environment: `env` (with the developer's `.env*` files loaded) with every
 * NEXT_PUBLIC_* variable blanked, then the fixture's settings.
 */
export function fixtureBuildEnv<Env extends Record<string, string | undefined>>(env: Env): Env {
  const blanked = Object.keys(env)
    .filter((name) => name.startsWith('NEXT_PUBLIC_'))
    .map((name) => [name, '']);
  return { ...env, ...Object.fromEntries(blanked), ...THIRD_PARTY_FIXTURE_ENV } as Env;
}
