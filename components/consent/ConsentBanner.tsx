'use client';
// The consent banner: a non-modal region, last in the tab order; its code loads only when needed.
import { useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { buttonClasses } from '@/components/ui/button-styles';
import { turnstileConfigured } from '@/lib/third-parties/origins';
import type { ConsentCopy } from '@/lib/content/schemas/site';
import {
  acceptAll,
  configuredCategories,
  openPreferences,
  rejectAll,
  savePreferences,
  takeOpener,
  useConsentState,
} from './consent-store';

/** The intro, the chat's note when chat is configured, and the note with its link. */
function Sentence({ copy }: { copy: ConsentCopy }) {
  const categories = configuredCategories();
  const uses = categories.map((category) => copy[category].use).join(' and ');
  const { before, link, after } = copy.necessaryNote;
  return (
    <>
      {copy.intro.replace('{uses}', () => uses)}
      {categories.includes('chat') ? ` ${copy.chat.note}` : ''} {before}
      <a href={link.href} className="font-semibold text-brand-700 underline">
        {link.text}
      </a>
      {after}
    </>
  );
}

function Checkbox({
  id,
  label,
  description,
  checked,
  disabled,
  onChange,
}: {
  id: string;
  label: ReactNode;
  description: string;
  checked: boolean;
  disabled?: boolean;
  onChange?: (checked: boolean) => void;
}) {
  return (
    <li className="flex gap-3 py-3">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange?.(event.target.checked)}
        aria-describedby={`${id}-description`}
        className="mt-0.5 size-5 shrink-0 accent-brand-600"
      />
      <div>
        <label htmlFor={id} className="font-semibold text-ink">
          {label}
        </label>
        <p id={`${id}-description`} className="mt-0.5 text-sm text-ink-muted">
          {description}
        </p>
      </div>
    </li>
  );
}

export function ConsentBanner({ copy }: { copy: ConsentCopy }) {
  const { record, view } = useConsentState();
  const section = useRef<HTMLElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  /** The element focused before focus entered the banner, to return to after a choice. */
  const cameFrom = useRef<HTMLElement | null>(null);
  const id = useId();
  const [choices, setChoices] = useState(() => ({
    analytics: record?.analytics === true,
    chat: record?.chat === true,
  }));

  // Lift the floating buttons above the banner and let the page's end scroll clear of it.
  useLayoutEffect(() => {
    const element = section.current;
    if (!element) return;
    const root = document.documentElement;
    const update = () =>
      root.style.setProperty(
        '--consent-offset',
        `${Math.max(0, Math.ceil(window.innerHeight - element.getBoundingClientRect().top))}px`,
      );
    update();
    const observer = new ResizeObserver(update);
    observer.observe(element);
    window.addEventListener('resize', update);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', update);
      root.style.removeProperty('--consent-offset');
    };
  }, []);

  // The preferences were asked for: take focus there (the banner alone never takes it).
  const preferences = view === 'preferences';
  useEffect(() => {
    if (preferences) heading.current?.focus({ preventScroll: true });
  }, [preferences]);

  const decide = (action: () => void) => {
    const focusInside = section.current?.contains(document.activeElement) ?? false;
    action();
    const opener = takeOpener();
    if (!focusInside) return;
    const target = opener?.isConnected
      ? opener
      : cameFrom.current?.isConnected
        ? cameFrom.current
        : document.getElementById('main');
    target?.focus({ preventScroll: target.id === 'main' });
  };

  return (
    <section
      ref={section}
      aria-label="Cookie consent"
      onFocus={(event) => {
        const from = event.relatedTarget;
        if (from instanceof HTMLElement && !section.current?.contains(from))
          cameFrom.current = from;
      }}
      className="fixed inset-x-0 bottom-0 z-40 max-h-[85vh] overflow-y-auto border-t border-line bg-white p-5 text-ink shadow-pop sm:inset-x-auto sm:bottom-4 sm:left-1/2 sm:w-[min(44rem,calc(100%-2rem))] sm:-translate-x-1/2 sm:rounded-2xl sm:border sm:p-6"
    >
      <h2 ref={heading} tabIndex={-1} className="text-lg font-semibold outline-none">
        {preferences ? 'Cookie preferences' : 'Cookie consent'}
      </h2>
      <p className="mt-2 text-sm leading-6 text-ink-soft">
        <Sentence copy={copy} />
      </p>

      {preferences ? (
        <fieldset className="mt-3">
          <legend className="sr-only">Categories</legend>
          <ul className="divide-y divide-line">
            <Checkbox
              id={`${id}-necessary`}
              label={copy.necessary.label}
              description={
                turnstileConfigured()
                  ? `${copy.necessary.description} ${copy.necessary.withTurnstile}`
                  : copy.necessary.description
              }
              checked
              disabled
            />
            {configuredCategories().map((category) => (
              <Checkbox
                key={category}
                id={`${id}-${category}`}
                label={copy[category].label}
                description={copy[category].description}
                checked={choices[category]}
                onChange={(checked) => setChoices((now) => ({ ...now, [category]: checked }))}
              />
            ))}
          </ul>
        </fieldset>
      ) : null}
      <ButtonRow
        key={preferences ? 'preferences' : 'banner'}
        choices={
          preferences
            ? [
                ['Save preferences', () => decide(() => savePreferences(choices)), 'primary'],
                ['Accept all', () => decide(acceptAll), 'secondary'],
                ['Reject all', () => decide(rejectAll), 'secondary'],
              ]
            : [
                // Accepting and rejecting weigh the same.
                ['Accept all', () => decide(acceptAll), 'primary'],
                ['Reject all', () => decide(rejectAll), 'primary'],
                ['Manage preferences', () => openPreferences(), 'secondary'],
              ]
        }
      />
    </section>
  );
}

type Choice = [label: string, onPress: () => void, variant: 'primary' | 'secondary'];

function ButtonRow({ choices }: { choices: Choice[] }) {
  return (
    <div className="mt-4 flex flex-wrap gap-3">
      {choices.map(([label, onPress, variant]) => (
        <button
          key={label}
          type="button"
          className={buttonClasses(variant, 'md', 'min-w-36 flex-1 sm:flex-none')}
          onClick={onPress}
        >
          {label}
        </button>
      ))}
    </div>
  );
}
