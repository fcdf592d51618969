import { buttonClasses } from '@/components/ui/button-styles';
import { siteEnv } from '@/lib/site/env';
import { Logo } from './Logo';
import { MegaMenu } from './MegaMenu';
import { MobileNav } from './MobileNav';
import { NavLink } from './NavLink';
import { MeetingButton } from './OpenButtons';
import { linksAfterServices, linksBeforeServices, navCategories } from './nav-data';
import type { NavLinkItem } from './nav-types';

const desktopLinkClass = 'nav-link';

function DesktopLink({ item }: { item: NavLinkItem }) {
  return (
    <li>
      <NavLink href={item.href} className={desktopLinkClass}>
        {item.name}
      </NavLink>
    </li>
  );
}

/** The fixed top bar: brand, the main navigation and the Book a Meeting button. */
export function SiteHeader() {
  const categories = navCategories();
  return (
    // Solid, without backdrop-filter: a filter would become the containing block of the mobile
    // menu's fixed panel and shrink it to the bar's height.
    <header className="fixed inset-x-0 top-0 z-40 h-16 border-b border-line/80 bg-white">
      <div className="mx-auto flex h-full max-w-7xl items-center justify-between gap-3 px-4 sm:px-6">
        <Logo />
        <nav aria-label="Main" className="flex items-center gap-2">
          <ul className="hidden items-center gap-1 md:flex">
            {linksBeforeServices.map((item) => (
              <DesktopLink key={item.href} item={item} />
            ))}
            <li>
              <MegaMenu categories={categories} />
              <noscript>
                <a href="/#services" className={desktopLinkClass}>
                  Services
                </a>
              </noscript>
            </li>
            {linksAfterServices.map((item) => (
              <DesktopLink key={item.href} item={item} />
            ))}
          </ul>
          <div data-needs-js className="md:ml-3">
            <MeetingButton size="sm" />
          </div>
          <MobileNav
            categories={categories}
            before={linksBeforeServices}
            after={linksAfterServices}
          />
          {/* Without scripts the menus and the modal cannot open: plain links take their place
              (app/layout.tsx hides the buttons that need scripts). */}
          <noscript>
            <a
              href={siteEnv().schedulingUrl}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClasses('primary', 'sm')}
            >
              Book a Meeting
            </a>
            <a href="#site-footer" className={`${desktopLinkClass} md:hidden`}>
              Menu
            </a>
          </noscript>
        </nav>
      </div>
    </header>
  );
}
