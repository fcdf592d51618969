import { notFound } from 'next/navigation';
import { CallToAction } from '@/components/sections/CallToAction';
import { CardGrid } from '@/components/sections/CardGrid';
import { CaseStudyGrid } from '@/components/sections/CaseStudyCard';
import { Faq } from '@/components/sections/Faq';
import { JsonLd } from '@/components/sections/JsonLd';
import { PageHero } from '@/components/sections/PageHero';
import { Section } from '@/components/sections/Section';
import { ServiceSnapshot } from '@/components/sections/ServiceSnapshot';
import { TitledList } from '@/components/sections/TitledList';
import { catalogueCopy, categories, fill, findService } from '@/lib/content';
import { caseStudiesFor } from '@/lib/content/case-studies';
import { categoryPath, servicePath } from '@/lib/content/routes';
import { exportedOnly } from '@/lib/site/exported-pages';
import { breadcrumbJsonLd, buildMetadata, faqJsonLd, serviceJsonLd } from '@/lib/site/seo';
import { Pills } from '@/components/sections/Pills';

export const dynamicParams = false;

export function generateStaticParams() {
  const all = categories.flatMap((category) =>
    category.subServices.map((service) => ({ category, service })),
  );
  return exportedOnly(all, ({ category, service }) => servicePath(category, service)).map(
    ({ category, service }) => ({ category: category.slug, service: service.slug }),
  );
}

type Props = { params: Promise<{ category: string; service: string }> };

export async function generateMetadata({ params }: Props) {
  const { category: categorySlug, service: serviceSlug } = await params;
  const found = findService(categorySlug, serviceSlug);
  if (!found) return {};
  return buildMetadata(servicePath(found.category, found.service), found.service.page.meta);
}

export default async function ServicePage({ params }: Props) {
  const { category: categorySlug, service: serviceSlug } = await params;
  const found = findService(categorySlug, serviceSlug);
  if (!found) notFound();
  const { category, service } = found;
  const { page } = service;
  const path = servicePath(category, service);
  const crumbs = [
    { name: 'Home', path: '/' },
    { name: category.name, path: categoryPath(category) },
    { name: service.name, path },
  ];
  const names = { category: category.name, service: service.name };
  const copy = catalogueCopy.service;
  const stackLabel = fill(copy.technologiesLabel, names);
  const siblings = category.subServices.filter((entry) => entry.slug !== service.slug);
  const work = caseStudiesFor(category.slug, service.file);

  return (
    <>
      <PageHero
        eyebrow={category.name}
        heading={service.name}
        lead={<p>{page.promise}</p>}
        breadcrumbs={crumbs}
        actions
        aside={
          <ServiceSnapshot
            icon={service.icon}
            names={names}
            categoryHref={categoryPath(category)}
            highlights={page.deliverables.slice(0, 4).map((item) => item.title)}
            technologies={page.technologies}
          />
        }
      />

      <Section id="overview" title={fill(copy.overviewTitle, names)}>
        <div className="grid gap-10 lg:grid-cols-[1.6fr_1fr]">
          <div className="space-y-5 text-lg leading-8 text-ink-soft">
            {page.intro.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <div data-reveal className="rounded-card border border-line bg-surface p-6">
            <h3 className="text-base font-semibold text-ink">
              {fill(copy.technologiesTitle, names)}
            </h3>
            <Pills
              label={stackLabel}
              items={page.technologies}
              tone="brand"
              marks
              className="mt-4"
            />
          </div>
        </div>
      </Section>

      <Section id="deliverables" tone="surface" title={fill(copy.deliverablesTitle, names)}>
        <TitledList items={page.deliverables} />
      </Section>

      <Section id="process" title={fill(copy.processTitle, names)}>
        <TitledList items={page.process} numbered />
      </Section>

      <Section id="outcomes" tone="brand" title={fill(copy.outcomesTitle, names)}>
        <ul className="grid gap-5 md:grid-cols-3">
          {page.outcomes.map((outcome) => (
            <li key={outcome.title} data-reveal className="rounded-card bg-white/5 p-6">
              <h3 className="text-lg font-semibold text-white">{outcome.title}</h3>
              <p className="mt-2 leading-7 text-slate-200">{outcome.text}</p>
            </li>
          ))}
        </ul>
      </Section>

      {work.length ? (
        <Section id="work" title={fill(copy.workTitle, names)}>
          <CaseStudyGrid studies={work} />
        </Section>
      ) : null}

      <Section id="faq" tone={work.length ? 'surface' : 'white'} title={fill(copy.faqTitle, names)}>
        <Faq items={page.faqs} />
      </Section>

      <Section
        id="related"
        tone={work.length ? 'white' : 'surface'}
        title={fill(copy.relatedTitle, names)}
      >
        <CardGrid
          items={siblings.map((entry) => ({
            name: entry.name,
            description: entry.description,
            href: servicePath(category, entry),
            icon: entry.icon,
          }))}
        />
      </Section>

      <CallToAction title={fill(copy.cta.title, names)} text={fill(copy.cta.text, names)} />

      <JsonLd id="breadcrumb-jsonld" data={breadcrumbJsonLd(crumbs)} />
      <JsonLd
        id="service-jsonld"
        data={serviceJsonLd({
          name: service.name,
          description: page.meta.description,
          path,
          category: category.name,
        })}
      />
      <JsonLd id="faq-jsonld" data={faqJsonLd(page.faqs)} />
    </>
  );
}
