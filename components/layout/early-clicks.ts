/**
 * No lost click: a press on a dialog's button before hydration is remembered by the page's first
 * script (first-script.ts), and the shell opens that dialog once it mounts.
 */

/** On every Get a Service and Book a Meeting button: the dialog it opens. */
export const OPENS_ATTRIBUTE = 'data-opens';
export type OpensDialog = 'quote' | 'meeting';

interface EarlyClick {
  dialog: OpensDialog;
  opener: HTMLElement;
}

declare global {
  interface Window {
    __earlyClick?: EarlyClick;
  }
}

/** The click that came before hydration, if any; it is taken once. */
export function takeEarlyClick(): EarlyClick | null {
  const click = window.__earlyClick;
  delete window.__earlyClick;
  if (!click || (click.dialog !== 'quote' && click.dialog !== 'meeting')) return null;
  return click;
}
