import { createHash } from 'node:crypto';
import { transformSync } from 'esbuild';
import {
  attributeOf,
  elementsOf,
  escapeAttribute,
  scriptElements,
  textOf,
  withEdits,
} from './html-elements';

/** The attribute that carries the deferred script URLs, as a JSON array, on the loader. */
export const AFTER_PAINT_ATTRIBUTE = 'data-after-paint';

export const PAYLOAD_ATTRIBUTE = 'data-payload';

export const DEFERRED_STYLESHEETS = 'link[rel=preload][as=style]';

/** Set on the root by the loader while the sections below the first screen wait to be rendered. */
const LATER_ATTRIBUTE = 'data-later';
/** Set by the loader on each such section once it has been rendered. */
const SHOWN_ATTRIBUTE = 'data-shown';
/**
 * The sections that wait: every section of the main content after the first, and the footer.
 * Tag names, so that Chrome's invalidation on the root's attribute touches only these elements.
 */
const LATER_SECTIONS = 'main>section~section,body>footer';

/**
 * The rule, inlined with the first screen's CSS (critical-css.ts), that keeps those sections out
 * of the rendering until the loader renders them one task each; `auto` still renders any that a
 * tall screen shows. Without scripts, nothing sets the attribute and nothing waits.
 */
export const LATER_SECTIONS_RULE =
  LATER_SECTIONS.split(',')
    .map((selector) => `[${LATER_ATTRIBUTE}] ${selector}:not([${SHOWN_ATTRIBUTE}])`)
    .join(',') + '{content-visibility:auto;contain-intrinsic-size:640px}';

/**
 * The loader, in ES5 so that it runs wherever the page does, written out here and minified once
 * for the page: it is the one script every page inlines whole.
 */
const LOADER_SOURCE = `(function (script) {
  var urls = JSON.parse(script.getAttribute('${AFTER_PAINT_ATTRIBUTE}'));
  var payload = script.getAttribute('${PAYLOAD_ATTRIBUTE}');
  var started = false;
  function add(tag, attributes) {
    var element = document.createElement(tag);
    for (var name in attributes) element.setAttribute(name, attributes[name]);
    document.head.appendChild(element);
  }
  // The full stylesheets, applied after the first paint: the head holds each as a preload that no
  // media matches, so nothing but the document is fetched before the first paint (a simulated load,
  // as PageSpeed's, counts every request that ends before it). The sections below the first screen
  // wait for them unrendered (LATER_SECTIONS_RULE), then are rendered one task each, so that no
  // task restyles the whole page. The scripts wait for the stylesheets too, since what they draw
  // is styled by rules the first screen's CSS leaves out.
  var root = document.documentElement;
  root.setAttribute('${LATER_ATTRIBUTE}', '');
  var pending = 0;
  var waiting = false;
  function applyStyles() {
    [].forEach.call(document.querySelectorAll('${DEFERRED_STYLESHEETS}'), function (preload) {
      pending++;
      // A copy keeps the URL and React's data-precedence, by which hydration adopts the sheet.
      var link = preload.cloneNode();
      link.rel = 'stylesheet';
      link.media = '';
      link.onload = link.onerror = function () {
        if (!--pending) styled();
      };
      document.head.appendChild(link);
    });
    if (!pending) styled();
  }
  function styled() {
    [].forEach.call(document.querySelectorAll('${LATER_SECTIONS}'), function (section) {
      later(function () {
        section.setAttribute('${SHOWN_ATTRIBUTE}', '');
        // Its style and layout in this task, not all of them in the next frame's.
        section.offsetTop;
      });
    });
    later(function () {
      // Any section the parser had not reached, and those of the pages navigated to later.
      root.removeAttribute('${LATER_ATTRIBUTE}');
      // A jump to a fragment in the meantime (the address's, or a link's on the page, such as
      // the hiring page's to each role) measured the sections at their estimated heights.
      var target = location.hash && document.getElementById(location.hash.slice(1));
      if (target) target.scrollIntoView();
    });
    if (waiting) run();
  }
  var queue = [];
  // A task each, so that none makes a long task; every browser since IE 10 has MessageChannel.
  var channel = new MessageChannel();
  channel.port1.onmessage = function () { queue.shift()(); };
  function later(task) {
    queue.push(task);
    channel.port2.postMessage(0);
  }
  function run() {
    if (pending) return void (waiting = true);
    urls.forEach(function (url) {
      later(function () { add('script', { src: url, async: '' }); });
    });
  }
  function fetchPayload(attempt) {
    fetch(payload).then(function (response) {
      // Any failure is tried again below.
      if (!response.ok) throw 0;
      return response.text();
    }).then(function (text) {
      (self.__next_f = self.__next_f || []).push([1, text]);
      run();
    }, function () {
      if (attempt < 3) setTimeout(function () { fetchPayload(attempt + 1); }, 1000 * attempt);
    });
  }
  function load() {
    if (started) return;
    started = true;
    applyStyles();
    if (!payload) return run();
    later(function () { fetchPayload(1); });
    urls.forEach(function (url) {
      later(function () { add('link', { rel: 'preload', as: 'script', href: url }); });
    });
  }
  var Observer = window.PerformanceObserver;
  var types = (Observer && Observer.supportedEntryTypes) || [];
  if (document.visibilityState !== 'visible' || types.indexOf('paint') < 0) return load();
  new Observer(function (list, observer) {
    if (!list.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    load();
  }).observe({ type: 'paint', buffered: true });
  setTimeout(load, 3000);
})(document.currentScript);`;

