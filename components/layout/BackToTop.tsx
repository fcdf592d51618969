'use client';
/**
 * Back to Top: hidden until the page is scrolled more than 300 px. A sentinel at that depth,
 * watched by an IntersectionObserver, tells when; no scroll listener runs.
 */
import { useEffect, useRef, useState } from 'react';
import { BACK_TO_TOP_THRESHOLD_PX } from '@/lib/constants';
import { cn } from '@/lib/cn';

export function BackToTop() {
  const [visible, setVisible] = useState(false);
  const sentinel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = sentinel.current;
    if (!element) return;
    // The sentinel is 1 px high and sits at the threshold: once it has left the top of the
    // viewport the page is scrolled more than the threshold.
    const observer = new IntersectionObserver(([entry]) => {
      if (entry) setVisible(!entry.isIntersecting && entry.boundingClientRect.top < 0);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const toTop = () => {
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduce ? 'instant' : 'smooth' });
    const target = document.getElementById('top');
    target?.focus({ preventScroll: true });
  };

  return (
    <>
      <div
        ref={sentinel}
        aria-hidden="true"
        className="pointer-events-none absolute left-0 h-px w-px"
        style={{ top: BACK_TO_TOP_THRESHOLD_PX + 1 }}
      />
      <button
        type="button"
        onClick={toTop}
        hidden={!visible}
        className={cn(
          'fixed right-4 bottom-24 z-30 flex size-12 items-center justify-center rounded-full bg-ink text-white shadow-pop transition hover:bg-brand-700 sm:right-6',
        )}
      >
        <span className="sr-only">Back to Top</span>
        <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24">
          <path d="M12 19V5M5 12l7-7 7 7" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </button>
    </>
  );
}
