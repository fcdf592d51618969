import { cn } from '@/lib/ui/cn';

export interface NeighbourLink {
  /** "Previous post", "Next case study". */
  label: string;
  title: string;
  href: string;
}

function NeighbourCard({ link, rel }: { link: NeighbourLink; rel: 'prev' | 'next' }) {
  return (
    <a
      href={link.href}
      rel={rel}
      className={cn(
        'rounded-card border border-line p-5 hover:border-brand-300',
        rel === 'next' && 'text-right sm:col-start-2',
      )}
    >
      <span className="block text-sm text-ink-muted">{link.label}</span>
      <span className="mt-1 block font-semibold text-ink">{link.title}</span>
    </a>
  );
}

/** The links to the entry before and after this one (a post, a case study), named `label`. */
export function PreviousNext({
  label,
  previous,
  next,
  className,
}: {
  label: string;
  previous?: NeighbourLink;
  next?: NeighbourLink;
  className?: string;
}) {
  return (
    <nav
      aria-label={label}
      className={cn('grid gap-4 border-t border-line pt-8 sm:grid-cols-2', className)}
    >
      {previous ? <NeighbourCard link={previous} rel="prev" /> : null}
      {next ? <NeighbourCard link={next} rel="next" /> : null}
    </nav>
  );
}
