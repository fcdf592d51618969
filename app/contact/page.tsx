import { whatsappHref } from '@/components/layout/MessagingLink';
import { MeetingButton, QuoteButton } from '@/components/layout/OpenButtons';
import { AsideCard } from '@/components/sections/AsideCard';
import { PageHero } from '@/components/sections/PageHero';
import { Section } from '@/components/sections/Section';
import { fill, pages, site } from '@/lib/content';
import { telHref } from '@/lib/ui/format';
import { buildMetadata } from '@/lib/site/seo';
import { buttonClasses } from '@/components/ui/button-styles';

export function generateMetadata() {
  return buildMetadata(pages.contact.path, pages.contact.meta);
}

function mapHref(lines: readonly string[]): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(lines.join(', '))}`;
}

export default function ContactPage() {
  const contact = pages.contact;
  const cards = [
    { ...contact.quote, action: <QuoteButton size="lg" /> },
    { ...contact.meeting, action: <MeetingButton size="lg" /> },
    {
      ...contact.whatsapp,
      action: (
        <a
          href={whatsappHref()}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClasses('secondary', 'lg')}
        >
          {contact.whatsapp.button}
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      ),
    },
  ];
  return (
    <>
      <PageHero
        page={contact}
        aside={
          <AsideCard label={contact.direct.title}>
            <p className="mt-5 text-sm font-semibold text-ink">{contact.direct.emailLabel}</p>
            <a
              href={`mailto:${site.email}`}
              className="mt-1 block text-lg font-semibold text-brand-700 hover:underline"
            >
              {site.email}
            </a>
            <p className="mt-6 text-sm font-semibold text-ink">{contact.direct.phonesLabel}</p>
            <ul className="mt-2 space-y-3">
              {site.offices.map((office) => (
                <li key={office.city} className="flex items-baseline justify-between gap-4">
                  <span className="text-ink-soft">{office.city}</span>
                  {office.phones[0] ? (
                    <a
                      href={telHref(office.phones[0])}
                      className="font-semibold text-brand-700 tabular-nums hover:underline"
                    >
                      {office.phones[0]}
                    </a>
                  ) : null}
                </li>
              ))}
            </ul>
          </AsideCard>
        }
      >
        <p className="mt-4 font-medium text-brand-800">{contact.responseTime}</p>
      </PageHero>
      <Section>
        <ul className="grid gap-6 lg:grid-cols-3">
          {cards.map((card) => (
            <li key={card.title} data-reveal className="card flex flex-col">
              <h2 className="text-xl font-semibold text-ink">{card.title}</h2>
              <p className="mt-2 flex-1 leading-7 text-ink-soft">{card.text}</p>
              <div className="mt-6">{card.action}</div>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="offices" tone="surface" heading={contact.offices}>
        <ul className="grid gap-6 md:grid-cols-3">
          {site.offices.map((office) => (
            <li key={office.city} data-reveal className="card">
              <h3 className="text-lg font-semibold text-ink">{office.city}</h3>
              <address className="mt-3 leading-7 text-ink-soft not-italic">
                {office.lines.map((line) => (
                  <span key={line} className="block">
                    {line}
                  </span>
                ))}
                <span className="mt-3 block">
                  {office.phones.map((phone) => (
                    <a
                      key={phone}
                      href={telHref(phone)}
                      className="block font-medium text-brand-700 hover:underline"
                    >
                      {phone}
                    </a>
                  ))}
                  <a
                    href={`mailto:${site.email}`}
                    className="block font-medium text-brand-700 hover:underline"
                  >
                    {site.email}
                  </a>
                </span>
              </address>
              <a
                href={mapHref(office.lines)}
                target="_blank"
                rel="noopener noreferrer"
                className="mt-4 inline-block text-sm font-semibold text-brand-700 underline"
              >
                {fill(contact.offices.mapLink, { city: office.city })}
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
