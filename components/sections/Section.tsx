import type { ReactNode } from 'react';
import { cn } from '@/lib/ui/cn';
import { Container } from './Container';

interface SectionProps {
  id?: string;
  title?: string;
  eyebrow?: string;
  intro?: ReactNode;
  /** A content entry's heading: its eyebrow if any, its title, and its text as the intro paragraph. */
  heading?: { eyebrow?: string; title: string; text: string };
  tone?: 'white' | 'surface' | 'brand';
  children?: ReactNode;
  className?: string;
}

const TITLE_CLASS = 'section-title';
const INTRO_CLASS = 'mt-4 max-w-3xl text-lg leading-8';
/** The heading's colours on the dark brand background and on the light ones. */
const TONE_COLOURS = {
  brand: { eyebrow: 'text-accent-300', title: 'text-white', intro: 'text-slate-200' },
  plain: { eyebrow: 'text-brand-700', title: 'text-ink', intro: 'text-ink-soft' },
};

/** A page section with an h2 heading; it reveals as it scrolls into view. */
export function Section({
  id,
  heading,
  title = heading?.title,
  eyebrow = heading?.eyebrow,
  intro = heading ? <p>{heading.text}</p> : undefined,
  tone = 'white',
  children,
  className,
}: SectionProps) {
  const colours = TONE_COLOURS[tone === 'brand' ? 'brand' : 'plain'];
  return (
    <section
      id={id}
      aria-labelledby={id && title ? `${id}-title` : undefined}
      className={cn(
        'py-16 sm:py-20',
        tone === 'surface' && 'bg-surface',
        tone === 'brand' && 'bg-brand-900 text-white',
        className,
      )}
    >
      <Container>
        <div data-reveal>
          {eyebrow ? (
            <p className={cn('text-sm font-semibold tracking-wide uppercase', colours.eyebrow)}>
              {eyebrow}
            </p>
          ) : null}
          {title ? (
            <h2 id={id ? `${id}-title` : undefined} className={cn(TITLE_CLASS, colours.title)}>
              {title}
            </h2>
          ) : null}
          {intro ? <div className={cn(INTRO_CLASS, colours.intro)}>{intro}</div> : null}
        </div>
        {children ? <div className={title || intro ? 'mt-10' : undefined}>{children}</div> : null}
      </Container>
    </section>
  );
}
