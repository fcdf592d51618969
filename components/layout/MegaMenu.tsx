'use client';
// The desktop service mega-menu, a WAI-ARIA disclosure.
import { usePathname } from 'next/navigation';
import {
  startTransition,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
} from 'react';
import { cn } from '@/lib/ui/cn';
import type { NavCategory } from './nav-types';
import { disclosureButton, loadNavServices, useNavIcons, useNavServices } from './nav-services';
import { MenuIcon } from '@/components/ui/MenuIcon';
import { Chevron } from '@/components/ui/StrokeIcon';
import { whenIdleAfterLoad } from '@/lib/ui/idle';

/** A passing pointer does not flash the menu open. */
const HOVER_INTENT_MS = 150;
/** A short grace period lets the pointer cross from the trigger into the panel. */
const LEAVE_GRACE_MS = 120;

export function MegaMenu({ categories }: { categories: NavCategory[] }) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const panelId = useId();
  const wrapperRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const categoryRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const pathname = usePathname();
  const services = useNavServices();
  const icons = useNavIcons();
  // Built, invisible, once the page is idle, so that opening it only shows it.
  const [prepared, setPrepared] = useState(false);
  useEffect(
    () =>
      whenIdleAfterLoad(() => {
        void loadNavServices().then(() => startTransition(() => setPrepared(true)));
      }),
    [],
  );
  const built = open || prepared;

  const clearTimer = () => clearTimeout(timer.current);

  // Opened by hover: the click that often follows must not close it under the pointer.
  const openedByHover = useRef(false);

  const show = useCallback(() => {
    clearTimeout(timer.current);
    setActive(0);
    setOpen(true);
  }, []);

  const hide = useCallback(() => {
    clearTimeout(timer.current);
    openedByHover.current = false;
    setOpen(false);
  }, []);

  const showOnHover = useCallback(() => {
    openedByHover.current = true;
    show();
  }, [show]);

  // A navigation closes the menu (state adjusted during render, not in an effect).
  const [shownFor, setShownFor] = useState(pathname);
  if (shownFor !== pathname) {
    setShownFor(pathname);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) hide();
    };
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') {
        hide();
        triggerRef.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, hide]);

  useEffect(() => clearTimer, []);

  const onPointerEnter = (event: React.PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    void loadNavServices();
    clearTimer();
    if (!open) timer.current = setTimeout(showOnHover, HOVER_INTENT_MS);
  };

  const onPointerLeave = (event: React.PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    clearTimer();
    timer.current = setTimeout(hide, LEAVE_GRACE_MS);
  };

  const onCategoryKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = categories.length - 1;
    const next =
      event.key === 'ArrowDown'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowUp'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    setActive(next);
    categoryRefs.current[next]?.focus();
  };

  return (
    <div
      ref={wrapperRef}
      data-needs-js
      className="static"
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onBlur={(event) => {
        if (open && !wrapperRef.current?.contains(event.relatedTarget as Node | null)) hide();
      }}
    >
      <button
        ref={triggerRef}
        {...disclosureButton(open, panelId)}
        onFocus={() => void loadNavServices()}
        onClick={(event) => {
          // event.detail is 0 for Enter and Space, which always toggle.
          if (open && openedByHover.current && event.detail > 0) openedByHover.current = false;
          else if (open) hide();
          else show();
        }}
        className={cn(
          'inline-flex h-10 items-center gap-1 rounded-full px-3 text-sm font-medium transition-colors',
          open ? 'bg-brand-50 text-brand-800' : 'text-ink-soft hover:text-brand-700',
        )}
      >
        Services
        <Chevron open={open} size={16} />
      </button>
      {/* The panel's links are not in the page's HTML: less to parse and hydrate on every
          page. Closed, the panel is invisible (visibility: hidden), so nothing in it can be
          tabbed into, pointed at or read out. Without scripts, the category hubs and the
          footer lead to every service. */}
      <div
        id={panelId}
        hidden={!built}
        // Not in the page's HTML (where `hidden` keeps it out): its policy allows no style attribute.
        style={open || !built ? undefined : { visibility: 'hidden' }}
        className="absolute inset-x-0 top-full border-t border-line bg-white shadow-pop"
      >
        {built ? (
          <div className="mx-auto grid max-w-7xl grid-cols-[minmax(14rem,18rem)_1fr] gap-6 px-6 py-6">
            <ul className="flex flex-col gap-1 border-r border-line pr-4">
              {categories.map((category, index) => (
                <li key={category.href}>
                  <button
                    ref={(element) => {
                      categoryRefs.current[index] = element;
                    }}
                    type="button"
                    aria-pressed={index === active}
                    onPointerEnter={() => setActive(index)}
                    onFocus={() => setActive(index)}
                    onClick={() => setActive(index)}
                    onKeyDown={(event) => onCategoryKeyDown(event, index)}
                    className={cn(
                      'flex w-full items-center gap-3 rounded-xl px-3 py-2.5 text-left text-sm font-semibold transition-colors',
                      index === active
                        ? 'bg-brand-50 text-brand-800'
                        : 'text-ink-soft hover:bg-surface',
                    )}
                  >
                    <span className="text-brand-600 [&_svg]:size-5">
                      <MenuIcon markup={icons?.[category.icon]} />
                    </span>
                    {category.name}
                  </button>
                </li>
              ))}
            </ul>
            {categories
              .filter((_, index) => index === active)
              .map((category) => (
                <div key={category.href}>
                  <div className="mb-4 flex items-baseline justify-between gap-4">
                    <p className="text-sm text-ink-muted">{category.description}</p>
                    <a
                      href={category.href}
                      onClick={hide}
                      className="shrink-0 text-sm font-semibold text-brand-700 hover:underline"
                    >
                      All {category.name} services
                      <span aria-hidden="true"> &rarr;</span>
                    </a>
                  </div>
                  {/* Until the services arrive (a moment after the page), the list is empty
                      and busy; the link above leads to them meanwhile. */}
                  <ul
                    aria-busy={!services}
                    className="grid min-h-40 grid-cols-2 gap-2 xl:grid-cols-3"
                  >
                    {(services?.[category.href] ?? []).map((service) => (
                      <li key={service.href}>
                        <a
                          href={service.href}
                          onClick={hide}
                          className="group flex h-full gap-3 rounded-xl p-3 transition-colors hover:bg-surface"
                        >
                          <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-600 [&_svg]:size-5">
                            <MenuIcon markup={icons?.[service.icon]} />
                          </span>
                          <span className="flex flex-col">
                            <span className="text-sm font-semibold text-ink group-hover:text-brand-700">
                              {service.name}
                            </span>
                            <span className="mt-0.5 text-xs leading-5 text-ink-muted">
                              {service.description}
                            </span>
                          </span>
                        </a>
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
          </div>
        ) : null}
      </div>
    </div>
  );
}
