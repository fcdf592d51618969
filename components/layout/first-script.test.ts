import zlib from 'node:zlib';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { isVisitEvent, MAX_EVENTS_PER_BATCH, startsVisit } from '@/lib/funnel/events';
import { toLeadSource } from '@/lib/quote/lead-source';
import { CLICK_IDS, VISIT_SOURCE_KEY } from '@/lib/quote/visit-note';
import { firstScript } from './first-script';

interface Beacon {
  url: string;
  body: { s?: Record<string, string>; v?: unknown; p: string; e: string[] };
}

const BODY = `
  <button data-opens="quote">Get a Service</button>
  <button data-opens="meeting">Book a Meeting</button>
  <a href="tel:+919876543210">Call</a>
  <a href="mailto:info@example.com">Write</a>
  <a href="mailto:jobs@example.com?subject=Application" data-count="">Apply</a>
  <button data-count="chat"><span>Chat with us</span></button>
  <a href="https://wa.me/1" data-count="messaging">WhatsApp</a>
  <a href="/portfolio/">Portfolio</a>`;

type PaintCallback = (
  list: { getEntriesByName: (name: string) => { name: string }[] },
  observer: FakeObserver,
) => void;

class FakeObserver {
  observed: unknown;
  disconnected = false;
  constructor(readonly callback: PaintCallback) {}
  observe(options: unknown) {
    this.observed = options;
  }
  disconnect() {
    this.disconnected = true;
  }
}

function load(
  url: string,
  options: {
    referrer?: string;
    storage?: Storage | 'off';
    countVisits?: boolean;
    paintTiming?: boolean;
  } = {},
) {
  const dom = new JSDOM(`<!doctype html><body>${BODY}</body>`, {
    url,
    referrer: options.referrer,
    runScripts: 'outside-only',
  });
  const { window } = dom;
  const beacons: Beacon[] = [];
  // The script sends every batch of its queue in one go: by the time this resolves, it has.
  let firstSent: () => void = () => {};
  const sent = new Promise<void>((resolve) => (firstSent = resolve));
  Object.defineProperty(window.navigator, 'sendBeacon', {
    value: (target: string, data: string) => {
      beacons.push({ url: target, body: JSON.parse(data) as Beacon['body'] });
      firstSent();
      return true;
    },
  });
  if (options.storage) {
    Object.defineProperty(window, 'sessionStorage', {
      get() {
        if (options.storage === 'off') throw new window.DOMException('denied', 'SecurityError');
        return options.storage;
      },
    });
  }
  // jsdom has no paint timing: where the test asks for it, an observer whose paints it reports.
  const observers: FakeObserver[] = [];
  if (options.paintTiming) {
    Object.defineProperty(window, 'PerformanceObserver', {
      value: class extends FakeObserver {
        constructor(callback: PaintCallback) {
          super(callback);
          observers.push(this);
        }
      },
    });
  }
  const paint = (name: string) => {
    for (const observer of observers.filter(({ disconnected }) => !disconnected)) {
      observer.callback(
        { getEntriesByName: (asked) => (asked === name ? [{ name }] : []) },
        observer,
      );
    }
  };
  // jsdom cannot follow a link: the test's clicks stay on the page.
  window.addEventListener('click', (event) => event.preventDefault());
  const loaded = new Promise<void>((resolve) => window.addEventListener('load', () => resolve()));
  window.eval(firstScript({ countVisits: options.countVisits ?? true }));
  const click = (selector: string) =>
    window.document
      .querySelector(selector)
      ?.dispatchEvent(new window.MouseEvent('click', { bubbles: true }));
  const hide = () => {
    Object.defineProperty(window.document, 'visibilityState', {
      value: 'hidden',
      configurable: true,
    });
    window.document.dispatchEvent(new window.Event('visibilitychange'));
  };
  return { window, beacons, sent, loaded, click, hide, observers, paint };
}

const events = (beacons: Beacon[]) => beacons.flatMap((beacon) => beacon.body.e);

