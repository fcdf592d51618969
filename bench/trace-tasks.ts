// Where a page's blocking time comes from, task by task: the main thread's tasks after the first
// paint in the traces Lighthouse saves beside its results (`npm run bench -- --traces`), each with
// its wall time, its CPU time, the time it waited on a font's render style, and what it
// counts toward TBT as Lantern counts it. Usage: npm run bench:tasks -- bench/.runs/default*.json
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { TraceEvent } from './style-events';

/** Lantern slows a task that lays out by half the CPU slowdown (its layoutTaskMultiplier, 0.5). */
const LAYOUT_TASK_SHARE = 0.5;
const BLOCKING_LINE_MS = 50;
const TOP_LEVEL = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);
/** A synchronous call to the browser for a font strike's hinting, on Linux only (not Android). */
const FONT_WAIT = 'WebSandboxSupportLinux::GetWebFontRenderStyleForStrike';

export interface TaskCost {
  startMs: number;
  wallMs: number;
  cpuMs: number;
  fontWaitMs: number;
  laysOut: boolean;
  /** Its share of TBT: past the 50 ms line once slowed as the run's throttling slows it. */
  blockingMs: number;
  what: string;
}

export interface RunCosts {
  file: string;
  tbtMs: number;
  tasks: TaskCost[];
}

export interface LighthouseResult {
  audits: Record<string, { numericValue?: number; details?: { items?: unknown[] } }>;
  configSettings: { throttlingMethod: string; throttling: { cpuSlowdownMultiplier: number } };
}

interface ObservedMetrics {
  observedNavigationStartTs: number;
  observedFirstContentfulPaint: number;
}

/** The trace Lighthouse's --save-assets writes beside a result: NAME.json -> NAME-0.trace.json. */
export function traceFileOf(resultFile: string): string {
  return resultFile.replace(/\.json$/, '-0.trace.json');
}

function whatRan(children: readonly TraceEvent[]): string {
  const script = children.find((e) => e.name === 'EvaluateScript' || e.name === 'FunctionCall');
  if (script) {
    const data = script.args?.data ?? {};
    const file =
      String(data.url ?? '')
        .split('/')
        .pop() || 'inline script';
    return data.functionName ? `${file} ${String(data.functionName)}` : file;
  }
  const longest = [...children]
    .filter((e) => ['UpdateLayoutTree', 'Layout', 'Paint', 'ParseHTML'].includes(e.name))
    .sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0))[0];
  return longest?.name ?? 'nothing traced';
}

/** The page's renderer main thread: the process its last main-frame navigation committed in. */
function mainThread(events: readonly TraceEvent[]): { pid: number; tid: number } {
  const commit = events
    .filter(
      (e) =>
        e.name === 'FrameCommittedInBrowser' &&
        e.args?.data?.isOutermostMainFrame === true &&
        String(e.args.data.url ?? '').startsWith('http'),
    )
    .pop();
  const pid = Number(commit?.args?.data?.processId);
  const thread = events.find(
    (e) => e.name === 'thread_name' && e.pid === pid && e.args?.name === 'CrRendererMain',
  );
  if (!thread) throw new Error('No main frame renderer in the trace');
  return { pid, tid: thread.tid };
}

export function taskCosts(lhr: LighthouseResult, events: readonly TraceEvent[]): TaskCost[] {
  const metrics = lhr.audits.metrics?.details?.items?.[0] as ObservedMetrics | undefined;
  if (!metrics) throw new Error('The result has no observed metrics');
  const simulated = lhr.configSettings.throttlingMethod === 'simulate';
  const slowdown = simulated ? lhr.configSettings.throttling.cpuSlowdownMultiplier : 1;
  const navigationStart = metrics.observedNavigationStartTs;
  const firstPaint = navigationStart + metrics.observedFirstContentfulPaint * 1000;
  const { pid, tid } = mainThread(events);
  const onMain = events
    .filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X' && e.dur !== undefined)
    .sort((a, b) => a.ts - b.ts);
  const costs: TaskCost[] = [];
  let end = 0;
  for (const task of onMain) {
    if (!TOP_LEVEL.has(task.name) || task.ts < end) continue;
    const taskEnd = task.ts + (task.dur ?? 0);
    end = taskEnd;
    if (task.ts < firstPaint) continue;
    const children = onMain.filter((e) => e !== task && e.ts >= task.ts && e.ts < taskEnd);
    const laysOut = children.some((e) => e.name === 'Layout');
    const wallMs = (task.dur ?? 0) / 1000;
    const factor = simulated && laysOut ? slowdown * LAYOUT_TASK_SHARE : slowdown;
    costs.push({
      startMs: (task.ts - navigationStart) / 1000,
      wallMs,
      cpuMs: (task.tdur ?? 0) / 1000,
      // Nested calls are timed in their outer call.
      fontWaitMs:
        children.filter((e) => e.name === FONT_WAIT).reduce((sum, e) => sum + (e.dur ?? 0), 0) /
        1000,
      laysOut,
      blockingMs: Math.max(0, wallMs * factor - BLOCKING_LINE_MS),
      what: whatRan(children),
    });
  }
  return costs;
}

export function runCosts(resultFile: string): RunCosts {
  const lhr = JSON.parse(fs.readFileSync(resultFile, 'utf8')) as LighthouseResult;
  const trace = JSON.parse(fs.readFileSync(traceFileOf(resultFile), 'utf8')) as {
    traceEvents: TraceEvent[];
  };
  return {
    file: path.basename(resultFile),
    tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? 0,
    tasks: taskCosts(lhr, trace.traceEvents),
  };
}

const ms = (value: number) => value.toFixed(1);

export function report(runs: readonly RunCosts[]): string {
  const lines: string[] = [];
  for (const run of runs) {
    const blocking = run.tasks.filter((task) => task.blockingMs > 0);
    const sum = (pick: (task: TaskCost) => number) =>
      run.tasks.reduce((total, task) => total + pick(task), 0);
    lines.push(
      `## ${run.file}: TBT ${run.tbtMs.toFixed(0)} ms (these tasks: ${sum((t) => t.blockingMs).toFixed(0)})`,
      '',
      `After the first paint: ${run.tasks.length} tasks, ${ms(sum((t) => t.wallMs))} ms wall, ` +
        `${ms(sum((t) => t.cpuMs))} ms CPU, ${ms(sum((t) => t.fontWaitMs))} ms waiting on fonts.`,
      '',
      '| at (ms) | wall | CPU | font wait | lays out | toward TBT | what ran |',
      '|---|---|---|---|---|---|---|',
      ...blocking.map(
        (task) =>
          `| ${task.startMs.toFixed(0)} | ${ms(task.wallMs)} | ${ms(task.cpuMs)} | ` +
          `${ms(task.fontWaitMs)} | ${task.laysOut ? 'yes' : 'no'} | ${task.blockingMs.toFixed(0)} | ${task.what} |`,
      ),
      '',
    );
  }
  return lines.join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const files = process.argv.slice(2).filter((file) => fs.existsSync(traceFileOf(file)));
  if (!files.length) {
    console.error(
      'No result with its trace: run `npm run bench -- --traces ...` first, then pass its bench/.runs/*.json',
    );
    process.exit(1);
  }
  console.log(report(files.map(runCosts)));
}
