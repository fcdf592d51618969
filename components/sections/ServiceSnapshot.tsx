import { catalogueCopy, fill } from '@/lib/content';
import type { IconName } from '@/lib/content/icon-names';
import { Icon } from '@/components/ui/Icon';
import { StrokeIcon } from '@/components/ui/StrokeIcon';

interface ServiceSnapshotProps {
  icon: IconName;
  /** The names filled into the copy of content/services/page-copy.yaml. */
  names: { category: string; service: string };
  categoryHref: string;
  highlights: string[];
  technologies: string[];
}

/** The card beside a service page's heading: what the engagement includes at a glance. */
export function ServiceSnapshot({
  icon,
  names,
  categoryHref,
  highlights,
  technologies,
}: ServiceSnapshotProps) {
  const copy = catalogueCopy.service.snapshot;
  // The schema holds {category} exactly once in partOf: the link goes there.
  const [beforeLink = '', afterLink = ''] = copy.partOf
    .split('{category}')
    .map((part) => fill(part, names));
  return (
    <div className="hidden rounded-3xl border border-line bg-white/90 p-7 shadow-pop lg:block">
      <div className="flex items-center gap-4">
        <span className="flex size-14 items-center justify-center rounded-2xl bg-brand-600 text-white [&_svg]:size-7">
          <Icon name={icon} />
        </span>
        <p className="text-sm text-ink-muted">
          {beforeLink}
          <a href={categoryHref} className="font-semibold text-brand-700 hover:underline">
            {names.category}
          </a>
          {afterLink}
        </p>
      </div>
      <p className="mt-6 text-sm font-semibold tracking-wide text-ink uppercase">
        {fill(copy.title, names)}
      </p>
      <ul className="mt-3 space-y-2.5">
        {highlights.map((highlight) => (
          <li key={highlight} className="flex gap-3 text-ink-soft">
            <StrokeIcon
              d="m5 12 5 5 9-10"
              strokeWidth={2.5}
              className="mt-0.5 shrink-0 text-green-700"
            />
            {highlight}
          </li>
        ))}
      </ul>
      <p className="mt-6 text-sm text-ink-muted">
        {fill(copy.builtWith, { ...names, technologies: technologies.slice(0, 4).join(', ') })}
      </p>
    </div>
  );
}
