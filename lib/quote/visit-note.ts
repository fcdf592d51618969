// Loaded on every page with the shell: kept to a few lines with no imports (budgets.json).

/** The visit's source, in this tab's sessionStorage only; the wizard reads it when it posts. */
export const VISIT_SOURCE_KEY = 'nf-visit-source';
/** An ad click's id: only which one was present is kept, never its value. */
export const CLICK_IDS = ['gclid', 'fbclid', 'msclkid'] as const;
const UTM_NAMES = ['Source', 'Medium', 'Campaign', 'Term', 'Content'];

/** A later page of the same visit keeps the first note; a direct visit notes nothing to send. */
export function noteVisitSource(
  location: { pathname: string; search: string; origin: string },
  referrer: string,
  storage: () => { getItem(key: string): string | null; setItem(key: string, value: string): void },
): void {
  try {
    const store = storage();
    if (store.getItem(VISIT_SOURCE_KEY) !== null) return;
    const params = new URLSearchParams(location.search);
    const note: Record<string, string> = {};
    for (const name of UTM_NAMES) {
      const value = params.get(`utm_${name.toLowerCase()}`);
      if (value) note[`utm${name}`] = value;
    }
    const clickId = CLICK_IDS.find((name) => params.has(name));
    if (clickId) note.clickId = clickId;
    const from = referrer ? new URL(referrer).origin : 'null';
    if (from !== 'null' && from !== location.origin) note.referrer = from;
    if (Object.keys(note).length > 0) {
      for (const name of CLICK_IDS) params.delete(name);
      const query = params.toString();
      note.landingPage = location.pathname + (query ? `?${query}` : '');
    }
    store.setItem(VISIT_SOURCE_KEY, JSON.stringify(note));
  } catch {
    // Storage may be off (private modes): the quote then goes without its source.
  }
}
