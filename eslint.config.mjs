import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    // Pages link to each other with plain <a>: every page is static HTML that paints before
    // any script runs, and next/link would add 3.3 KB gzip to every page's JavaScript, a Link
    // component to hydrate per link (a service page has over 80) and a burst of data prefetches
    // after each load (17 requests, 60 KB on the home page) that visitors on slow networks pay
    // for whether or not they follow a link.
    rules: { '@next/next/no-html-link-for-pages': 'off' },
  },
  globalIgnores([
    '.next/**',
    'out/**',
    'out-third-party/**',
    'out.parked/**',
    'bench/**',
    'data/**',
    '.wrangler/**',
    'test-results/**',
    'playwright-report/**',
    'next-env.d.ts',
  ]),
]);
