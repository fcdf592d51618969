/**
 * No lost click: a press on a dialog's button before hydration is remembered by a few bytes of
 * inline script, and the shell opens that dialog once it mounts.
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

/** The inline script, in ES5; it never touches the DOM React is about to hydrate. */
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
