import { LOGO_MARK } from '@/lib/site/logo-mark';

/** The brand's mark as inline SVG: the header's logo and the share images. */
export function LogoMark({
  size,
  decorative = false,
}: {
  size: number;
  /** Hidden from assistive technology, where a text beside it names the link. */
  decorative?: boolean;
}) {
  const { viewBox, tile, letter, dot } = LOGO_MARK;
  return (
    <svg
      width={size}
      height={size}
      viewBox={viewBox}
      {...(decorative ? { 'aria-hidden': true, focusable: false } : {})}
    >
      <rect width={tile.width} height={tile.height} rx={tile.rx} fill={tile.fill} />
      <path d={letter.d} fill={letter.fill} />
      <circle cx={dot.cx} cy={dot.cy} r={dot.r} fill={dot.fill} />
    </svg>
  );
}
