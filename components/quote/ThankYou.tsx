import { useEffect, useRef } from 'react';
import { buttonClasses } from '@/components/ui/button-styles';
import type { QuoteCopy } from '@/lib/content/schemas/site';

export function ThankYou({
  copy,
  onNavigate,
}: {
  copy: QuoteCopy['thankYou'];
  onNavigate?: () => void;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div className="flex flex-1 flex-col items-center justify-center py-10 text-center">
      <span className="flex size-16 items-center justify-center rounded-full bg-green-100 text-green-700">
        <svg aria-hidden="true" width="32" height="32" viewBox="0 0 24 24">
          <path d="m5 12 5 5 9-10" fill="none" stroke="currentColor" strokeWidth="2.5" />
        </svg>
      </span>
      <h3
        ref={headingRef}
        tabIndex={-1}
        className="mt-6 text-2xl font-semibold text-ink focus:outline-none"
      >
        {copy.title}
      </h3>
      <p className="mt-3 max-w-sm text-ink-soft">{copy.text}</p>
      <a href="/portfolio/" onClick={onNavigate} className={buttonClasses('primary', 'lg', 'mt-8')}>
        View Portfolio
      </a>
    </div>
  );
}
