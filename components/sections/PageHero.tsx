import type { ReactNode } from 'react';
import { MeetingButton, QuoteButton } from '@/components/layout/OpenButtons';
import { Breadcrumbs, type Crumb } from './Breadcrumbs';
import { Container } from './Container';

interface PageHeroProps {
  eyebrow?: string;
  /** A top-level page's content: its eyebrow if any, its heading, and its lead as one paragraph. */
  page?: { eyebrow?: string; heading: string; lead: string };
  heading?: string;
  lead?: ReactNode;
  breadcrumbs?: Crumb[];
  actions?: boolean;
  aside?: ReactNode;
  children?: ReactNode;
}

/**
 * The hero's id, which the document's head names in `<link rel="expect">`: the browser paints
 * nothing until the hero is parsed whole. Painted in pieces as a slow network delivers the
 * HTML, the hero's text moved when its illustration or the rest of a button's label arrived.
 */
export const PAGE_HERO_ID = 'page-hero';

/** The top of every page: the one h1, its lead, and optionally both calls to action. */
export function PageHero({
  page,
  eyebrow = page?.eyebrow,
  heading = page?.heading,
  lead = page ? <p>{page.lead}</p> : undefined,
  breadcrumbs,
  actions,
  aside,
  children,
}: PageHeroProps) {
  return (
    <section
      id={PAGE_HERO_ID}
      className="relative overflow-hidden bg-gradient-to-b from-brand-50 via-white to-white pt-28 pb-14 sm:pt-32 sm:pb-20"
    >
      {/* A soft glow drawn as a radial gradient: a blur filter on an element this size made
          every frame that repaints the hero (a menu opening over it) raster a 64 px blur. */}
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-40 right-[-14rem] size-[36rem] bg-radial from-brand-200/50 from-35% to-transparent to-70%"
      />
      <Container className="relative">
        {breadcrumbs ? <Breadcrumbs items={breadcrumbs} /> : null}
        {/* The text keeps to the top, so that an illustration arriving later cannot move it;
            the illustration centres itself on the text instead. */}
        <div className={aside ? 'grid items-start gap-10 lg:grid-cols-[1.3fr_1fr]' : undefined}>
          <div>
            {eyebrow ? (
              <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
                {eyebrow}
              </p>
            ) : null}
            <h1 className="mt-3 max-w-4xl text-4xl font-bold tracking-tight text-balance text-ink sm:text-5xl lg:text-display">
              {heading}
            </h1>
            <div className="mt-5 max-w-2xl text-lg leading-8 text-ink-soft">{lead}</div>
            {actions ? (
              <div className="mt-8 flex flex-wrap gap-3">
                <QuoteButton size="lg" />
                <MeetingButton size="lg" variant="secondary" />
              </div>
            ) : null}
            {children}
          </div>
          {aside ? <div className="self-center">{aside}</div> : null}
        </div>
      </Container>
    </section>
  );
}
