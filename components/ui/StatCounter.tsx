'use client';
/**
 * A statistic that counts up from 0 to its value once it scrolls into view. Without scripts
 * and under prefers-reduced-motion it shows the final value at once. Screen readers get the
 * final value from the label, never the intermediate numbers.
 *
 * Each frame writes the number straight into its text node rather than through React state:
 * a state update per frame re-rendered three counters sixty times a second for three seconds,
 * work that a tap on the quote panel's Continue had to queue behind (bench/README.md).
 */
import { useEffect, useRef } from 'react';

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
  const ref = useRef<HTMLSpanElement>(null);
  const numberRef = useRef<HTMLSpanElement>(null);
  // The server-rendered (and no-script) text, which React keeps and the count ends on.
  const final = `${value}${suffix}`;

  useEffect(() => {
    const element = ref.current;
    const number = numberRef.current;
    if (!element || !number) return;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    let frame = 0;
    const show = (text: string) => {
      if (number.textContent !== text) number.textContent = text;
    };
    // Mount-time reset to the animation's start, before the counter becomes visible.
    show(`0${suffix}`);
    const count = () => {
      const startedAt = performance.now();
      const tick = (now: number) => {
        const progress = Math.min(1, (now - startedAt) / durationMs);
        show(`${Math.round(easeOutCubic(progress) * value)}${suffix}`);
        if (progress < 1) frame = requestAnimationFrame(tick);
      };
      frame = requestAnimationFrame(tick);
    };
    const stop = () => {
      cancelAnimationFrame(frame);
      show(`${value}${suffix}`);
    };
    if (start === 'mount') {
      count();
      return stop;
    }
    const observer = new IntersectionObserver(([entry]) => {
      if (!entry?.isIntersecting) return;
      observer.disconnect();
      count();
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      stop();
    };
  }, [value, suffix, durationMs, start]);

  return (
    <span ref={ref} role="img" aria-label={`${value}${suffix} ${label}`} className={className}>
      <span ref={numberRef} aria-hidden="true" className={numberClassName}>
        {final}
      </span>
      <span aria-hidden="true" className={labelClassName}>
        {label}
      </span>
    </span>
  );
}
