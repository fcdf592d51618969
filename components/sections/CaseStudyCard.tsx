import { ProductVisualImage } from '@/components/visuals/ProductVisualImage';
import { categoryOf } from '@/lib/content/case-studies';
import { pages, type CaseStudy } from '@/lib/content';
import { caseStudyPath } from '@/lib/content/routes';

/**
 * A case study's card: its product visual (a lazy image, out of the page's HTML), the client's
 * kind, the title (a link stretched over the whole card, so the card is one plain link), the
 * headline result and the category.
 */
export function CaseStudyCard({
  study,
  headingLevel = 'h3',
}: {
  study: CaseStudy;
  headingLevel?: 'h2' | 'h3';
}) {
  const Heading = headingLevel;
  const [headline] = study.results;
  return (
    <article className="group card relative flex h-full flex-col overflow-hidden p-0 transition hover:-translate-y-0.5 hover:border-brand-300 motion-reduce:hover:translate-y-0">
      <div className="border-b border-line bg-gradient-to-br from-surface to-brand-50 px-6 pt-5 pb-3">
        <ProductVisualImage study={study} />
      </div>
      <div className="flex flex-1 flex-col p-6">
        <p className="text-sm font-semibold text-brand-700">{study.client.kind}</p>
        <Heading className="mt-2 text-xl font-semibold tracking-tight text-ink group-hover:text-brand-700">
          <a href={caseStudyPath(study.slug)} className="after:absolute after:inset-0">
            {study.title}
          </a>
        </Heading>
        {headline ? (
          <dl className="mt-4 flex-1">
            <dt className="sr-only">{pages.portfolio.card.result}</dt>
            <dd className="text-sm leading-6 text-ink-soft">
              <strong className="mr-2 text-2xl font-bold text-ink tabular-nums">
                {headline.figure}
              </strong>
              {headline.label}
            </dd>
          </dl>
        ) : null}
        <p className="mt-5 text-sm font-medium text-ink-muted">{categoryOf(study).name}</p>
      </div>
    </article>
  );
}

/** Case study cards in a grid: one column on phones, two or three beside each other above. */
export function CaseStudyGrid({
  studies,
  headingLevel,
  filterable,
}: {
  studies: CaseStudy[];
  headingLevel?: 'h2' | 'h3';
  /** Mark each item with its category, for the portfolio's filter (PortfolioFilter). */
  filterable?: boolean;
}) {
  return (
    <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {studies.map((study) => (
        <li key={study.slug} data-reveal data-category={filterable ? study.category : undefined}>
          <CaseStudyCard study={study} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
