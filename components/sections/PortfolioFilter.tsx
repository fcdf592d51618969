'use client';
/** Filters the server-rendered case studies by category. */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { cn } from '@/lib/ui/cn';

interface PortfolioFilterProps {
  categories: { slug: string; name: string }[];
  children: ReactNode;
}

export function PortfolioFilter({ categories, children }: PortfolioFilterProps) {
  const [ready, setReady] = useState(false);
  const [filter, setFilter] = useState('all');
  const listRef = useRef<HTMLDivElement>(null);

  // Show the filter only once scripts run; without them the full list stays.
  // eslint-disable-next-line react-hooks/set-state-in-effect
  useEffect(() => setReady(true), []);

  useEffect(() => {
    listRef.current?.querySelectorAll<HTMLElement>('[data-category]').forEach((item) => {
      item.hidden = filter !== 'all' && item.dataset.category !== filter;
    });
  }, [filter]);

  const options = [{ slug: 'all', name: 'All work' }, ...categories];
  const shown = options.find((option) => option.slug === filter)?.name ?? '';

  return (
    <>
      {/* Rendered from the start so nothing moves when scripts arrive; invisible (and out of
          the accessibility tree) until they do, since the buttons need them. */}
      <div
        role="group"
        aria-label="Filter case studies by service"
        className={cn('mb-8 flex flex-wrap gap-2', !ready && 'invisible')}
      >
        {options.map((option) => (
          <button
            key={option.slug}
            type="button"
            aria-pressed={filter === option.slug}
            onClick={() => setFilter(option.slug)}
            className={cn(
              'rounded-full border px-4 py-2 text-sm font-semibold transition-colors',
              filter === option.slug
                ? 'border-brand-600 bg-brand-600 text-white'
                : 'border-slate-300 bg-white text-ink-soft hover:border-brand-500',
            )}
          >
            {option.name}
          </button>
        ))}
      </div>
      <p className="sr-only" aria-live="polite">
        {ready ? `Showing ${shown}` : ''}
      </p>
      <div ref={listRef}>{children}</div>
    </>
  );
}
