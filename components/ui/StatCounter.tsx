'use client';
/**
 * A statistic that counts up from 0 to its value once it scrolls into view. Without scripts
 * and under prefers-reduced-motion it shows the final value at once. Screen readers get the
 * final value from the label, never the intermediate numbers.
 */
import { useEffect, useRef, useState } from 'react';

interface StatCounterProps {
  value: number;
  suffix: string;
  label: string;
  durationMs: number;
  /**
   * When counting starts: once the counter scrolls into view (default), or as soon as it is
   * mounted, for counters that are on screen when they appear (the quote panel's). Chrome
   * does not re-run an IntersectionObserver after a compositor-driven slide-in unless
   * something else asks for a frame, so a counter in a sliding panel could wait forever.
   */
  start?: 'in-view' | 'mount';
  className?: string;
  numberClassName?: string;
  labelClassName?: string;
}

function easeOutCubic(t: number): number {
  return 1 - (1 - t) ** 3;
}

export function StatCounter({
  value,
  suffix,
  label,
  durationMs,
  start = 'in-view',
  className,
  numberClassName,
  labelClassName,
}: StatCounterProps) {
  // null shows the final value: the server-rendered and no-script state.
  const [shown, setShown] = useState<number | null>(null);
  const ref = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    let frame = 0;
    // Mount-time reset to the animation's start, before the counter becomes visible.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setShown(0);
    const count = () => {
      const startedAt = performance.now();
      const tick = (now: number) => {
        const progress = Math.min(1, (now - startedAt) / durationMs);
        setShown(Math.round(easeOutCubic(progress) * value));
        if (progress < 1) frame = requestAnimationFrame(tick);
        else setShown(null);
      };
      frame = requestAnimationFrame(tick);
    };
    if (start === 'mount') {
      count();
      return () => cancelAnimationFrame(frame);
    }
    const observer = new IntersectionObserver(([entry]) => {
      if (!entry?.isIntersecting) return;
      observer.disconnect();
      count();
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [value, durationMs, start]);

  return (
    <span ref={ref} role="img" aria-label={`${value}${suffix} ${label}`} className={className}>
      <span aria-hidden="true" className={numberClassName}>
        {shown ?? value}
        {suffix}
      </span>
      <span aria-hidden="true" className={labelClassName}>
        {label}
      </span>
    </span>
  );
}
