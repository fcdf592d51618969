import { createElement } from 'react';
import type { IconName } from '@/lib/content/icon-names';
import { iconDrawing } from '@/lib/icon-drawings';
import { ICON_FRAME } from './icon-frame';

/**
 * A decorative icon named in content/, drawn inline, for server components. A page's handful
 * of icons cost a few hundred bytes each; a `<use>` of the shared sprite would instead make the
 * browser build the sprite as a separate SVG document mid-load, a long task on a slow phone.
 * Client components use MenuIcon, which keeps the drawings out of their JavaScript.
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
