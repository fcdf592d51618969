import { AsideCard } from '@/components/sections/AsideCard';
import { PageHero } from '@/components/sections/PageHero';
import { Section } from '@/components/sections/Section';
import { TitledList } from '@/components/sections/TitledList';
import { fill, pages, roles } from '@/lib/content';
import { countsAs } from '@/lib/funnel/events';
import { buildMetadata } from '@/lib/site/seo';
import { buttonClasses } from '@/components/ui/button-styles';

export function generateMetadata() {
  return buildMetadata(pages.hiring.path, pages.hiring.meta);
}

function applyHref(title: string): string {
  return `mailto:${pages.hiring.email}?subject=${encodeURIComponent(`Application: ${title}`)}`;
}

export default function HiringPage() {
  const hiring = pages.hiring;
  return (
    <>
      <PageHero
        page={hiring}
        aside={
          <AsideCard label={fill(hiring.rolesCard.title, { count: roles.length })}>
            <p className="mt-3 text-ink-soft">{hiring.rolesCard.text}</p>
            <ul className="mt-5 divide-y divide-line">
              {roles.map((role) => (
                <li key={role.slug} className="py-3">
                  <a href={`#${role.slug}`} className="font-semibold text-ink hover:text-brand-700">
                    {role.title}
                  </a>
                  <span className="block text-sm text-ink-muted">{role.location}</span>
                </li>
              ))}
            </ul>
          </AsideCard>
        }
      />
      <Section
        id="open-roles"
        heading={{
          ...hiring.openRoles,
          text: fill(hiring.openRoles.text, { count: roles.length }),
        }}
      >
        <ul className="space-y-6">
          {roles.map((role) => (
            <li key={role.slug} id={role.slug} data-reveal>
              <article className="card sm:p-8">
                <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
                  <div>
                    <h3 className="text-2xl font-semibold text-ink">{role.title}</h3>
                    <p className="mt-1 text-sm font-medium text-brand-700">
                      {role.location} · {role.type}
                    </p>
                  </div>
                  <a
                    href={applyHref(role.title)}
                    {...countsAs(null)}
                    className={buttonClasses('primary', 'md')}
                  >
                    Apply<span className="sr-only"> for {role.title}</span> by email
                  </a>
                </div>
                <p className="mt-4 leading-7 text-ink-soft">{role.summary}</p>
                <div className="mt-6 grid gap-6 md:grid-cols-2">
                  <div>
                    <h4 className="font-semibold text-ink">
                      {hiring.roleHeadings.responsibilities}
                    </h4>
                    <ul className="mt-2 list-disc space-y-1.5 pl-5 text-ink-soft">
                      {role.responsibilities.map((item) => (
                        <li key={item}>{item}</li>
                      ))}
                    </ul>
                  </div>
                  <div>
                    <h4 className="font-semibold text-ink">{hiring.roleHeadings.requirements}</h4>
                    <ul className="mt-2 list-disc space-y-1.5 pl-5 text-ink-soft">
                      {role.requirements.map((item) => (
                        <li key={item}>{item}</li>
                      ))}
                    </ul>
                  </div>
                </div>
              </article>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="culture" tone="surface" title={hiring.cultureTitle}>
        <TitledList items={hiring.culture} columns={2} />
      </Section>
      <Section id="benefits" title={hiring.benefitsTitle}>
        <TitledList items={hiring.benefits} />
      </Section>
      <Section id="open-application" tone="surface" heading={hiring.openApplication}>
        <a
          href={applyHref('Open application')}
          {...countsAs(null)}
          className={buttonClasses('primary', 'lg')}
        >
          {hiring.openApplication.button}
        </a>
      </Section>
    </>
  );
}
