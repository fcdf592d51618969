'use client';
/**
 * A statistic that counts up from 0 once it scrolls into view. Each frame writes the text node
 * directly: a React update per frame delayed the quote panel's Continue (bench/HISTORY.md).
 */
import { useEffect, useRef } from 'react';

interface StatCounterProps {
  value: number;
  suffix: string;
  label: string;
  durationMs: number;
  /** Count from mounting: Chrome may never report a counter in a sliding panel as visible. */
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
