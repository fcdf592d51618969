export const BRAND_IMAGES = {
  logo: { path: '/logo.png', size: 512 },
  appleTouchIcon: { path: '/apple-touch-icon.png', size: 180 },
  // The tab icons: a PNG decodes in a moment, where an SVG favicon costs the page's main thread
  // a whole isolated SVG document (about 40 ms of CPU on a throttled phone, mid-load).
  favicon32: { path: '/favicon-32.png', size: 32 },
  favicon64: { path: '/favicon-64.png', size: 64 },
} as const;
