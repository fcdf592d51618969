import type { TitledText } from '@/lib/content/schemas/common';
import { cn } from '@/lib/ui/cn';

export function TitledList({
  items,
  numbered = false,
  columns = 3,
}: {
  items: TitledText[];
  numbered?: boolean;
  columns?: 2 | 3;
}) {
  const List = numbered ? 'ol' : 'ul';
  return (
    <List className={cn('grid gap-5 sm:grid-cols-2', columns === 3 && 'lg:grid-cols-3')}>
      {items.map((item, index) => (
        <li key={item.title} data-reveal className="card">
          {numbered ? <span className="step-number">{index + 1}</span> : null}
          <h3 className={cn('text-lg font-semibold text-ink', numbered && 'mt-4')}>{item.title}</h3>
          <p className="mt-2 leading-7 text-ink-soft">{item.text}</p>
        </li>
      ))}
    </List>
  );
}
