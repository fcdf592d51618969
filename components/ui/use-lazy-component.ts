import { useEffect, useState, type ComponentType } from 'react';

/**
 * Loads a component's code the first time it is wanted and keeps it. Plain state rather than
 * next/dynamic: Suspense paces its reveals with timers, which a paused clock (Playwright's,
 * in the timer tests) would hold back; a state update renders on React's own scheduler.
 * `load` must keep its identity (a module-level function). The component it returns keeps its
 * identity once loaded, which the react-hooks/static-components rule cannot see: its callers
 * silence it where they render the component.
 */
export function useLazyComponent<Props>(
  load: () => Promise<ComponentType<Props>>,
  wanted: boolean,
): ComponentType<Props> | null {
  const [component, setComponent] = useState<ComponentType<Props> | null>(null);
  useEffect(() => {
    if (!wanted || component) return;
    let cancelled = false;
    load().then(
      (loaded) => !cancelled && setComponent(() => loaded),
      (error: unknown) => console.warn('A component failed to load.', error),
    );
    return () => {
      cancelled = true;
    };
  }, [wanted, component, load]);
  return component;
}
