import { StatCounters } from '@/components/ui/StatCounters';
import { cn } from '@/lib/ui/cn';
import type { QuoteCopy, Site } from '@/lib/content/schemas/site';

/** What the aside shows of content/site.yaml: the server passes it down (app/layout.tsx). */
export interface TrustFacts {
  stats: Site['stats'];
  cities: string[];
}

/**
 * Why prospects can trust the company: on desktop a column beside the form at every step; in the
 * mobile view only the counters, on step 0 (docs/behaviour.md section 4).
 */
export function TrustAside({
  step,
  facts,
  copy,
}: {
  step: number;
  facts: TrustFacts;
  copy: QuoteCopy['trust'];
}) {
  return (
    <aside
      aria-label={copy.label}
      className={cn(
        'bg-brand-900 text-slate-200 md:flex md:w-60 md:shrink-0 md:flex-col md:gap-6 md:p-6',
        step === 0 ? 'px-5 py-4' : 'hidden',
      )}
    >
      <p className="hidden text-lg font-semibold text-white md:block">{copy.rating}</p>
      <StatCounters
        stats={facts.stats}
        className="grid grid-cols-3 gap-3 md:grid-cols-1 md:gap-5"
        start="mount"
        itemClassName="flex flex-col"
        numberClassName="text-2xl font-bold text-white tabular-nums md:text-3xl"
        labelClassName="text-xs text-slate-300 md:text-sm"
      />
      <div className="hidden text-sm md:block">
        <p className="font-semibold text-white">{copy.officesTitle}</p>
        <p className="mt-1">{facts.cities.join(' · ')}</p>
      </div>
    </aside>
  );
}
