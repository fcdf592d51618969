/**
 * No lost click. A button that opens a dialog is painted before the app's scripts have run
 * (they load after the first paint), and until React hydrates it a click on it does nothing.
 * A few bytes of inline script, run before anything else, remember the last such click; the
 * shell opens that dialog as soon as it mounts.
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

/**
 * The inline script, in ES5. It stops listening once the shell has hydrated (the shell sets
 * data-hydrated on <html>), and never touches the DOM React is about to hydrate.
 */
export const EARLY_CLICK_SCRIPT = [
  "document.addEventListener('click',function(event){",
  "if(document.documentElement.hasAttribute('data-hydrated'))return;",
  'var target=event.target;',
  `var button=target&&target.closest&&target.closest('[${OPENS_ATTRIBUTE}]');`,
  `if(button)window.__earlyClick={dialog:button.getAttribute('${OPENS_ATTRIBUTE}'),opener:button};`,
  '},true);',
].join('');

/** The click that came before hydration, if any; it is taken once. */
export function takeEarlyClick(): EarlyClick | null {
  const click = window.__earlyClick;
  delete window.__earlyClick;
  if (!click || (click.dialog !== 'quote' && click.dialog !== 'meeting')) return null;
  return click;
}
