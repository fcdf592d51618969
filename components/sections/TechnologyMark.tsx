import { TECHNOLOGY_MARKS } from '@/lib/technology-marks';

/** A colour too pale to see on white (a mark drawn in white or near it) is drawn in the text's colour. */
function visibleOnWhite(hex: string): string {
  const [r = 0, g = 0, b = 0] = [0, 2, 4].map((start) => parseInt(hex.slice(start, start + 2), 16));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b > 215 ? 'currentColor' : `#${hex}`;
}

/**
 * The brand mark of a technology, when simple-icons has one, drawn beside its name. Decorative:
 * the name beside it is the text.
 */
export function TechnologyMark({ name }: { name: string }) {
  const mark = TECHNOLOGY_MARKS[name];
  if (!mark) return null;
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      width="16"
      height="16"
      fill={visibleOnWhite(mark.hex)}
      className="shrink-0"
    >
      <path d={mark.path} />
    </svg>
  );
}
