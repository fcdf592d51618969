import type { IconName } from '@/lib/content/icon-names';
import { TileIcon } from './TileIcon';

export interface CardItem {
  name: string;
  description: string;
  href: string;
  icon: IconName;
}

/** Linked cards (categories, sub-services); the whole card is the link. */
export function CardGrid({
  items,
  headingLevel = 'h3',
}: {
  items: CardItem[];
  headingLevel?: 'h2' | 'h3';
}) {
  const Heading = headingLevel;
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item) => (
        <li key={item.href} data-reveal>
          <a href={item.href} className="group card card-link">
            <span className="icon-tile">
              <TileIcon name={item.icon} />
            </span>
            <Heading className="card-title">{item.name}</Heading>
            <p className="mt-2 flex-1 text-ink-soft">{item.description}</p>
            <span className="mt-4 text-sm font-semibold text-brand-700" aria-hidden="true">
              Learn more &rarr;
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
