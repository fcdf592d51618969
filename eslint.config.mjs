import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    // Pages link with plain <a>: next/link would add JavaScript, a component to hydrate per link
    // and data prefetches to every page of a static site.
    rules: { '@next/next/no-html-link-for-pages': 'off' },
  },
  globalIgnores([
    '.next/**',
    'out/**',
    'out-third-party/**',
    'out.parked/**',
    // The benchmark's copies of the site and its reports.
    'bench/floor/**',
    'bench/.runs/**',
    'bench/results/**',
    '.wrangler/**',
    'test-results/**',
    'playwright-report/**',
    'next-env.d.ts',
    // Decap CMS's bundle, copied from node_modules by `npm run dev` (scripts/build/cms-bundle.ts).
    'public/admin/decap/**',
  ]),
]);
