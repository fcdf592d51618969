// Shared by the page's first script (components/layout/first-script.ts) and the wizard's post
// (lib/quote/submit.ts): no imports.

/** The visit's source, in this tab's sessionStorage only; the wizard reads it when it posts. */
export const VISIT_SOURCE_KEY = 'nf-visit-source';
/**
 * An ad click's id: only which one was present is kept, never its value; the first of the list
 * present when several are. The funnel's channel reads which platform added it (lib/funnel/channel.ts).
 */
export const CLICK_IDS = [
  'gclid',
  'gbraid',
  'wbraid',
  'msclkid',
  'fbclid',
  'ttclid',
  'li_fat_id',
  'twclid',
] as const;

export type ClickId = (typeof CLICK_IDS)[number];
