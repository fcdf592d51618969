import { markPath, TECHNOLOGY_MARKS } from '@/lib/icons/technology-marks';

/**
 * The brand mark of a technology, when simple-icons has one, beside its name. Decorative: the
 * name beside it is the text.
 */
export function TechnologyMark({ name }: { name: string }) {
  const mark = TECHNOLOGY_MARKS[name];
  if (!mark) return null;
  return (
    // oxlint-disable-next-line nextjs/no-img-element -- a 16 px static SVG, no optimisation to gain
    <img
      src={markPath(mark)}
      alt=""
      width={16}
      height={16}
      loading="lazy"
      decoding="async"
      className="size-4 shrink-0"
    />
  );
}
