import { cn } from '@/lib/cn';

const tones = { brand: 'pill-brand', muted: 'pill-muted' };

/** A named list of short items shown as pills (a technology stack). */
export function Pills({
  label,
  items,
  tone,
  className,
}: {
  label: string;
  items: readonly string[];
  /** brand: outlined, on a surface; muted: filled, smaller, on white. */
  tone: 'brand' | 'muted';
  className?: string;
}) {
  return (
    <ul className={cn('flex flex-wrap gap-2', className)} aria-label={label}>
      {items.map((item) => (
        <li key={item} className={cn('pill', tones[tone])}>
          {item}
        </li>
      ))}
    </ul>
  );
}
