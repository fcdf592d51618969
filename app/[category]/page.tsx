import { notFound } from 'next/navigation';
import { CallToAction } from '@/components/sections/CallToAction';
import { CardGrid } from '@/components/sections/CardGrid';
import { CaseStudyGrid } from '@/components/sections/CaseStudyCard';
import { FeaturedCaseStudy } from '@/components/sections/FeaturedCaseStudy';
import { JsonLd } from '@/components/sections/JsonLd';
import { PageHero } from '@/components/sections/PageHero';
import { Section } from '@/components/sections/Section';
import { TitledList } from '@/components/sections/TitledList';
import { catalogueCopy, categories, fill, findCategory } from '@/lib/content';
import { caseStudiesFor } from '@/lib/content/case-studies';
import { categoryPath, servicePath } from '@/lib/content/routes';
import { exportedOnly } from '@/lib/site/exported-pages';
import { breadcrumbJsonLd, buildMetadata } from '@/lib/site/seo';

export const dynamicParams = false;

export function generateStaticParams() {
  return exportedOnly(categories, categoryPath).map((category) => ({ category: category.slug }));
}

type Props = { params: Promise<{ category: string }> };

export async function generateMetadata({ params }: Props) {
  const category = findCategory((await params).category);
  if (!category) return {};
  return buildMetadata(categoryPath(category), category.hub.meta);
}

export default async function CategoryPage({ params }: Props) {
  const category = findCategory((await params).category);
  if (!category) notFound();
  const crumbs = [
    { name: 'Home', path: '/' },
    { name: category.name, path: categoryPath(category) },
  ];
  const [first, ...rest] = category.hub.intro;
  const work = caseStudiesFor(category.slug);
  const names = { category: category.name };
  return (
    <>
      <PageHero
        eyebrow={catalogueCopy.hub.eyebrow}
        heading={category.name}
        lead={<p>{first}</p>}
        breadcrumbs={crumbs}
        actions
        aside={
          work[0] ? (
            <FeaturedCaseStudy
              label={fill(catalogueCopy.hub.featuredLabel, names)}
              study={work[0]}
            />
          ) : undefined
        }
      />
      {rest.length ? (
        <Section>
          <div className="max-w-3xl space-y-5 text-lg leading-8 text-ink-soft">
            {rest.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </Section>
      ) : null}
      <Section
        id="services"
        tone="surface"
        title={fill(catalogueCopy.hub.servicesTitle, { category: category.name })}
      >
        <CardGrid
          items={category.subServices.map((service) => ({
            name: service.name,
            description: service.description,
            href: servicePath(category, service),
            icon: service.icon,
          }))}
        />
      </Section>
      {work.length ? (
        <Section id="work" title={fill(catalogueCopy.hub.workTitle, names)}>
          <CaseStudyGrid studies={work} />
        </Section>
      ) : null}
      <Section
        id="why-us"
        tone={work.length ? 'surface' : 'white'}
        title={fill(catalogueCopy.hub.whyUsTitle, { category: category.name })}
      >
        <TitledList items={category.hub.whyUs} columns={2} />
      </Section>
      <CallToAction
        title={fill(catalogueCopy.hub.cta.title, { category: category.name })}
        text={fill(catalogueCopy.hub.cta.text, { category: category.name })}
      />
      <JsonLd id="breadcrumb-jsonld" data={breadcrumbJsonLd(crumbs)} />
    </>
  );
}
