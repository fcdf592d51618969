import { notFound } from 'next/navigation';
import { CallToAction } from '@/components/sections/CallToAction';
import { CardGrid } from '@/components/sections/CardGrid';
import { JsonLd } from '@/components/sections/JsonLd';
import { PageHero } from '@/components/sections/PageHero';
import { Section } from '@/components/sections/Section';
import { TitledList } from '@/components/sections/TitledList';
import { categoryCta, whyUsTitle } from '@/content/cta';
import { categories } from '@/lib/content';
import { categoryPath, findCategory, servicePath } from '@/lib/routes';
import { breadcrumbJsonLd, buildMetadata } from '@/lib/seo';

export const dynamicParams = false;

export function generateStaticParams() {
  return categories.map((category) => ({ category: category.slug }));
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
  return (
    <>
      <PageHero
        eyebrow="Services"
        heading={category.name}
        lead={<p>{first}</p>}
        breadcrumbs={crumbs}
        actions
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
      <Section id="services" tone="surface" title={`Our ${category.name} services`}>
        <CardGrid
          items={category.subServices.map((service) => ({
            name: service.name,
            description: service.description,
            href: servicePath(category, service),
            icon: service.icon,
          }))}
        />
      </Section>
      <Section id="why-us" title={whyUsTitle(category.name)}>
        <TitledList items={category.hub.whyUs} columns={2} />
      </Section>
      <CallToAction {...categoryCta(category.name)} />
      <JsonLd id="breadcrumb-jsonld" data={breadcrumbJsonLd(crumbs)} />
    </>
  );
}
