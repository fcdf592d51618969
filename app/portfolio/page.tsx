import { CallToAction } from '@/components/sections/CallToAction';
import { CaseStudyGrid } from '@/components/sections/CaseStudyCard';
import { AsideCard } from '@/components/sections/AsideCard';
import { PageHero } from '@/components/sections/PageHero';
import { PortfolioFilter } from '@/components/sections/PortfolioFilter';
import { Section } from '@/components/sections/Section';
import { caseStudies, categories, pages } from '@/lib/content';
import { caseStudyPath } from '@/lib/content/routes';
import { buildMetadata } from '@/lib/site/seo';

export function generateMetadata() {
  return buildMetadata(pages.portfolio.path, pages.portfolio.meta);
}

export default function PortfolioPage() {
  const used = categories.filter((category) =>
    caseStudies.some((study) => study.category === category.slug),
  );
  return (
    <>
      <PageHero
        page={pages.portfolio}
        aside={
          <AsideCard label={pages.portfolio.highlightsLabel}>
            <ul className="mt-4 divide-y divide-line">
              {caseStudies.slice(0, 4).map((study) => (
                <li key={study.slug} className="flex items-baseline gap-4 py-4">
                  <span className="w-28 shrink-0 text-2xl font-bold text-brand-700 tabular-nums">
                    {study.results[0]?.figure}
                  </span>
                  <span>
                    <span className="block text-sm leading-6 text-ink-soft">
                      {study.results[0]?.label}
                    </span>
                    <a
                      href={caseStudyPath(study.slug)}
                      className="mt-1 block text-sm font-semibold text-ink hover:text-brand-700 hover:underline"
                    >
                      {study.title}
                    </a>
                  </span>
                </li>
              ))}
            </ul>
          </AsideCard>
        }
      />
      <Section>
        <PortfolioFilter categories={used.map(({ slug, name }) => ({ slug, name }))}>
          <CaseStudyGrid studies={caseStudies} headingLevel="h2" filterable />
        </PortfolioFilter>
      </Section>
      <CallToAction title={pages.home.closing.title} text={pages.home.closing.text} />
    </>
  );
}
