// Icons below the first screen as small cached files, drawn in the one colour their place gives
// them: inline, the cards' and the footer's icons cost a page about 650 B of Brotli, the last
// bytes past its first TCP window. An icon in the first screen stays inline (components/ui/Icon).
import { iconNames, type IconName } from '@/lib/content/icon-names';
import { iconMarkup } from '@/lib/icons/drawings';

/** An icon tile's stroke: --color-brand-600 in app/globals.css (`.icon-tile`). */
const TILE_STROKE = '#4f46e5';

/** The social networks' marks (lucide no longer ships brand icons), white on the footer's ink. */
export const SOCIAL_MARKS = {
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
} as const;
export type SocialMark = keyof typeof SOCIAL_MARKS;

const SOCIAL_FILL = '#fff';

export function tileIconPath(name: IconName): string {
  return `/icons/${name}.svg`;
}

export function socialMarkPath(mark: SocialMark): string {
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

function socialMarkSvg(mark: SocialMark): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="${SOCIAL_FILL}"><path d="${SOCIAL_MARKS[mark].path}"/></svg>\n`;
}

/** Every icon file by its name in /icons/: the tiles' icons and the social marks. */
export function iconFiles(): Map<string, () => string> {
  const files = new Map<string, () => string>();
  for (const name of iconNames) files.set(`${name}.svg`, () => tileIconSvg(name));
  for (const mark of Object.keys(SOCIAL_MARKS) as SocialMark[])
    files.set(`${mark}.svg`, () => socialMarkSvg(mark));
  return files;
}
