import { describe, expect, it } from 'vitest';
import { styleEvents, type TraceEvent } from '@/bench/style-events';

const URL = 'http://127.0.0.1:4720/';
const PAGE = { pid: 2, tid: 2 };
/** The about:blank renderer the page left: Cross-Origin-Opener-Policy swaps the process. */
const BLANK = { pid: 1, tid: 1 };

function event(fields: Partial<TraceEvent> & Pick<TraceEvent, 'name' | 'ts'>): TraceEvent {
  return { ph: 'X', ...PAGE, ...fields };
}

const trace: TraceEvent[] = [
  event({ ...BLANK, name: 'navigationStart', ts: 0, args: { data: { documentLoaderURL: '' } } }),
  event({ ...BLANK, name: 'UpdateLayoutTree', ts: 10, dur: 90_000, args: { elementCount: 9 } }),
  event({ name: 'navigationStart', ts: 1_000, args: { data: { documentLoaderURL: URL } } }),
  event({ name: 'firstContentfulPaint', ts: 401_000 }),
  event({
    name: 'ParseAuthorStyleSheet',
    ts: 500_000,
    dur: 2_000,
    args: { data: { styleSheetUrl: `${URL}_next/static/chunks/a.css` } },
  }),
  event({
    name: 'StyleRecalcInvalidationTracking',
    ts: 501_000,
    args: { data: { reason: 'PropertyRegistration', nodeName: 'HTML' } },
  }),
  event({
    name: 'StyleRecalcInvalidationTracking',
    ts: 501_500,
    args: { data: { reason: 'PropertyRegistration', nodeName: 'HTML' } },
  }),
  event({ name: 'UpdateLayoutTree', ts: 510_000, dur: 80_000, args: { elementCount: 673 } }),
  event({
    name: 'FunctionCall',
    ts: 700_000,
    dur: 20_000,
    args: { data: { functionName: 'measure', url: `${URL}x.js` } },
  }),
  event({
    name: 'Layout',
    ts: 701_000,
    dur: 12_000,
    args: {
      beginData: {
        dirtyObjects: 29,
        totalObjects: 648,
        stackTrace: [{ functionName: 'measure', url: `${URL}x.js`, lineNumber: 3 }],
      },
    },
  }),
  // Shorter than the threshold: counted, not listed.
  event({ name: 'UpdateLayoutTree', ts: 800_000, dur: 1_000, args: { elementCount: 2 } }),
];

describe('styleEvents', () => {
  it("reads the page's own renderer, from its navigation, with what set each event off", () => {
    const summary = styleEvents(trace, URL, 3);
    expect(summary).toMatchObject({
      styleMs: 81,
      styleCount: 2,
      elementsRestyled: 675,
      layoutMs: 12,
      layoutCount: 1,
      fcp: 400,
    });
    expect(summary.events).toEqual([
      {
        kind: 'style',
        at: 509,
        ms: 80,
        count: '673 elements',
        cause:
          'in a rendering update | sheets parsed before: a.css | 2x PropertyRegistration on HTML',
      },
      {
        kind: 'layout',
        at: 700,
        ms: 12,
        count: '29/648 objects',
        cause: 'forced by measure@x.js:3',
      },
    ]);
  });

  it('refuses a trace without a navigation to the page', () => {
    expect(() => styleEvents(trace, 'http://127.0.0.1:4720/other/', 3)).toThrow(/no navigation/);
  });

  it('reads events whose arguments are missing or of the wrong shape', () => {
    const odd = [
      event({ name: 'navigationStart', ts: 0, args: { data: { documentLoaderURL: URL } } }),
      event({ name: 'UpdateLayoutTree', ts: 1, dur: 5_000 }),
      event({
        name: 'Layout',
        ts: 9_000,
        dur: 5_000,
        args: { beginData: { stackTrace: 'not frames' } },
      }),
      event({
        name: 'StyleInvalidatorInvalidationTracking',
        ts: 20_000,
        args: { data: { selectors: 7 } },
      }),
      event({
        name: 'UpdateLayoutTree',
        ts: 21_000,
        dur: 5_000,
        args: { elementCount: Number.NaN },
      }),
    ];
    const summary = styleEvents(odd, URL, 3);
    expect(summary.events.map((listed) => listed.count)).toEqual([
      '0 elements',
      '?/? objects',
      '0 elements',
    ]);
    expect(summary.fcp).toBeNaN();
  });
});
