import type { NextConfig } from 'next';
import { PHASE_DEVELOPMENT_SERVER } from 'next/constants';
import { IMAGE_DEFAULT_QUALITY } from './lib/site/constants';

/** Next calls it with the phase it runs in (`next dev`, `next build`): nothing is read on import. */
export default function nextConfig(phase: string): NextConfig {
  return {
    output: 'export',
    trailingSlash: true,
    // A static export has no image optimisation server; images are SVGs or pre-sized PNGs.
    images: { unoptimized: true, qualities: [IMAGE_DEFAULT_QUALITY] },
    poweredByHeader: false,
    // The content editor (public/admin/) at /admin/ under `next dev`, as a static host serves it.
    // Development only: an export has no rewrites, and needs none.
    ...(phase === PHASE_DEVELOPMENT_SERVER
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
}
