import { cn } from '@/lib/ui/cn';
import { TechnologyMark } from './TechnologyMark';

const tones = { brand: 'pill-brand', muted: 'pill-muted' };

/** A named list of short items shown as pills (a technology stack). */
export function Pills({
  label,
  items,
  tone,
  marks,
  className,
}: {
  label: string;
  items: readonly string[];
  /** brand: outlined, on a surface; muted: filled, smaller, on white. */
  tone: 'brand' | 'muted';
  /** Show each technology's brand mark beside its name, where there is one. */
  marks?: boolean;
  className?: string;
}) {
  return (
    <ul className={cn('flex flex-wrap gap-2', className)} aria-label={label}>
      {items.map((item) => (
        <li
          key={item}
          className={cn('pill', tones[tone], marks && 'inline-flex items-center gap-1.5')}
        >
          {marks ? <TechnologyMark name={item} /> : null}
          {item}
        </li>
      ))}
    </ul>
  );
}