describe('the page’s first script: the visit’s note', () => {
  it('keeps the first page’s campaign, the click id’s name only, and the referrer’s origin', async () => {
    const first = load(
      'https://www.example.com/services/?utm_source=google&utm_medium=cpc&utm_campaign=spring%20sale&gclid=Cj0-secret',
      { referrer: 'https://www.google.com/search?q=private+words' },
    );
    const note = first.window.sessionStorage.getItem(VISIT_SOURCE_KEY) ?? '';
    expect(note).not.toContain('Cj0-secret');
    expect(note).not.toContain('private');
    const expected = {
      utmSource: 'google',
      utmMedium: 'cpc',
      utmCampaign: 'spring sale',
      clickId: 'gclid',
      referrer: 'https://www.google.com',
      landingPage: '/services/?utm_source=google&utm_medium=cpc&utm_campaign=spring+sale',
    };
    expect(JSON.parse(note)).toEqual(expected);
    await first.sent;
    expect(first.beacons).toEqual([
      { url: '/api/events', body: { s: expected, v: 1, p: '/services/', e: ['view'] } },
    ]);
  });

  it('keeps the first note on a later page of the visit', () => {
    const storage = load('https://www.example.com/?utm_campaign=first').window.sessionStorage;
    const later = load('https://www.example.com/blog/?utm_campaign=second', {
      referrer: 'https://elsewhere.example/',
      storage,
    });
    expect(JSON.parse(later.window.sessionStorage.getItem(VISIT_SOURCE_KEY) ?? '')).toEqual({
      utmCampaign: 'first',
      landingPage: '/?utm_campaign=first',
    });
  });

  it.each(CLICK_IDS.map((clickId) => [clickId]))(
    'notes %s by its name and takes it off the landing page',
    (clickId) => {
      const { window } = load(`https://www.example.com/?${clickId}=secret-value&utm_source=x`);
      expect(JSON.parse(window.sessionStorage.getItem(VISIT_SOURCE_KEY) ?? '')).toEqual({
        utmSource: 'x',
        clickId,
        landingPage: '/?utm_source=x',
      });
    },
  );

  it('notes the first of the known click ids when a link carries several, and drops them all', () => {
    const { window } = load('https://www.example.com/?twclid=a&fbclid=b&gbraid=c');
    expect(JSON.parse(window.sessionStorage.getItem(VISIT_SOURCE_KEY) ?? '')).toEqual({
      clickId: 'gbraid',
      landingPage: '/',
    });
  });

  it('notes only the landing page for a direct visit or one from the site itself', () => {
    for (const referrer of [undefined, 'https://www.example.com/about/']) {
      const { window } = load('https://www.example.com/contact/', { referrer });
      const note = JSON.parse(window.sessionStorage.getItem(VISIT_SOURCE_KEY) ?? '') as object;
      expect(note).toEqual({ landingPage: '/contact/' });
      expect(toLeadSource(note)).toMatchObject({ landingPage: '/contact/', referrer: null });
    }
  });

  it('counts the page, without a note, where storage is off', async () => {
    const page = load('https://www.example.com/?utm_source=x', { storage: 'off' });
    await page.sent;
    expect(page.beacons.map((beacon) => beacon.body)).toEqual([{ p: '/', e: ['view'] }]);
  });
});

