import type { IconName } from '@/lib/content/icon-names';

/** Where app/icons.svg/route.ts writes the sprite. */
export const ICON_SPRITE_PATH = '/icons.svg';

/**
 * A decorative icon named in content/, drawn from the sprite (lib/icon-sprite.ts): the page
 * carries its name, not its drawing. The stroke settings are lucide's, inherited by the symbol.
 * Plain markup with no imports of its own, so client components (the menus) render it too.
 */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      className={className}
      width={24}
      height={24}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <use href={`${ICON_SPRITE_PATH}#${name}`} />
    </svg>
  );
}
