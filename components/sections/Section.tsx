import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { Container } from './Container';

interface SectionProps {
  id?: string;
  title?: string;
  eyebrow?: string;
  intro?: ReactNode;
  /** A content entry's heading: its title, and its text as the intro paragraph. */
  heading?: { title: string; text: string };
  tone?: 'white' | 'surface' | 'brand';
  children?: ReactNode;
  className?: string;
}

/** A page section with an h2 heading; it reveals as it scrolls into view. */
export function Section({
  id,
  heading,
  title = heading?.title,
  eyebrow,
  intro = heading ? <p>{heading.text}</p> : undefined,
  tone = 'white',
  children,
  className,
}: SectionProps) {
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
            <p
              className={cn(
                'text-sm font-semibold tracking-wide uppercase',
                tone === 'brand' ? 'text-accent-300' : 'text-brand-700',
              )}
            >
              {eyebrow}
            </p>
          ) : null}
          {title ? (
            <h2
              id={id ? `${id}-title` : undefined}
              className={cn(
                'mt-2 max-w-3xl text-3xl font-bold tracking-tight sm:text-4xl',
                tone === 'brand' ? 'text-white' : 'text-ink',
              )}
            >
              {title}
            </h2>
          ) : null}
          {intro ? (
            <div
              className={cn(
                'mt-4 max-w-3xl text-lg leading-8',
                tone === 'brand' ? 'text-slate-200' : 'text-ink-soft',
              )}
            >
              {intro}
            </div>
          ) : null}
        </div>
        {children ? <div className={title || intro ? 'mt-10' : undefined}>{children}</div> : null}
      </Container>
    </section>
  );
}
