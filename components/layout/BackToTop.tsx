/** Back to Top: hidden until the page is scrolled more than 300 px (docs/behaviour.md section 2). */
import { useEffect, useState } from 'react';
import { BACK_TO_TOP_THRESHOLD_PX } from '@/lib/site/constants';
import { cn } from '@/lib/ui/cn';

export function BackToTop() {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    // A passive listener that only compares one number: cheaper than layout, and exact at the edge
    // (an IntersectionObserver counts an element touching the viewport's edge).
    const update = () => setVisible(window.scrollY > BACK_TO_TOP_THRESHOLD_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  const toTop = () => {
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduce ? 'instant' : 'smooth' });
    const target = document.getElementById('top');
    target?.focus({ preventScroll: true });
  };

  return (
    <>
      <button
        type="button"
        onClick={toTop}
        hidden={!visible}
        className={cn(
          'lift-above-consent fixed right-4 bottom-24 z-30 flex size-12 items-center justify-center rounded-full bg-ink text-white shadow-pop transition-colors hover:bg-brand-700 sm:right-6',
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
