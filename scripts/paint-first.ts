/**
 * Paint first, then hydrate. Next.js writes its chunks as `<script src async>` tags, which the
 * browser fetches alongside the stylesheet and the font and then runs, hydration included,
 * before the first frame: on a content-heavy page that is a 30–60 ms task, the first paint waits
 * for it, and on a slow network the 145 KB of script shares the line with the CSS that paint
 * needs. The build replaces those tags with one small inline loader that appends the same
 * scripts (still async, in the same order) once the first contentful paint has happened.
 *
 * The static HTML is complete without the scripts, so the visitor reads the page sooner; links
 * work before hydration, as they always did while the scripts downloaded. If the page is not
 * visible (a background tab, a prerender) or the browser cannot report paints, the
 * scripts load at once, as before; a 3 s timer is the safety net if no paint is ever reported.
 */

/** The attribute that carries the deferred script URLs, as a JSON array, on the loader. */
export const AFTER_PAINT_ATTRIBUTE = 'data-after-paint';

/**
 * The loader, in ES5 so that it runs wherever the page does. It reads its URLs from its own
 * attribute, so its text (and its CSP hash) is the same on every page.
 */
export const AFTER_PAINT_LOADER = [
  '(function(script){',
  `var urls=JSON.parse(script.getAttribute('${AFTER_PAINT_ATTRIBUTE}'));`,
  'var started=false;',
  'function load(){',
  'if(started)return;started=true;',
  'urls.forEach(function(url){',
  "var element=document.createElement('script');",
  'element.src=url;element.async=true;document.head.appendChild(element);',
  '});',
  '}',
  'var Observer=window.PerformanceObserver;',
  'var types=(Observer&&Observer.supportedEntryTypes)||[];',
  "if(document.visibilityState!=='visible'||types.indexOf('paint')<0)return load();",
  'new Observer(function(list,observer){',
  "if(!list.getEntriesByName('first-contentful-paint').length)return;",
  'observer.disconnect();load();',
  "}).observe({type:'paint',buffered:true});",
  'setTimeout(load,3000);',
  '})(document.currentScript);',
].join('');

/** Next's chunk tags: a same-site src and async, nothing else (not the noModule polyfill). */
const ASYNC_SCRIPT = /<script src="(\/[^"]+)" async(?:="")?><\/script>/g;

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/'/g, '&#39;');
}

/**
 * Rewrites one exported page: the async chunk tags go, and the loader takes the place of the
 * first of them. A page without such tags (or already rewritten) comes back unchanged.
 */
export function loadScriptsAfterFirstPaint(html: string): string {
  const urls = [...html.matchAll(ASYNC_SCRIPT)].map((match) => match[1] ?? '');
  if (urls.length === 0) return html;
  const loader = `<script ${AFTER_PAINT_ATTRIBUTE}='${escapeAttribute(JSON.stringify(urls))}'>${AFTER_PAINT_LOADER}</script>`;
  let first = true;
  return html.replace(ASYNC_SCRIPT, () => {
    if (!first) return '';
    first = false;
    return loader;
  });
}

/** The URLs a rewritten page loads after its first paint (for the byte budgets). */
export function afterPaintScripts(document: Document): string[] {
  return [...document.querySelectorAll(`script[${AFTER_PAINT_ATTRIBUTE}]`)].flatMap((script) => {
    const parsed: unknown = JSON.parse(script.getAttribute(AFTER_PAINT_ATTRIBUTE) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((url) => typeof url === 'string') : [];
  });
}
