import { CallToAction } from '@/components/sections/CallToAction';
import { PageHero } from '@/components/sections/PageHero';
import { PortfolioFilter } from '@/components/sections/PortfolioFilter';
import { Section } from '@/components/sections/Section';
import { caseStudies, categories, pages } from '@/lib/content';
import { categoryPath } from '@/lib/routes';
import { buildMetadata } from '@/lib/seo';
import { Pills } from '@/components/sections/Pills';

export const metadata = buildMetadata(pages.portfolio.path, pages.portfolio.meta);

export default function PortfolioPage() {
  const used = categories.filter((category) =>
    caseStudies.some((study) => study.category === category.slug),
  );
  const categoryName = (slug: string) => categories.find((category) => category.slug === slug);
  const headings = pages.portfolio.caseStudyHeadings;
  return (
    <>
      <PageHero page={pages.portfolio} />
      <Section>
        <PortfolioFilter categories={used.map(({ slug, name }) => ({ slug, name }))}>
          <ul className="grid gap-6 lg:grid-cols-2">
            {caseStudies.map((study) => {
              const category = categoryName(study.category);
              return (
                <li key={study.slug} id={study.slug} data-category={study.category}>
                  <article className="card flex h-full flex-col sm:p-8">
                    <p className="text-sm font-semibold text-brand-700">
                      {category ? (
                        <a href={categoryPath(category)} className="hover:underline">
                          {category.name}
                        </a>
                      ) : null}
                      <span className="text-ink-muted"> · {study.industry}</span>
                    </p>
                    <h2 className="mt-2 text-2xl font-semibold tracking-tight text-ink">
                      {study.title}
                    </h2>
                    <p className="mt-1 text-sm text-ink-muted">{study.client}</p>
                    <h3 className="mt-5 text-sm font-semibold tracking-wide text-ink uppercase">
                      {headings.problem}
                    </h3>
                    <p className="mt-1 leading-7 text-ink-soft">{study.problem}</p>
                    <h3 className="mt-4 text-sm font-semibold tracking-wide text-ink uppercase">
                      {headings.solution}
                    </h3>
                    <p className="mt-1 leading-7 text-ink-soft">{study.solution}</p>
                    <h3 className="mt-4 text-sm font-semibold tracking-wide text-ink uppercase">
                      {headings.results}
                    </h3>
                    <ul className="mt-2 space-y-1.5">
                      {study.results.map((result) => (
                        <li key={result} className="flex gap-2 text-ink-soft">
                          <span aria-hidden="true" className="text-green-700">
                            ✓
                          </span>
                          {result}
                        </li>
                      ))}
                    </ul>
                    <h3 className="sr-only">{headings.stack}</h3>
                    <Pills
                      label={headings.stack}
                      items={study.stack}
                      tone="muted"
                      className="mt-5"
                    />
                  </article>
                </li>
              );
            })}
          </ul>
        </PortfolioFilter>
      </Section>
      <CallToAction title={pages.home.closing.title} text={pages.home.closing.text} />
    </>
  );
}