export const AFTER_PAINT_LOADER = transformSync(LOADER_SOURCE, {
  minify: true,
  target: 'es5',
}).code.trim();

interface ScriptTag {
  attributes: Map<string, string>;
  text: string;
  start: number;
  end: number;
}

function scriptTags(html: string): ScriptTag[] {
  return scriptElements(html).flatMap((element) => {
    const location = element.sourceCodeLocation;
    if (!location) return [];
    const attributes = new Map(element.attrs.map((attribute) => [attribute.name, attribute.value]));
    return [
      { attributes, text: textOf(element), start: location.startOffset, end: location.endOffset },
    ];
  });
}

/** Next's chunk tags: a same-site src and async, nothing else (not the noModule polyfill). */
function isChunkTag(tag: ScriptTag): boolean {
  const src = tag.attributes.get('src') ?? '';
  const names = [...tag.attributes.keys()].sort().join(' ');
  return src.startsWith('/') && !src.startsWith('//') && names === 'async src';
}

function isAppScript(tag: ScriptTag): boolean {
  return (tag.attributes.get('src') ?? '').startsWith('/_next/static/chunks/');
}

/** Next's preloads of the deferred chunks would compete with the stylesheet before the first paint. */
function chunkPreloads(html: string, urls: readonly string[]): { start: number; end: number }[] {
  return elementsOf(html, 'link').flatMap((link) => {
    const location = link.sourceCodeLocation;
    const isChunkPreload =
      attributeOf(link, 'rel') === 'preload' &&
      attributeOf(link, 'as') === 'script' &&
      urls.includes(attributeOf(link, 'href') ?? '');
    return isChunkPreload && location
      ? [{ start: location.startOffset, end: location.endOffset }]
      : [];
  });
}

export interface PagePayload {
  url: string;
  text: string;
}

const PUSH = 'self.__next_f.push(';

function inlinePayload(tags: ScriptTag[], file: string): { scripts: ScriptTag[]; text: string } {
  const scripts = tags.filter((tag) => tag.text.startsWith(PUSH));
  const text = scripts
    .map((tag) => {
      let chunk: unknown;
      try {
        chunk = tag.text.endsWith(')') ? JSON.parse(tag.text.slice(PUSH.length, -1)) : undefined;
      } catch {
        chunk = undefined;
      }
      if (!Array.isArray(chunk) || chunk[0] !== 1 || typeof chunk[1] !== 'string') {
        throw new Error(
          `paint-first: ${file} has an RSC payload script of an unknown shape ` +
            `(${tag.text.slice(0, 60)}…). Next's output changed shape: update scripts/build/paint-first.ts.`,
        );
      }
      return chunk[1];
    })
    .join('');
  return { scripts, text };
}

/** The payload file's URL, with a digest of its text so that no cache pairs it with other HTML. */
function versionedUrl(payload: PagePayload): string {
  const digest = createHash('sha256').update(payload.text).digest('base64url').slice(0, 12);
  return `${payload.url}?v=${digest}`;
}

export function loadScriptsAfterFirstPaint(
  html: string,
  file = 'a page',
  payload?: PagePayload,
): string {
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
        `(unexpected: ${found}). Next's output changed shape: update scripts/build/paint-first.ts.`,
    );
  }
  if (chunks.length === 0) return html;
  const removed = payload ? inlinePayload(tags, file) : { scripts: [], text: '' };
  if (payload && removed.text !== payload.text) {
    throw new Error(
      `paint-first: ${file}'s inline RSC payload (${removed.text.length} characters) is not ` +
        `${payload.url} (${payload.text.length}). Next's output changed shape: update scripts/build/paint-first.ts.`,
    );
  }
  const urls = chunks.map((tag) => tag.attributes.get('src') ?? '');
  const payloadAttribute = payload
    ? ` ${PAYLOAD_ATTRIBUTE}='${escapeAttribute(versionedUrl(payload), "'")}'`
    : '';
  const loader = `<script ${AFTER_PAINT_ATTRIBUTE}='${escapeAttribute(JSON.stringify(urls), "'")}'${payloadAttribute}>${AFTER_PAINT_LOADER}</script>`;
  return withEdits(html, [
    ...chunks.map((tag, index) => ({ ...tag, replacement: index === 0 ? loader : '' })),
    ...removed.scripts.map((tag) => ({ ...tag, replacement: '' })),
    ...chunkPreloads(html, urls).map((range) => ({ ...range, replacement: '' })),
  ]);
}

export function afterPaintUrls(html: string): string[] {
  const loader = scriptTags(html).find((tag) => tag.attributes.has(AFTER_PAINT_ATTRIBUTE));
  const parsed: unknown = JSON.parse(loader?.attributes.get(AFTER_PAINT_ATTRIBUTE) ?? '[]');
  return Array.isArray(parsed) ? parsed.filter((url) => typeof url === 'string') : [];
}

/** The URLs a rewritten page loads after its first paint (for the byte budgets). */
export function afterPaintScripts(document: Document): string[] {
  return [...document.querySelectorAll(`script[${AFTER_PAINT_ATTRIBUTE}]`)].flatMap((script) => {
    const parsed: unknown = JSON.parse(script.getAttribute(AFTER_PAINT_ATTRIBUTE) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((url) => typeof url === 'string') : [];
  });
}

export function afterPaintPayload(document: Document): string | undefined {
  return (
    document.querySelector(`script[${PAYLOAD_ATTRIBUTE}]`)?.getAttribute(PAYLOAD_ATTRIBUTE) ??
    undefined
  );
}
