import { cn } from '@/lib/cn';

/** A named list of short items shown as pills (a technology stack). */
export function Pills({
  label,
  items,
  className,
  pillClassName,
}: {
  /** The list's accessible name. */
  label: string;
  items: readonly string[];
  className?: string;
  pillClassName: string;
}) {
  return (
    <ul className={cn('flex flex-wrap gap-2', className)} aria-label={label}>
      {items.map((item) => (
        <li key={item} className={cn('rounded-full px-3 py-1 font-medium', pillClassName)}>
          {item}
        </li>
      ))}
    </ul>
  );
}
