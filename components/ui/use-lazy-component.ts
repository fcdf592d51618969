import { useEffect, useState, type ComponentType } from 'react';

/**
 * Loads a component's code the first time it is wanted and keeps it. Plain state, not
 * next/dynamic: Suspense paces reveals with timers that the tests' paused clock holds back.
 */
export function useLazyComponent<Props>(
  load: () => Promise<ComponentType<Props>>,
  wanted: boolean,
  onFailure?: () => void,
): ComponentType<Props> | null {
  const [component, setComponent] = useState<ComponentType<Props> | null>(null);
  useEffect(() => {
    if (!wanted || component) return;
    let cancelled = false;
    load().then(
      (loaded) => !cancelled && setComponent(() => loaded),
      (error: unknown) => {
        console.warn('A component failed to load.', error);
        if (!cancelled) onFailure?.();
      },
    );
    return () => {
      cancelled = true;
    };
  }, [wanted, component, load, onFailure]);
  return component;
}
