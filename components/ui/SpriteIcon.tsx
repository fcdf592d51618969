import type { IconName } from '@/lib/content/icon-names';

/** Where app/icons.svg/route.ts writes the sprite. */
export const ICON_SPRITE_PATH = '/icons.svg';

/** The frame of every icon, inline or from the sprite: lucide's grid and stroke. */
export const ICON_FRAME = {
  'aria-hidden': true,
  focusable: false,
  width: 24,
  height: 24,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

/**
 * An icon named in content/, drawn from the sprite /icons.svg (lib/icon-sprite.ts), for client
 * components (the menus): their JavaScript carries the icon's name, not its drawing. The
 * browser builds the sprite as a document of its own the first time one is shown, so
 * server-rendered pages use the inline Icon instead and never load it.
 */
export function SpriteIcon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg {...ICON_FRAME} className={className}>
      <use href={`${ICON_SPRITE_PATH}#${name}`} />
    </svg>
  );
}
