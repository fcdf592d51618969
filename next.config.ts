import type { NextConfig } from 'next';
import { IMAGE_DEFAULT_QUALITY } from './lib/constants';

const nextConfig: NextConfig = {
  output: 'export',
  trailingSlash: true,
  // A static export has no image optimisation server; images are SVGs or pre-sized PNGs.
  // The one quality next/image accepts is the specification's default.
  images: { unoptimized: true, qualities: [IMAGE_DEFAULT_QUALITY] },
  poweredByHeader: false,
  reactStrictMode: true,
  // The type check runs once, in `npm run check` (and `npm run build:deploy`), not again in
  // every build: it took 15-45 s of each of the two builds `npm test` makes.
  typescript: { ignoreBuildErrors: true },
  // Server Fast Refresh patches server modules in place; after a quick undo of a content file it
  // kept the edited text (the restore compiled, the page never changed). Without it, next dev
  // loads the recompiled server code, and the preview always shows what the files say.
  experimental: { turbopackServerFastRefresh: false },
  // lib/content/files.ts imports every file under content/ as text (import.meta.glob with
  // ?raw), which puts them in the module graph: `next dev` then refreshes a page when one is
  // saved. Turbopack has no built-in ?raw: these rules say what it means.
  turbopack: {
    rules: {
      '*.md': { condition: { query: '?raw' }, type: 'raw' },
      '*.yaml': { condition: { query: '?raw' }, type: 'raw' },
    },
  },
};

export default nextConfig;
