import { CallToAction } from '@/components/sections/CallToAction';
import { CaseStudyGrid } from '@/components/sections/CaseStudyCard';
import { FeaturedCaseStudy } from '@/components/sections/FeaturedCaseStudy';
import { PageHero } from '@/components/sections/PageHero';
import { PortfolioFilter } from '@/components/sections/PortfolioFilter';
import { Section } from '@/components/sections/Section';
import { caseStudies, categories, pages } from '@/lib/content';
import { buildMetadata } from '@/lib/seo';

export const metadata = buildMetadata(pages.portfolio.path, pages.portfolio.meta);

export default function PortfolioPage() {
  const used = categories.filter((category) =>
    caseStudies.some((study) => study.category === category.slug),
  );
  const [featured] = caseStudies;
  return (
    <>
      <PageHero
        page={pages.portfolio}
        aside={
          featured ? (
            <FeaturedCaseStudy label={pages.portfolio.featuredLabel} study={featured} />
          ) : undefined
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
