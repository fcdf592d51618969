import { cn } from '@/lib/ui/cn';

/** A decorative line icon on a 24-unit grid, drawn in the text colour. */
export function StrokeIcon({
  d,
  size = 20,
  strokeWidth = 2,
  className,
}: {
  d: string;
  size?: number;
  strokeWidth?: number;
  className?: string;
}) {
  return (
    <svg aria-hidden="true" width={size} height={size} viewBox="0 0 24 24" className={className}>
      <path d={d} fill="none" stroke="currentColor" strokeWidth={strokeWidth} />
    </svg>
  );
}

/** The down chevron of a disclosure, turned up while it is open. */
export function Chevron({ open, size }: { open: boolean; size?: number }) {
  return (
    <StrokeIcon
      d="m6 9 6 6 6-6"
      size={size}
      className={cn('transition-transform motion-reduce:transition-none', open && 'rotate-180')}
    />
  );
}