describe('the page’s first script: a visit and its page views', () => {
  it('sends the page view once the page has loaded and painted its first content', async () => {
    const page = load('https://www.example.com/', { paintTiming: true });
    await page.loaded;
    expect(page.observers.map(({ observed }) => observed)).toEqual([
      { type: 'paint', buffered: true },
    ]);
    page.paint('first-paint');
    expect(page.observers[0]?.disconnected).toBe(false);
    expect(page.beacons).toEqual([]);
    page.paint('first-contentful-paint');
    expect(page.observers[0]?.disconnected).toBe(true);
    await page.sent;
    expect(events(page.beacons)).toEqual(['view']);
  });

  it('marks the first batch of a tab that lands without a note as the visit’s start', async () => {
    const page = load('https://www.example.com/?utm_campaign=spring');
    await page.sent;
    expect(page.beacons.map((beacon) => beacon.body.v)).toEqual([1]);
    expect(startsVisit(page.beacons[0]?.body)).toBe(true);
  });

  it('never marks a route change, a later page or a reload of the same tab', async () => {
    const landing = load('https://www.example.com/');
    await landing.sent;
    // A route change: the shell counts it through the same queue, after the first batch left.
    landing.window.__nfCount?.('view');
    landing.hide();
    expect(landing.beacons.map((beacon) => [beacon.body.e, beacon.body.v])).toEqual([
      [['view'], 1],
      [['view'], undefined],
    ]);
    const storage = landing.window.sessionStorage;
    for (const url of ['https://www.example.com/blog/', 'https://www.example.com/']) {
      const later = load(url, { storage });
      await later.sent;
      expect(later.beacons.map((beacon) => 'v' in beacon.body)).toEqual([false]);
      expect(startsVisit(later.beacons[0]?.body)).toBe(false);
    }
  });

  it('marks only the first of the batches a long queue is sent in', () => {
    const page = load('https://www.example.com/');
    for (let i = 0; i < MAX_EVENTS_PER_BATCH; i++) page.window.__nfCount?.('phone');
    page.hide();
    expect(page.beacons.map((beacon) => beacon.body.v)).toEqual([1, undefined]);
  });

  it('marks no visit where the tab can keep no note', async () => {
    const page = load('https://www.example.com/', { storage: 'off' });
    await page.sent;
    expect(page.beacons.map((beacon) => 'v' in beacon.body)).toEqual([false]);
  });
});

describe('the page’s first script: the counts', () => {
  it('counts the dialogs’ buttons, the contact links and data-count elements, never a job application', async () => {
    const page = load('https://www.example.com/contact/');
    for (const selector of [
      '[data-opens="quote"]',
      '[data-opens="meeting"]',
      'a[href^="tel:"]',
      'a[href="mailto:info@example.com"]',
      'a[data-count=""]',
      '[data-count="chat"] span',
      '[data-count="messaging"]',
      'a[href="/portfolio/"]',
    ])
      page.click(selector);
    await page.sent;
    expect(events(page.beacons)).toEqual([
      'view',
      'panel',
      'meeting',
      'phone',
      'email',
      'chat',
      'messaging',
    ]);
    expect(events(page.beacons).every(isVisitEvent)).toBe(true);
  });

  it('remembers a dialog’s button pressed before hydration, not after', () => {
    const page = load('https://www.example.com/');
    page.click('[data-opens="meeting"]');
    expect(page.window.__earlyClick?.dialog).toBe('meeting');
    delete page.window.__earlyClick;
    page.window.document.documentElement.dataset.hydrated = 'true';
    page.click('[data-opens="quote"]');
    expect(page.window.__earlyClick).toBeUndefined();
  });

  it('sends at once when the page is hidden, in batches the endpoint accepts', () => {
    const page = load('https://www.example.com/');
    for (let i = 0; i < MAX_EVENTS_PER_BATCH + 5; i++) page.window.__nfCount?.('phone');
    expect(page.beacons).toEqual([]);
    page.hide();
    expect(page.beacons.map((beacon) => beacon.body.e.length)).toEqual([MAX_EVENTS_PER_BATCH, 6]);
    page.window.__nfCount?.('email');
    expect(page.beacons.at(-1)?.body.e).toEqual(['email']);
  });
});

describe('the page’s first script, built without counting (NEXT_PUBLIC_COUNT_VISITS=false)', () => {
  it('sends nothing, and still keeps the note and the early clicks', async () => {
    const page = load('https://www.example.com/?utm_campaign=spring', { countVisits: false });
    page.click('[data-opens="quote"]');
    page.click('a[href^="tel:"]');
    await page.loaded;
    page.hide();
    page.window.dispatchEvent(new page.window.Event('pagehide'));
    expect(page.beacons).toEqual([]);
    expect(page.window.__earlyClick?.dialog).toBe('quote');
    expect(JSON.parse(page.window.sessionStorage.getItem(VISIT_SOURCE_KEY) ?? '')).toEqual({
      utmCampaign: 'spring',
      landingPage: '/?utm_campaign=spring',
    });
    expect(firstScript({ countVisits: false })).not.toContain('/api/events');
  });
});

it('stays small: it is in every page’s head, before the first screen', () => {
  for (const countVisits of [true, false]) {
    expect(zlib.gzipSync(firstScript({ countVisits }), { level: 9 }).length).toBeLessThan(1024);
  }
});
