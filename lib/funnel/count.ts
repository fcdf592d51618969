import type { VisitEvent } from './events';

declare global {
  interface Window {
    /** Set by the page's first script (components/layout/first-script.ts). */
    __nfCount?: (event: VisitEvent) => void;
  }
}

/** Never throws: counting costs the visitor nothing, even where the first script did not run. */
export function countVisitEvent(event: VisitEvent): void {
  try {
    window.__nfCount?.(event);
  } catch {}
}
