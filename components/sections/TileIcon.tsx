import type { IconName } from '@/lib/content/icon-names';
import { tileIconPath } from '@/lib/icons/icon-files';

/**
 * A card's icon in its tile, as a lazy image of its file: decorative (the card's title names it),
 * its size fixed before the file arrives. An icon in the first screen is drawn inline (Icon).
 */
export function TileIcon({ name }: { name: IconName }) {
  return (
    // oxlint-disable-next-line nextjs/no-img-element -- a 24 px static SVG, no optimisation to gain
    <img src={tileIconPath(name)} alt="" width={24} height={24} loading="lazy" decoding="async" />
  );
}
