import { categories, fill, site } from '@/lib/content';
import { telHref } from '@/lib/ui/format';
import { categoryPath, servicePath } from '@/lib/content/routes';
import { analyticsConfigured, chatConfigured } from '@/lib/third-parties/origins';
import { CookieSettingsButton } from '@/components/consent/CookieSettingsButton';
import { LinkList } from '@/components/sections/LinkList';
import { StatCounters } from '@/components/ui/StatCounters';
import { Logo } from './Logo';
import { QuoteButton } from './OpenButtons';
import { SocialLinks } from './SocialIcons';

const headingClass = 'footer-heading';
const linkClass = 'footer-link';

/** The site footer: quote button, stats, services, offices, legal and social links. */
export function Footer() {
  return (
    <footer id="site-footer" className="bg-ink text-slate-300">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
        <div className="flex flex-col gap-8 rounded-3xl bg-brand-900 p-8 md:flex-row md:items-center md:justify-between">
          <div>
            <p className="text-2xl font-semibold text-white">{site.footer.title}</p>
            <p className="mt-2 max-w-xl text-slate-300">{site.footer.text}</p>
          </div>
          <QuoteButton variant="light" size="lg" />
        </div>

        <StatCounters
          stats={site.stats}
          className="mt-12 grid gap-6 sm:grid-cols-3"
          itemClassName="flex flex-col rounded-2xl border border-white/10 p-5"
          numberClassName="text-4xl font-bold text-white tabular-nums"
          labelClassName="mt-1 text-sm text-slate-300"
        />

        <div className="mt-12 grid gap-10 lg:grid-cols-[1.2fr_2fr_1.4fr]">
          <div>
            <Logo onDark />
            <p className="mt-4 max-w-xs text-sm leading-6">{site.description}</p>
            <p className="mt-4 inline-flex items-center gap-2 rounded-full bg-white/5 px-3 py-1.5 text-sm font-medium text-white">
              <svg
                aria-hidden="true"
                width="16"
                height="16"
                viewBox="0 0 24 24"
                className="text-accent-400"
              >
                <path
                  d="M12 2 4 5v6c0 5 3.4 9.6 8 11 4.6-1.4 8-6 8-11V5zm-1.2 14.2-3.5-3.5 1.4-1.4 2.1 2.1 4.9-4.9 1.4 1.4z"
                  fill="currentColor"
                />
              </svg>
              {site.verifiedLine}
            </p>
            <SocialLinks className="mt-6 flex gap-3" />
          </div>

          <div>
            <h2 className={headingClass}>{site.footer.servicesTitle}</h2>
            <ul className="mt-4 grid gap-x-6 gap-y-5 sm:grid-cols-2">
              {categories.map((category) => (
                <li key={category.slug}>
                  <a href={categoryPath(category)} className="footer-category-link">
                    {category.name}
                  </a>
                  <LinkList
                    className="mt-2 space-y-1.5"
                    linkClassName={linkClass}
                    links={category.subServices.slice(0, 3).map((service) => ({
                      href: servicePath(category, service),
                      label: service.name,
                    }))}
                  />
                </li>
              ))}
            </ul>
          </div>

          <div>
            <h2 className={headingClass}>{site.footer.officesTitle}</h2>
            <div className="mt-4 space-y-6">
              {site.offices.map((office) => (
                <address key={office.city} className="text-sm leading-6 not-italic">
                  <span className="block font-semibold text-white">{office.city}</span>
                  {office.lines.map((line) => (
                    <span key={line} className="block">
                      {line}
                    </span>
                  ))}
                  {office.phones.map((phone) => (
                    <a
                      key={phone}
                      href={telHref(phone)}
                      className={`${linkClass} flex min-h-6 items-center`}
                    >
                      {phone}
                    </a>
                  ))}
                  <a
                    href={`mailto:${site.email}`}
                    className={`${linkClass} flex min-h-6 items-center`}
                  >
                    {site.email}
                  </a>
                </address>
              ))}
            </div>
          </div>
        </div>

        {/* Clear of the floating buttons (chat, WhatsApp, Back to Top) at the page's end. */}
        <div className="mt-12 flex flex-col gap-4 border-t border-white/10 pt-6 pr-16 pb-8 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p>
            {fill(site.footer.copyright, {
              year: new Date().getFullYear(),
              legalName: site.legalName,
            })}
          </p>
          <LinkList
            className="flex flex-wrap gap-x-6 gap-y-2"
            label={site.footer.legalLabel}
            linkClassName={linkClass}
            links={site.legalLinks}
          >
            {/* Only when there is something to consent to (chat or analytics configured). */}
            {chatConfigured() || analyticsConfigured() ? (
              <li>
                <CookieSettingsButton className={`${linkClass} cursor-pointer`} />
              </li>
            ) : null}
          </LinkList>
        </div>
      </div>
    </footer>
  );
}
