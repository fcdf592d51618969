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

import { scriptElements } from './script-elements';

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

/** A script element of the parsed page, with where its tag sits in the source. */
interface ScriptTag {
  attributes: Map<string, string>;
  start: number;
  end: number;
}

function scriptTags(html: string): ScriptTag[] {
  return scriptElements(html, true).flatMap((element) => {
    const location = element.sourceCodeLocation;
    if (!location) return [];
    const attributes = new Map(element.attrs.map((attribute) => [attribute.name, attribute.value]));
    return [{ attributes, start: location.startOffset, end: location.endOffset }];
  });
}

/** Next's chunk tags: a same-site src and async, nothing else (not the noModule polyfill). */
function isChunkTag(tag: ScriptTag): boolean {
  const src = tag.attributes.get('src') ?? '';
  const names = [...tag.attributes.keys()].sort().join(' ');
  return src.startsWith('/') && !src.startsWith('//') && names === 'async src';
}

/** The app's own script files, whatever their attributes. */
function isAppScript(tag: ScriptTag): boolean {
  return (tag.attributes.get('src') ?? '').startsWith('/_next/static/chunks/');
}

/**
 * Rewrites one exported page: the async chunk tags go, and the loader takes the place of the
 * first of them. The page is parsed, not pattern-matched, and a page whose app scripts are not
 * all in the expected shape stops the build: a Next release that writes them differently must
 * not silently turn the loader off (or leave some scripts loading before the paint).
 */
export function loadScriptsAfterFirstPaint(html: string, file = 'a page'): string {
  const tags = scriptTags(html);
  if (tags.some((tag) => tag.attributes.has(AFTER_PAINT_ATTRIBUTE))) return html;
  const chunks = tags.filter(isChunkTag);
  const unexpected = tags.filter(
    (tag) => isAppScript(tag) && !isChunkTag(tag) && !tag.attributes.has('nomodule'),
  );
  const nextRuntime = html.includes('self.__next_f');
  if (unexpected.length > 0 || (nextRuntime && chunks.length === 0)) {
    const found = unexpected.map((tag) => html.slice(tag.start, tag.end)).join(', ') || 'none';
    throw new Error(
      `paint-first: ${file} has Next's runtime but its chunk tags are not <script src async> ` +
        `(unexpected: ${found}). Next's output changed shape: update scripts/paint-first.ts.`,
    );
  }
  if (chunks.length === 0) return html;
  const urls = chunks.map((tag) => tag.attributes.get('src') ?? '');
  const loader = `<script ${AFTER_PAINT_ATTRIBUTE}='${escapeAttribute(JSON.stringify(urls))}'>${AFTER_PAINT_LOADER}</script>`;
  let result = '';
  let position = 0;
  chunks.forEach((tag, index) => {
    result += html.slice(position, tag.start) + (index === 0 ? loader : '');
    position = tag.end;
  });
  return result + html.slice(position);
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/'/g, '&#39;');
}

/** The URLs a rewritten page loads after its first paint (for the byte budgets). */
export function afterPaintScripts(document: Document): string[] {
  return [...document.querySelectorAll(`script[${AFTER_PAINT_ATTRIBUTE}]`)].flatMap((script) => {
    const parsed: unknown = JSON.parse(script.getAttribute(AFTER_PAINT_ATTRIBUTE) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((url) => typeof url === 'string') : [];
  });
}
