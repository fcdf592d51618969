// Icons below the first screen as small cached files, drawn in the one colour their place gives
// them: inline, the cards' and the footer's icons cost a page about 650 B of Brotli, the last
// bytes past its first TCP window. An icon in the first screen stays inline (components/ui/Icon).
import { iconNames, type IconName } from '@/lib/content/icon-names';
import { iconMarkup } from '@/lib/icons/drawings';

/** An icon tile's stroke: --color-brand-600 in app/globals.css (`.icon-tile`). */
const TILE_STROKE = '#4f46e5';

/**
 * The brands' marks (lucide no longer ships brand icons), white: the social networks' on the
 * footer's ink, the messaging app's on its floating link's green.
 */
export const BRAND_MARKS = {
  facebook: {
    size: 20,
    path: 'M14 8.5V6.8c0-.8.5-1 .9-1H17V2.1L14.1 2C10.9 2 10.2 4.4 10.2 5.9v2.6H8v3.8h2.2V22H14v-9.7h2.8l.4-3.8z',
  },
  x: {
    size: 18,
    path: 'M18.2 2.25h3.3l-7.2 8.26L22.8 21.75h-6.64l-5.2-6.8-5.96 6.8H1.7l7.73-8.84L1.25 2.25h6.8l4.7 6.23zm-1.16 17.52h1.83L7.08 4.13H5.12z',
  },
  linkedin: {
    size: 20,
    path: 'M20.45 20.45h-3.55v-5.57c0-1.33-.03-3.04-1.85-3.04-1.86 0-2.14 1.45-2.14 2.94v5.67H9.35V9h3.41v1.56h.05c.48-.9 1.64-1.85 3.37-1.85 3.6 0 4.27 2.37 4.27 5.46zM5.34 7.43a2.06 2.06 0 1 1 0-4.12 2.06 2.06 0 0 1 0 4.12zM7.12 20.45H3.56V9h3.56zM22.22 0H1.77C.79 0 0 .77 0 1.73v20.54C0 23.23.79 24 1.77 24h20.45c.98 0 1.78-.77 1.78-1.73V1.73C24 .77 23.2 0 22.22 0z',
  },
  whatsapp: {
    size: 28,
    path: 'M19.05 4.91A9.82 9.82 0 0 0 12.04 2C6.58 2 2.13 6.45 2.13 11.91c0 1.75.46 3.45 1.32 4.95L2.05 22l5.25-1.38a9.9 9.9 0 0 0 4.74 1.21h.01c5.46 0 9.91-4.45 9.91-9.91a9.85 9.85 0 0 0-2.91-7.01zm-7.01 15.24h-.01a8.23 8.23 0 0 1-4.19-1.15l-.3-.18-3.12.82.83-3.04-.2-.31a8.2 8.2 0 0 1-1.26-4.38c0-4.54 3.7-8.23 8.25-8.23 2.2 0 4.27.86 5.82 2.42a8.18 8.18 0 0 1 2.41 5.82c0 4.54-3.7 8.23-8.23 8.23zm4.52-6.16c-.25-.12-1.47-.72-1.69-.81-.23-.08-.39-.12-.56.12-.17.25-.64.81-.78.97-.14.17-.29.19-.54.06-.25-.12-1.05-.39-1.99-1.23-.74-.66-1.23-1.47-1.38-1.72-.14-.25-.02-.38.11-.51.11-.11.25-.29.37-.43.12-.14.17-.25.25-.41.08-.17.04-.31-.02-.43-.06-.12-.56-1.34-.76-1.84-.2-.48-.41-.42-.56-.43h-.48c-.17 0-.43.06-.66.31-.23.25-.87.85-.87 2.07 0 1.22.89 2.4 1.01 2.56.12.17 1.75 2.67 4.23 3.74.59.26 1.05.41 1.41.52.59.19 1.13.16 1.56.1.48-.07 1.47-.6 1.67-1.18.21-.58.21-1.07.14-1.18-.06-.1-.22-.16-.47-.28z',
  },
} as const;
export type BrandMark = keyof typeof BRAND_MARKS;

const BRAND_FILL = '#fff';

export function tileIconPath(name: IconName): string {
  return `/icons/${name}.svg`;
}

export function brandMarkPath(mark: BrandMark): string {
  return `/icons/${mark}.svg`;
}

function tileIconSvg(name: IconName): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none"` +
    // `color` too: a drawing may fill a part with currentColor (Palette's dots).
    ` color="${TILE_STROKE}" stroke="currentColor" stroke-width="2" stroke-linecap="round"` +
    ` stroke-linejoin="round">` +
    `${iconMarkup(name)}</svg>\n`
  );
}

function brandMarkSvg(mark: BrandMark): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="${BRAND_FILL}"><path d="${BRAND_MARKS[mark].path}"/></svg>\n`;
}

/** Every icon file by its name in /icons/: the tiles' icons and the brands' marks. */
export function iconFiles(): Map<string, () => string> {
  const files = new Map<string, () => string>();
  for (const name of iconNames) files.set(`${name}.svg`, () => tileIconSvg(name));
  for (const mark of Object.keys(BRAND_MARKS) as BrandMark[])
    files.set(`${mark}.svg`, () => brandMarkSvg(mark));
  return files;
}
