import type { CaseStudy } from '@/lib/content';
import { VISUAL_HEIGHT, VISUAL_WIDTH } from './ProductVisual';
import { productVisualPath } from './visual-file';

/**
 * A case study's visual as a lazy image of its file, for cards below the first screen: the same
 * drawing and text alternative as ProductVisual, out of the page's HTML. Its width and height keep
 * the card's place before the file arrives.
 */
export function ProductVisualImage({ study }: { study: CaseStudy }) {
  return (
    // oxlint-disable-next-line nextjs/no-img-element -- a static SVG file, no optimisation to gain
    <img
      src={productVisualPath(study.slug)}
      alt={study.visual.alt}
      width={VISUAL_WIDTH}
      height={VISUAL_HEIGHT}
      loading="lazy"
      decoding="async"
      className="h-auto w-full"
    />
  );
}
