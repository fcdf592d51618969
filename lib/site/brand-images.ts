export const BRAND_IMAGES = {
  logo: { path: '/logo.png', size: 512 },
  appleTouchIcon: { path: '/apple-touch-icon.png', size: 180 },
  // Tab icons as files: the editor's page names the 32 px one, the site's pages the 64 px one for
  // browsers without SVG icons (the others draw the mark inline: lib/site/favicon.ts).
  favicon32: { path: '/favicon-32.png', size: 32 },
  favicon64: { path: '/favicon-64.png', size: 64 },
} as const;
