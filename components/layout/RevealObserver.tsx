// Reveals [data-reveal] sections as they come within 120 px of the viewport's bottom edge
// (docs/behaviour.md section 10).
import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { SCROLL_REVEAL } from '@/lib/site/constants';

export function RevealObserver() {
  const pathname = usePathname();
  useEffect(() => {
    const pending = [...document.querySelectorAll('[data-reveal]:not([data-revealed])')];
    const limit = window.innerHeight - SCROLL_REVEAL.offsetPx;
    const reveal = (element: Element) => element.setAttribute('data-revealed', '');
    const below = pending.filter((element) => {
      const onScreen = element.getBoundingClientRect().top < limit;
      if (onScreen) reveal(element);
      return !onScreen;
    });
    document.documentElement.classList.add('reveal-ready');
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting && entry.boundingClientRect.top > 0) continue;
          reveal(entry.target);
          observer.unobserve(entry.target);
        }
      },
      { rootMargin: `0px 0px -${SCROLL_REVEAL.offsetPx}px 0px` },
    );
    below.forEach((element) => observer.observe(element));
    return () => observer.disconnect();
  }, [pathname]);
  return null;
}
