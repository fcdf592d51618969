import type { NextConfig } from 'next';
import { IMAGE_DEFAULT_QUALITY } from './lib/site/constants';

const nextConfig: NextConfig = {
  output: 'export',
  trailingSlash: true,
  // A static export has no image optimisation server; images are SVGs or pre-sized PNGs.
  images: { unoptimized: true, qualities: [IMAGE_DEFAULT_QUALITY] },
  poweredByHeader: false,
  // The content editor (public/admin/) at /admin/ under `next dev`, as a static host serves it.
  // Development only: an export has no rewrites, and needs none.
  ...(process.env.NODE_ENV === 'development'
    ? { rewrites: async () => [{ source: '/admin/', destination: '/admin/index.html' }] }
    : {}),
  reactStrictMode: true,
  // The type check runs once, in `npm run check`, not again in every build.
  typescript: { ignoreBuildErrors: true },
  // Server Fast Refresh, which patches server modules in place, could keep a content file's
  // edited text after a quick undo; without it the preview always shows what the files say.
  experimental: { turbopackServerFastRefresh: false },
  // content/ is imported as text (lib/content/files.ts), so next dev refreshes a page when a
  // file is saved; Turbopack has no built-in ?raw.
  turbopack: {
    rules: {
      '*.md': { condition: { query: '?raw' }, type: 'raw' },
      '*.yaml': { condition: { query: '?raw' }, type: 'raw' },
    },
  },
};

export default nextConfig;
