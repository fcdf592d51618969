import { COUNTER_DURATIONS_MS } from '@/lib/site/constants';
import type { Site } from '@/lib/content/schemas/site';
import { StatCounter } from './StatCounter';

interface StatCountersProps {
  stats: Site['stats'];
  className: string;
  start?: 'in-view' | 'mount';
  itemClassName: string;
  numberClassName: string;
  labelClassName: string;
}

/** The site's statistics (175+ projects, 15+ years, 100% support), each counting up. */
export function StatCounters({ stats, className, itemClassName, ...counter }: StatCountersProps) {
  return (
    <div className={className}>
      {stats.map((stat, index) => (
        <StatCounter
          key={stat.label}
          value={stat.value}
          suffix={stat.suffix}
          label={stat.label}
          durationMs={COUNTER_DURATIONS_MS[index] ?? COUNTER_DURATIONS_MS[0]}
          className={itemClassName}
          {...counter}
        />
      ))}
    </div>
  );
}
