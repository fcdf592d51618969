import { createElement } from 'react';
import type { IconName } from '@/lib/content/icon-names';
import { iconDrawing } from '@/lib/icons/drawings';
import { ICON_FRAME } from './icon-frame';

/**
 * A decorative icon named in content/, drawn inline, for server components: a `<use>` of a sprite
 * would make the browser build the sprite mid-load, a long task on a slow phone.
 */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg {...ICON_FRAME} className={className}>
      {iconDrawing(name).map(([tag, attributes], index) =>
        createElement(tag, { ...attributes, key: index }),
      )}
    </svg>
  );
}
