'use client';
// The navigation under 768 px: a disclosure panel with Services as an accordion.
import { usePathname } from 'next/navigation';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { cn } from '@/lib/ui/cn';
import { NavLink } from './NavLink';
import type { NavCategory, NavLinkItem } from './nav-types';
import { disclosureButton, loadNavServices, useNavServices } from './nav-services';
import { Chevron } from '@/components/ui/StrokeIcon';

interface MobileNavProps {
  categories: NavCategory[];
  before: NavLinkItem[];
  after: NavLinkItem[];
}

const linkClass =
  'flex min-h-12 items-center rounded-xl px-4 text-base font-semibold text-ink hover:bg-surface aria-[current=page]:text-brand-700';

export function MobileNav({ categories, before, after }: MobileNavProps) {
  const [open, setOpen] = useState(false);
  const [servicesOpen, setServicesOpen] = useState(false);
  const [expanded, setExpanded] = useState<string | null>(null);
  const panelId = useId();
  const servicesId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const pathname = usePathname();
  const services = useNavServices();

  const close = () => {
    setOpen(false);
    setServicesOpen(false);
    setExpanded(null);
  };

  // Collapse after any navigation (state adjusted during render, as React recommends).
  const [shownFor, setShownFor] = useState(pathname);
  if (shownFor !== pathname) {
    setShownFor(pathname);
    close();
  }

  useEffect(() => {
    if (!open) return;
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        close();
        toggleRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.body.style.overflow = overflow;
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  // A link to the current page does not change the pathname: close on every click.
  const renderLink = (item: NavLinkItem) => (
    <li key={item.href}>
      <NavLink href={item.href} className={linkClass} onClick={close}>
        {item.name}
      </NavLink>
    </li>
  );

  return (
    <div data-needs-js className="md:hidden">
      <button
        ref={toggleRef}
        {...disclosureButton(open, panelId)}
        onPointerDown={() => void loadNavServices()}
        onClick={() => {
          if (open) return close();
          void loadNavServices();
          setOpen(true);
        }}
        className="inline-flex size-11 items-center justify-center rounded-full text-ink hover:bg-surface"
      >
        <span className="sr-only">Menu</span>
        <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24">
          {open ? (
            <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" fill="none" />
          ) : (
            <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" fill="none" />
          )}
        </svg>
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="fixed inset-x-0 top-16 bottom-0 overflow-y-auto overscroll-contain border-t border-line bg-white px-4 pt-4 pb-10"
      >
        {/* Rendered only while open: less HTML to send and hydrate on every page. */}
        {open ? (
          <ul className="flex flex-col gap-1">
            {before.map(renderLink)}
            <li>
              <button
                type="button"
                aria-expanded={servicesOpen}
                aria-controls={servicesId}
                onClick={() => setServicesOpen((value) => !value)}
                className={cn(linkClass, 'w-full justify-between')}
              >
                Services
                <Chevron open={servicesOpen} />
              </button>
              {/* Each list is filled only while it is expanded: opening the menu then renders
                  a dozen links rather than all fifty, which kept the tap's next paint waiting. */}
              <ul id={servicesId} hidden={!servicesOpen} className="mt-1 flex flex-col gap-1 pl-3">
                {(servicesOpen ? categories : []).map((category) => {
                  const isOpen = expanded === category.href;
                  const listId = `${servicesId}-${category.href.replaceAll('/', '')}`;
                  return (
                    <li key={category.href}>
                      <button
                        type="button"
                        aria-expanded={isOpen}
                        aria-controls={listId}
                        onClick={() => setExpanded(isOpen ? null : category.href)}
                        className="flex min-h-12 w-full items-center justify-between rounded-xl px-4 text-left text-[0.95rem] font-medium text-ink-soft hover:bg-surface"
                      >
                        {category.name}
                        <Chevron open={isOpen} />
                      </button>
                      <ul
                        id={listId}
                        hidden={!isOpen}
                        aria-busy={!services}
                        className="mb-2 flex flex-col border-l-2 border-brand-100 pl-3"
                      >
                        {isOpen ? (
                          <>
                            <ServiceLink href={category.href} onClick={close} all>
                              All {category.name} services
                            </ServiceLink>
                            {(services?.[category.href] ?? []).map((service) => (
                              <ServiceLink key={service.href} href={service.href} onClick={close}>
                                {service.name}
                              </ServiceLink>
                            ))}
                          </>
                        ) : null}
                      </ul>
                    </li>
                  );
                })}
              </ul>
            </li>
            {after.map(renderLink)}
          </ul>
        ) : null}
      </div>
    </div>
  );
}

/** A link in an expanded category: its services, and first the link to the whole category. */
function ServiceLink({
  href,
  onClick,
  all,
  children,
}: {
  href: string;
  onClick: () => void;
  all?: boolean;
  children: ReactNode;
}) {
  return (
    <li>
      <NavLink
        href={href}
        onClick={onClick}
        className={cn(
          'flex min-h-11 items-center rounded-lg px-3 text-sm hover:bg-surface',
          all
            ? 'font-semibold text-brand-700'
            : 'text-ink-soft aria-[current=page]:font-semibold aria-[current=page]:text-brand-700',
        )}
      >
        {children}
      </NavLink>
    </li>
  );
}
