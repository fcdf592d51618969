import { notFound } from 'next/navigation';
import { CallToAction } from '@/components/sections/CallToAction';
import { CardGrid } from '@/components/sections/CardGrid';
import { Container } from '@/components/sections/Container';
import { CaseStudyResults } from '@/components/sections/CaseStudyResults';
import { JsonLd } from '@/components/sections/JsonLd';
import { PageHero } from '@/components/sections/PageHero';
import { Pills } from '@/components/sections/Pills';
import { PreviousNext } from '@/components/sections/PreviousNext';
import { Section } from '@/components/sections/Section';
import { ProductVisual } from '@/components/visuals/ProductVisual';
import {
  caseStudyAt,
  categoryOf,
  clientLine,
  neighboursOf,
  servicesOf,
} from '@/lib/content/case-studies';
import { caseStudies, fill, pages } from '@/lib/content';
import { caseStudyPath, servicePath } from '@/lib/content/routes';
import { exportedOnly } from '@/lib/site/exported-pages';
import { breadcrumbJsonLd, buildMetadata, caseStudyJsonLd } from '@/lib/site/seo';

export const dynamicParams = false;

export const generateStaticParams = () =>
  exportedOnly(caseStudies, ({ slug }) => caseStudyPath(slug)).map(({ slug }) => ({ slug }));

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props) {
  const study = caseStudyAt((await params).slug);
  return study ? buildMetadata(caseStudyPath(study.slug), study.meta) : {};
}

export default async function CaseStudyPage({ params }: Props) {
  const study = caseStudyAt((await params).slug);
  if (!study) notFound();
  const copy = pages.portfolio.caseStudy;
  const path = caseStudyPath(study.slug);
  const category = categoryOf(study);
  const services = servicesOf(study);
  const { previous, next } = neighboursOf(study);
  const crumbs = [
    { name: 'Home', path: '/' },
    { name: pages.portfolio.eyebrow, path: pages.portfolio.path },
    { name: study.title, path },
  ];
  const projectJsonLd = caseStudyJsonLd({
    title: study.title,
    description: study.meta.description,
    path,
    category: category.name,
    industry: study.industry,
    client: `${study.client.kind}, ${study.client.place}`,
    keywords: study.meta.keywords,
    technologies: study.stack,
  });

  return (
    <>
      <PageHero
        eyebrow={copy.eyebrow}
        heading={study.title}
        lead={<p>{clientLine(study)}</p>}
        breadcrumbs={crumbs}
        actions
        aside={
          <div className="rounded-3xl border border-line bg-gradient-to-br from-surface to-brand-50 p-4 shadow-pop sm:p-6">
            <ProductVisual visual={study.visual} />
          </div>
        }
      />

      <Section id="results" tone="brand" title={copy.resultsTitle}>
        <CaseStudyResults results={study.results} />
      </Section>

      <Section>
        <div className="grid gap-12 lg:grid-cols-2">
          {(
            [
              ['problem', copy.problemTitle, study.problem],
              ['solution', copy.solutionTitle, study.solution],
            ] as const
          ).map(([id, title, text]) => (
            <section key={id} aria-labelledby={`${id}-title`} data-reveal>
              <h2 id={`${id}-title`} className="section-title">
                {title}
              </h2>
              <p className="mt-5 text-lg leading-8 text-ink-soft">{text}</p>
            </section>
          ))}
        </div>
      </Section>

      <Section id="stack" tone="surface" title={copy.stackTitle}>
        <Pills label={copy.stackTitle} items={study.stack} tone="brand" marks />
      </Section>

      {study.testimonial ? (
        <Section id="testimonial" title={copy.testimonialTitle}>
          <figure data-reveal className="card max-w-4xl sm:p-10">
            <blockquote className="text-xl leading-9 text-ink">
              &ldquo;{study.testimonial.quote}&rdquo;
            </blockquote>
            <figcaption className="mt-6 text-sm">
              <span className="block font-semibold text-ink">{study.testimonial.role}</span>
              <span className="text-ink-muted">
                {study.client.kind}, {study.client.place}
              </span>
            </figcaption>
          </figure>
        </Section>
      ) : null}

      <Section
        id="services"
        tone={study.testimonial ? 'surface' : 'white'}
        title={copy.servicesTitle}
      >
        <CardGrid
          items={services.map(({ category: owner, service }) => ({
            name: service.name,
            description: service.description,
            href: servicePath(owner, service),
            icon: service.icon,
          }))}
        />
      </Section>

      <Container className="pt-12">
        <PreviousNext
          label={copy.moreLabel}
          className="border-t-0 pt-0"
          previous={
            previous && {
              label: copy.previous,
              title: previous.title,
              href: caseStudyPath(previous.slug),
            }
          }
          next={next && { label: copy.next, title: next.title, href: caseStudyPath(next.slug) }}
        />
      </Container>

      <CallToAction
        title={fill(copy.cta.title, { category: category.name })}
        text={fill(copy.cta.text, { category: category.name })}
      />

      <JsonLd id="breadcrumb-jsonld" data={breadcrumbJsonLd(crumbs)} />
      <JsonLd id="case-study-jsonld" data={projectJsonLd} />
    </>
  );
}
