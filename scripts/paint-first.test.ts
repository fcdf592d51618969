// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  AFTER_PAINT_ATTRIBUTE,
  AFTER_PAINT_LOADER,
  afterPaintScripts,
  loadScriptsAfterFirstPaint,
} from './paint-first';

const page = [
  '<html><head>',
  '<link rel="stylesheet" href="/_next/static/chunks/a.css"/>',
  '<script src="/_next/static/chunks/one.js" async=""></script>',
  '<script src="/_next/static/chunks/two.js" async=""></script>',
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
  '</head><body><main>Hello</main>',
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
  '<script src="/_next/static/chunks/page.js" async=""></script>',
  '</body></html>',
].join('');

function parse(html: string): Document {
  return new DOMParser().parseFromString(html, 'text/html');
}

describe('loadScriptsAfterFirstPaint', () => {
  it('replaces the async chunk tags with one loader that lists them in order', () => {
    const rewritten = loadScriptsAfterFirstPaint(page);
    const document = parse(rewritten);
    expect(document.querySelectorAll('script[async]')).toHaveLength(0);
    expect(afterPaintScripts(document)).toEqual([
      '/_next/static/chunks/one.js',
      '/_next/static/chunks/two.js',
      '/_next/static/chunks/page.js',
    ]);
    const loader = document.querySelector(`script[${AFTER_PAINT_ATTRIBUTE}]`);
    expect(loader?.parentElement?.tagName).toBe('HEAD');
    expect(loader?.textContent).toBe(AFTER_PAINT_LOADER);
  });

  it('keeps the noModule polyfill and the inline data scripts where they were', () => {
    const rewritten = loadScriptsAfterFirstPaint(page);
    expect(rewritten).toContain('<script src="/_next/static/chunks/polyfills.js" noModule="">');
    expect(rewritten).toContain('<script>(self.__next_f=self.__next_f||[]).push([0])</script>');
  });

  it('leaves a page without async chunks, or one already rewritten, unchanged', () => {
    const plain = '<html><head></head><body><p>No scripts</p></body></html>';
    expect(loadScriptsAfterFirstPaint(plain)).toBe(plain);
    const once = loadScriptsAfterFirstPaint(page);
    expect(loadScriptsAfterFirstPaint(once)).toBe(once);
  });

  it('stops the build when Next writes its chunk tags in another shape', () => {
    const deferred = page.replace(/ async=""/g, ' defer=""');
    expect(() => loadScriptsAfterFirstPaint(deferred, 'contact/index.html')).toThrow(
      /contact\/index\.html .*chunk tags.*update scripts\/paint-first\.ts/,
    );
    const modules = page.replace(/ async=""/g, ' type="module"');
    expect(() => loadScriptsAfterFirstPaint(modules)).toThrow(/paint-first/);
    // The runtime with no chunk tag at all is a changed shape too.
    const inlineOnly = page.replace(/<script src="[^"]+" async=""><\/script>/g, '');
    expect(() => loadScriptsAfterFirstPaint(inlineOnly)).toThrow(/paint-first/);
  });

  it('finds tags whatever their attribute order or quoting', () => {
    const reordered = page
      .replace(
        '<script src="/_next/static/chunks/one.js" async=""></script>',
        "<script async src='/_next/static/chunks/one.js'></script>",
      )
      .replace(
        '<script src="/_next/static/chunks/two.js" async=""></script>',
        '<script async="async" src=/_next/static/chunks/two.js></script>',
      );
    expect(afterPaintScripts(parse(loadScriptsAfterFirstPaint(reordered)))).toEqual([
      '/_next/static/chunks/one.js',
      '/_next/static/chunks/two.js',
      '/_next/static/chunks/page.js',
    ]);
  });
});

describe('the loader', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  function runLoader(options: { visibility: DocumentVisibilityState; paintSupported: boolean }) {
    document.head.innerHTML = '';
    const script = document.createElement('script');
    script.setAttribute(AFTER_PAINT_ATTRIBUTE, JSON.stringify(['/a.js', '/b.js']));
    document.head.append(script);
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue(options.visibility);

    let report: ((list: { getEntriesByName: (name: string) => unknown[] }) => void) | undefined;
    const disconnect = vi.fn();
    class FakeObserver {
      static supportedEntryTypes = options.paintSupported ? ['paint'] : [];
      constructor(callback: (list: unknown, observer: unknown) => void) {
        report = (list) => callback(list, { disconnect });
      }
      observe() {}
    }
    vi.stubGlobal('PerformanceObserver', FakeObserver);
    new Function('script', AFTER_PAINT_LOADER.replace('document.currentScript', 'script'))(script);
    const loaded = () =>
      [...document.head.querySelectorAll('script[src]')].map((s) => s.getAttribute('src'));
    return {
      loaded,
      paint: (name: string) => report?.({ getEntriesByName: (n) => (n === name ? [{}] : []) }),
    };
  }

  it('appends the scripts only after the first contentful paint, once', () => {
    vi.useFakeTimers();
    const { loaded, paint } = runLoader({ visibility: 'visible', paintSupported: true });
    expect(loaded()).toEqual([]);
    paint('first-paint');
    expect(loaded()).toEqual([]);
    paint('first-contentful-paint');
    expect(loaded()).toEqual(['/a.js', '/b.js']);
    vi.advanceTimersByTime(5000);
    expect(loaded()).toEqual(['/a.js', '/b.js']);
  });

  it('falls back to loading after 3 s when no paint is reported', () => {
    vi.useFakeTimers();
    const { loaded } = runLoader({ visibility: 'visible', paintSupported: true });
    vi.advanceTimersByTime(2999);
    expect(loaded()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(loaded()).toEqual(['/a.js', '/b.js']);
  });

  it('loads at once in a hidden page or where paints cannot be observed', () => {
    expect(runLoader({ visibility: 'hidden', paintSupported: true }).loaded()).toEqual([
      '/a.js',
      '/b.js',
    ]);
    vi.restoreAllMocks();
    expect(runLoader({ visibility: 'visible', paintSupported: false }).loaded()).toEqual([
      '/a.js',
      '/b.js',
    ]);
  });
});
