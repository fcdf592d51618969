// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  AFTER_PAINT_ATTRIBUTE,
  AFTER_PAINT_LOADER,
  afterPaintPayload,
  afterPaintScripts,
  LATER_SECTIONS_RULE,
  loadScriptsAfterFirstPaint,
  PAYLOAD_ATTRIBUTE,
} from './paint-first';

// esbuild, which minifies the loader on import, checks that TextEncoder's bytes are this realm's
// Uint8Array; under jsdom the global is jsdom's.
vi.hoisted(() => {
  globalThis.Uint8Array = Object.getPrototypeOf(new TextEncoder().encode('')).constructor;
});

const page = [
  '<html><head>',
  '<link rel="stylesheet" href="/_next/static/chunks/a.css"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/page.js"/>',
  '<link rel="preload" as="image" href="/hero.png"/>',
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

  it("drops Next's preloads of those chunks, which would fetch them before the paint, and no others", () => {
    const document = parse(loadScriptsAfterFirstPaint(page));
    expect(document.querySelectorAll('link[rel="preload"][as="script"]')).toHaveLength(0);
    expect(document.querySelectorAll('link[rel="preload"][as="image"]')).toHaveLength(1);
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
      /contact\/index\.html .*chunk tags.*update scripts\/build\/paint-first\.ts/,
    );
    const modules = page.replace(/ async=""/g, ' type="module"');
    expect(() => loadScriptsAfterFirstPaint(modules)).toThrow(/paint-first/);
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

describe('loadScriptsAfterFirstPaint with the payload file', () => {
  const payloadText = '1:"$Sreact.fragment"\n0:["$","main",null,{"children":"Hello </script>"}]\n';
  const chunks = [payloadText.slice(0, 20), payloadText.slice(20)];
  const withPayload = page.replace(
    '</body>',
    chunks
      .map(
        (chunk) =>
          `<script>self.__next_f.push(${JSON.stringify([1, chunk]).replace(/</g, '\\u003c')})</script>`,
      )
      .join('') + '</body>',
  );
  const payload = { url: '/contact/index.txt', text: payloadText };

  it('drops the inline payload and has the loader fetch the file, versioned by its content', () => {
    const rewritten = loadScriptsAfterFirstPaint(withPayload, 'contact/index.html', payload);
    expect(rewritten).not.toContain('self.__next_f.push([1');
    expect(rewritten).toContain('<script>(self.__next_f=self.__next_f||[]).push([0])</script>');
    const document = parse(rewritten);
    expect(afterPaintPayload(document)).toMatch(/^\/contact\/index\.txt\?v=[\w-]{12}$/);
    const other = loadScriptsAfterFirstPaint(withPayload.replace(/Hello/g, 'Hullo'), 'x', {
      ...payload,
      text: payloadText.replace('Hello', 'Hullo'),
    });
    expect(afterPaintPayload(parse(other))).not.toBe(afterPaintPayload(document));
    expect(afterPaintScripts(document)).toHaveLength(3);
  });

  it('keeps the payload inline where the page has no file (the 404 page)', () => {
    const rewritten = loadScriptsAfterFirstPaint(withPayload);
    expect(rewritten).toContain('self.__next_f.push([1');
    expect(afterPaintPayload(parse(rewritten))).toBeUndefined();
  });

  it('stops the build when the file is not the inline payload, or a push has an unknown shape', () => {
    expect(() =>
      loadScriptsAfterFirstPaint(withPayload, 'contact/index.html', { ...payload, text: 'stale' }),
    ).toThrow(/contact\/index\.html's inline RSC payload .* is not \/contact\/index\.txt/);
    const binary = withPayload.replace(
      '</body>',
      '<script>self.__next_f.push([3,"AAEC"])</script></body>',
    );
    expect(() => loadScriptsAfterFirstPaint(binary, 'contact/index.html', payload)).toThrow(
      /RSC payload script of an unknown shape/,
    );
  });
});

describe('the loader', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  const HIDDEN_WITH_PAYLOAD = {
    visibility: 'hidden',
    paintSupported: true,
    payload: '/p.txt',
  } as const;

  function runLoader(options: {
    visibility: DocumentVisibilityState;
    paintSupported: boolean;
    payload?: string;
    stylesheet?: string;
  }) {
    document.head.innerHTML = options.stylesheet
      ? `<link rel="preload" as="style" href="${options.stylesheet}" data-precedence="next">`
      : '';
    const script = document.createElement('script');
    script.setAttribute(AFTER_PAINT_ATTRIBUTE, JSON.stringify(['/a.js', '/b.js']));
    if (options.payload) script.setAttribute(PAYLOAD_ATTRIBUTE, options.payload);
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
    // The loader's tasks: each message to itself waits here until the test runs it.
    const tasks: (() => void)[] = [];
    class FakeChannel {
      port1: { onmessage: (() => void) | null } = { onmessage: null };
      port2 = { postMessage: () => tasks.push(() => this.port1.onmessage?.()) };
    }
    vi.stubGlobal('MessageChannel', FakeChannel);
    const runTasks = () => {
      while (tasks.length > 0) tasks.shift()?.();
    };
    new Function('script', AFTER_PAINT_LOADER.replace('document.currentScript', 'script'))(script);
    const loaded = () =>
      [...document.head.querySelectorAll('script[src]')].map((s) => s.getAttribute('src'));
    const preloaded = () =>
      [...document.head.querySelectorAll('link[rel="preload"][as="script"]')].map((link) =>
        link.getAttribute('href'),
      );
    return {
      tasks,
      runTasks,
      loaded,
      preloaded,
      paint: (name: string) => report?.({ getEntriesByName: (n) => (n === name ? [{}] : []) }),
    };
  }

  it('appends the scripts only after the first contentful paint, once', () => {
    vi.useFakeTimers();
    const { loaded, paint, runTasks } = runLoader({ visibility: 'visible', paintSupported: true });
    paint('first-paint');
    runTasks();
    expect(loaded()).toEqual([]);
    paint('first-contentful-paint');
    runTasks();
    expect(loaded()).toEqual(['/a.js', '/b.js']);
    vi.advanceTimersByTime(5000);
    runTasks();
    expect(loaded()).toEqual(['/a.js', '/b.js']);
  });

  it('falls back to loading after 3 s when no paint is reported', () => {
    vi.useFakeTimers();
    const { loaded, runTasks } = runLoader({ visibility: 'visible', paintSupported: true });
    vi.advanceTimersByTime(2999);
    runTasks();
    expect(loaded()).toEqual([]);
    vi.advanceTimersByTime(1);
    runTasks();
    expect(loaded()).toEqual(['/a.js', '/b.js']);
  });

  it('loads at once in a hidden page or where paints cannot be observed', () => {
    const hidden = runLoader({ visibility: 'hidden', paintSupported: true });
    hidden.runTasks();
    expect(hidden.loaded()).toEqual(['/a.js', '/b.js']);
    vi.restoreAllMocks();
    const unobservable = runLoader({ visibility: 'visible', paintSupported: false });
    unobservable.runTasks();
    expect(unobservable.loaded()).toEqual(['/a.js', '/b.js']);
  });

  it('applies the stylesheet after the first paint, once, and runs the scripts once it has loaded', () => {
    const { loaded, paint, runTasks } = runLoader({
      visibility: 'visible',
      paintSupported: true,
      stylesheet: '/s.css',
    });
    const sheets = () =>
      [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((link) => [
        link.getAttribute('href'),
        link.dataset.precedence,
        link.getAttribute('media'),
      ]);
    // Nothing but the document before the first paint.
    expect(sheets()).toEqual([]);
    paint('first-contentful-paint');
    runTasks();
    // The preload's media, which kept it from being fetched, is not the sheet's: '' is all.
    expect(sheets()).toEqual([['/s.css', 'next', '']]);
    paint('first-contentful-paint');
    runTasks();
    // Once: a second copy of the sheet would restyle the whole page again.
    expect(sheets()).toHaveLength(1);
    // Drawn before the stylesheet, what the scripts render would miss the rules the page left out.
    expect(loaded()).toEqual([]);
    document.head.querySelector('link[rel="stylesheet"]')?.dispatchEvent(new Event('load'));
    runTasks();
    expect(loaded()).toEqual(['/a.js', '/b.js']);
  });

  describe('the sections below the first screen', () => {
    const body = [
      '<main><section id="hero"></section><section id="two"></section>',
      '<div id="aside"></div><section id="three"></section></main>',
      '<footer id="footer"></footer>',
    ].join('');
    const waiting = () =>
      [
        ...document.querySelectorAll(
          LATER_SECTIONS_RULE.slice(0, LATER_SECTIONS_RULE.indexOf('{')),
        ),
      ].map((element) => element.id);
    afterEach(() => {
      document.documentElement.removeAttribute('data-later');
      document.body.innerHTML = '';
    });

    it('wait from the first style, without the hero, and each is then rendered in a task of its own', () => {
      document.body.innerHTML = body;
      const { paint, tasks, runTasks } = runLoader({
        visibility: 'visible',
        paintSupported: true,
        stylesheet: '/s.css',
      });
      expect(waiting()).toEqual(['two', 'three', 'footer']);
      paint('first-contentful-paint');
      runTasks();
      // Until the stylesheet has loaded, they would be drawn with the first screen's rules alone.
      expect(waiting()).toEqual(['two', 'three', 'footer']);
      document.head.querySelector('link[rel="stylesheet"]')?.dispatchEvent(new Event('load'));
      const rendered = vi.spyOn(HTMLElement.prototype, 'offsetTop', 'get');
      const seen: string[][] = [];
      while (waiting().length > 0) {
        tasks.shift()?.();
        seen.push(waiting());
      }
      expect(seen).toEqual([['three', 'footer'], ['footer'], []]);
      expect(rendered.mock.contexts.map((element) => (element as Element).id)).toEqual([
        'two',
        'three',
        'footer',
      ]);
      runTasks();
      // Nor does a section of a page navigated to later wait.
      expect(document.documentElement.hasAttribute('data-later')).toBe(false);
      document
        .querySelector('main')
        ?.insertAdjacentHTML('beforeend', '<section id="next"></section>');
      expect(waiting()).toEqual([]);
    });

    it('then bring a jump to a fragment, made while they had estimated heights, to its target', () => {
      document.body.innerHTML = body;
      const scrolled: string[] = [];
      Element.prototype.scrollIntoView = function (this: Element) {
        scrolled.push(this.id);
      };
      window.location.hash = '#footer';
      try {
        const { paint, runTasks } = runLoader({
          visibility: 'visible',
          paintSupported: true,
          stylesheet: '/s.css',
        });
        paint('first-contentful-paint');
        document.head.querySelector('link[rel="stylesheet"]')?.dispatchEvent(new Event('load'));
        runTasks();
        expect(scrolled).toEqual(['footer']);
      } finally {
        window.location.hash = '';
        delete (Element.prototype as Partial<Element>).scrollIntoView;
      }
    });

    it('do not wait on a page without a stylesheet', () => {
      document.body.innerHTML = body;
      const { paint, runTasks } = runLoader({ visibility: 'visible', paintSupported: true });
      expect(waiting()).toEqual(['two', 'three', 'footer']);
      paint('first-contentful-paint');
      runTasks();
      expect(waiting()).toEqual([]);
      expect(document.documentElement.hasAttribute('data-later')).toBe(false);
    });

    it('are rendered when the stylesheet fails, and when no section is there yet', () => {
      const { paint, runTasks } = runLoader({
        visibility: 'visible',
        paintSupported: true,
        stylesheet: '/s.css',
      });
      paint('first-contentful-paint');
      document.head.querySelector('link[rel="stylesheet"]')?.dispatchEvent(new Event('error'));
      document.body.innerHTML = body;
      runTasks();
      expect(waiting()).toEqual([]);
    });
  });

  it('applies at the paint a preloaded stylesheet the head holds after the loader', () => {
    const { loaded, paint, runTasks } = runLoader({ visibility: 'visible', paintSupported: true });
    document.head.insertAdjacentHTML(
      'beforeend',
      '<link rel="preload" as="style" href="/late.css" data-precedence="next">',
    );
    paint('first-contentful-paint');
    runTasks();
    const sheet = document.head.querySelector('link[rel="stylesheet"]');
    expect(sheet?.getAttribute('href')).toBe('/late.css');
    expect(loaded()).toEqual([]);
    sheet?.dispatchEvent(new Event('load'));
    runTasks();
    expect(loaded()).toEqual(['/a.js', '/b.js']);
  });

  it('runs the scripts when the stylesheet fails to load too', () => {
    const { loaded, paint, runTasks } = runLoader({
      visibility: 'visible',
      paintSupported: true,
      stylesheet: '/s.css',
    });
    paint('first-contentful-paint');
    document.head.querySelector('link[rel="stylesheet"]')?.dispatchEvent(new Event('error'));
    runTasks();
    expect(loaded()).toEqual(['/a.js', '/b.js']);
  });

  it('starts each request in a task of its own, so that none makes a long task', () => {
    const { loaded, paint, tasks } = runLoader({ visibility: 'visible', paintSupported: true });
    paint('first-contentful-paint');
    expect(loaded()).toEqual([]);
    const added: number[] = [];
    while (tasks.length > 0) {
      const before = loaded().length;
      tasks.shift()?.();
      added.push(loaded().length - before);
    }
    expect(added.filter((count) => count > 0)).toEqual([1, 1]);
    expect(loaded()).toEqual(['/a.js', '/b.js']);
  });

  describe('with a payload file', () => {
    afterEach(() => {
      delete (self as { __next_f?: unknown }).__next_f;
    });

    it('fetches the payload first, preloads the scripts, and runs them once the payload is pushed for Next', async () => {
      let answer: (response: Response) => void = () => {};
      const fetch = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
      vi.stubGlobal('fetch', fetch);
      const { loaded, preloaded, paint, tasks, runTasks } = runLoader({
        visibility: 'visible',
        paintSupported: true,
        payload: '/contact/index.txt?v=abc',
      });
      paint('first-contentful-paint');
      expect(fetch).not.toHaveBeenCalled();
      while (fetch.mock.calls.length === 0 && tasks.length > 0) tasks.shift()?.();
      expect(fetch).toHaveBeenCalledWith('/contact/index.txt?v=abc');
      expect(preloaded()).toEqual([]);
      runTasks();
      expect(preloaded()).toEqual(['/a.js', '/b.js']);
      expect(loaded()).toEqual([]);
      answer(new Response('0:["$","p",null,{}]\n'));
      await vi.waitFor(() => {
        runTasks();
        expect(loaded()).toEqual(['/a.js', '/b.js']);
      }, 10_000);
      expect((self as { __next_f?: unknown }).__next_f).toEqual([[1, '0:["$","p",null,{}]\n']]);
    });

    it('asks again after a failure, three times in all, and runs nothing without the payload', async () => {
      vi.useFakeTimers();
      const fetch = vi.fn(() => Promise.resolve(new Response('', { status: 503 })));
      vi.stubGlobal('fetch', fetch);
      const { loaded, runTasks } = runLoader(HIDDEN_WITH_PAYLOAD);
      runTasks();
      expect(fetch).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(1000);
      expect(fetch).toHaveBeenCalledTimes(2);
      await vi.advanceTimersByTimeAsync(2000);
      expect(fetch).toHaveBeenCalledTimes(3);
      await vi.advanceTimersByTimeAsync(10_000);
      runTasks();
      expect(fetch).toHaveBeenCalledTimes(3);
      expect(loaded()).toEqual([]);
    });

    it('runs the scripts when a later attempt succeeds', async () => {
      vi.useFakeTimers();
      const fetch = vi
        .fn()
        .mockRejectedValueOnce(new TypeError('Failed to fetch'))
        .mockResolvedValueOnce(new Response('0:null\n'));
      vi.stubGlobal('fetch', fetch);
      const { loaded, runTasks } = runLoader(HIDDEN_WITH_PAYLOAD);
      runTasks();
      await vi.advanceTimersByTimeAsync(0);
      runTasks();
      expect(loaded()).toEqual([]);
      await vi.advanceTimersByTimeAsync(1000);
      runTasks();
      expect(loaded()).toEqual(['/a.js', '/b.js']);
    });
  });
});
