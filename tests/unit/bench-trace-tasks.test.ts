import { describe, expect, it } from 'vitest';
import type { TraceEvent } from '@/bench/style-events';
import { type LighthouseResult, report, taskCosts } from '@/bench/trace-tasks';

const PAGE = { pid: 2, tid: 2 };
/** The about:blank renderer the page left: Cross-Origin-Opener-Policy swaps the process. */
const BLANK = { pid: 1, tid: 1 };
const NAVIGATION_START = 1_000_000;

function event(fields: Partial<TraceEvent> & Pick<TraceEvent, 'name' | 'ts'>): TraceEvent {
  return { ph: 'X', ...PAGE, ...fields };
}

/** A top-level task at `atMs` after the navigation's start, `wallMs` long, with its children. */
function task(atMs: number, wallMs: number, cpuMs: number, children: Partial<TraceEvent>[] = []) {
  const ts = NAVIGATION_START + atMs * 1000;
  return [
    event({ name: 'RunTask', ts, dur: wallMs * 1000, tdur: cpuMs * 1000 }),
    ...children.map((child, index) =>
      event({ name: 'Layout', ts: ts + index + 1, dur: 1000, ...child }),
    ),
  ];
}

const trace: TraceEvent[] = [
  { name: 'thread_name', ph: 'M', ts: 0, ...BLANK, args: { name: 'CrRendererMain' } },
  { name: 'thread_name', ph: 'M', ts: 0, ...PAGE, args: { name: 'CrRendererMain' } },
  {
    name: 'FrameCommittedInBrowser',
    ph: 'I',
    ts: NAVIGATION_START,
    pid: 9,
    tid: 9,
    args: { data: { isOutermostMainFrame: true, url: 'http://127.0.0.1/', processId: 2 } },
  },
  // Before the first paint (at 300 ms): not blocking time.
  ...task(100, 200, 190),
  // In the blank page's renderer: not the page's.
  event({ ...BLANK, name: 'RunTask', ts: NAVIGATION_START + 400_000, dur: 90_000 }),
  // A script task, 40 ms: 160 at 4x, 110 past the line.
  ...task(400, 40, 38, [
    {
      name: 'FunctionCall',
      args: { data: { url: 'http://127.0.0.1/_next/a.js', functionName: 'z' } },
    },
  ]),
  // A task that lays out, 40 ms of which 30 waited on a font: 80 at half of 4x, 30 past the line.
  ...task(500, 40, 9, [
    { name: 'Layout', dur: 35_000 },
    { name: 'WebSandboxSupportLinux::GetWebFontRenderStyleForStrike', dur: 30_000 },
  ]),
  // Under the line once slowed.
  ...task(600, 12, 12),
  // Nested in the task at 400 ms, not a task of its own.
  event({ name: 'RunTask', ts: NAVIGATION_START + 410_000, dur: 1000 }),
];

function result(throttlingMethod: string): LighthouseResult {
  return {
    audits: {
      metrics: {
        details: {
          items: [
            { observedNavigationStartTs: NAVIGATION_START, observedFirstContentfulPaint: 300 },
          ],
        },
      },
      'total-blocking-time': { numericValue: 140 },
    },
    configSettings: { throttlingMethod, throttling: { cpuSlowdownMultiplier: 4 } },
  };
}

describe('trace tasks', () => {
  it("counts the page's tasks after the first paint as Lantern slows them, a layout at half", () => {
    const tasks = taskCosts(result('simulate'), trace);
    expect(tasks.map(({ startMs, blockingMs }) => [startMs, blockingMs])).toEqual([
      [400, 110],
      [500, 30],
      [600, 0],
    ]);
    expect(tasks[0]).toMatchObject({ cpuMs: 38, laysOut: false, what: 'a.js z' });
    expect(tasks[1]).toMatchObject({ wallMs: 40, cpuMs: 9, fontWaitMs: 30, laysOut: true });
  });

  it('takes the wall time as it is under throttling Chrome applied', () => {
    const tasks = taskCosts(result('devtools'), trace);
    expect(tasks.map((entry) => entry.blockingMs)).toEqual([0, 0, 0]);
  });

  it('reports the tasks past the line, with the run’s TBT', () => {
    const text = report([
      { file: 'default.1.json', tbtMs: 140, tasks: taskCosts(result('simulate'), trace) },
    ]);
    expect(text).toContain('## default.1.json: TBT 140 ms (these tasks: 140)');
    expect(text).toContain('| 500 | 40.0 | 9.0 | 30.0 | yes | 30 | Layout |');
    expect(text).not.toContain('| 600 |');
  });
});
