import { QuoteButton, MeetingButton } from '@/components/layout/OpenButtons';
import { CallToAction } from '@/components/sections/CallToAction';
import { CardGrid } from '@/components/sections/CardGrid';
import { PageHero } from '@/components/sections/PageHero';
import { Section } from '@/components/sections/Section';
import { TitledList } from '@/components/sections/TitledList';
import { StatCounters } from '@/components/ui/StatCounters';
import { caseStudies, categories, fill, pages, site } from '@/lib/content';
import { findCaseStudy } from '@/lib/content/case-studies';
import { buttonClasses } from '@/components/ui/button-styles';
import { CaseStudyGrid } from '@/components/sections/CaseStudyCard';
import { caseStudyPath, categoryPath } from '@/lib/content/routes';
import { buildMetadata } from '@/lib/site/seo';
import { HeroIllustration } from '@/components/sections/HeroIllustration';

export function generateMetadata() {
  return buildMetadata(pages.home.path, pages.home.meta);
}

export default function HomePage() {
  const home = pages.home;
  // The loader stops the build on a slug in selectedWork with no case study.
  const selected = home.selectedWork.caseStudies.map((slug) => findCaseStudy(slug)!);
  const testimonials = [
    ...home.testimonials.items.map((item) => ({ ...item, caseStudy: undefined })),
    ...caseStudies.flatMap(({ testimonial, client, title, slug }) =>
      testimonial
        ? [
            {
              ...testimonial,
              company: `${client.kind}, ${client.place}`,
              caseStudy: { title, href: caseStudyPath(slug) },
            },
          ]
        : [],
    ),
  ];
  return (
    <>
      <PageHero
        eyebrow={home.eyebrow}
        heading={home.heading}
        lead={<p>{home.lead}</p>}
        aside={<HeroIllustration />}
      >
        <div className="mt-8 flex flex-wrap gap-3">
          <QuoteButton size="lg" />
          <MeetingButton size="lg" variant="secondary" />
        </div>
        <p className="mt-6 flex items-center gap-2 text-sm text-ink-muted">
          <span aria-hidden="true" className="text-accent-500">
            ★★★★★
          </span>
          {fill(home.ratingLine, site.rating)}
        </p>
      </PageHero>

      <Section id="services" heading={home.categoriesIntro}>
        <CardGrid
          items={categories.map((category) => ({
            name: category.name,
            description: category.description,
            href: categoryPath(category),
            icon: category.icon,
          }))}
        />
      </Section>

      <Section id="work" tone="surface" heading={home.selectedWork.intro}>
        <CaseStudyGrid studies={selected} />
        <p className="mt-10 text-center">
          <a href={pages.portfolio.path} className={buttonClasses('secondary', 'lg')}>
            {home.selectedWork.link}
          </a>
        </p>
      </Section>

      <Section id="process" heading={home.process.intro}>
        <TitledList items={home.process.steps} numbered />
      </Section>

      <Section id="stats" tone="brand" heading={home.statsIntro}>
        <StatCounters
          stats={site.stats}
          className="grid gap-6 sm:grid-cols-3"
          itemClassName="flex flex-col rounded-2xl bg-white/5 p-6"
          numberClassName="text-5xl font-bold text-white tabular-nums"
          labelClassName="mt-2 text-slate-200"
        />
      </Section>

      <Section id="industries" heading={home.industries.intro}>
        <TitledList items={home.industries.items} />
      </Section>

      <Section id="testimonials" tone="surface" heading={home.testimonials.intro}>
        <ul className="grid gap-5 md:grid-cols-2">
          {testimonials.map((item) => (
            <li key={item.quote} data-reveal>
              <figure className="card flex h-full flex-col">
                <blockquote className="flex-1 text-lg leading-8 text-ink">
                  &ldquo;{item.quote}&rdquo;
                </blockquote>
                <figcaption className="mt-5 text-sm">
                  <span className="block font-semibold text-ink">{item.role}</span>
                  <span className="text-ink-muted">{item.company}</span>
                  {item.caseStudy ? (
                    <a
                      href={item.caseStudy.href}
                      className="mt-2 block font-semibold text-brand-700 hover:underline"
                    >
                      {item.caseStudy.title}
                    </a>
                  ) : null}
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </Section>

      <CallToAction title={home.closing.title} text={home.closing.text} />
    </>
  );
}
