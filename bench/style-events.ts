// What a Chrome trace of a page load says about its style and layout work (bench/style-trace.ts):
// each style recalculation and layout on the page's main thread, the elements or layout objects it
// touched, and what set it off.

export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  /** Thread (CPU) time, where the event records it. */
  tdur?: number;
  pid: number;
  tid: number;
  args?: Record<string, unknown> & {
    data?: Record<string, unknown>;
    beginData?: Record<string, unknown>;
    endData?: Record<string, unknown>;
    elementCount?: number;
  };
}

interface Frame {
  functionName?: string;
  url?: string;
  lineNumber?: number;
  columnNumber?: number;
}

export interface StyleEvent {
  kind: 'style' | 'layout';
  /** ms from the navigation's start. */
  at: number;
  /** ms as traced (already throttled). */
  ms: number;
  /** Elements restyled, or layout objects dirty of the total. */
  count: string;
  cause: string;
}

export interface LoadSummary {
  events: StyleEvent[];
  styleMs: number;
  layoutMs: number;
  styleCount: number;
  layoutCount: number;
  elementsRestyled: number;
  fcp: number;
}

const shortUrl = (url = '') => url.replace(/^https?:\/\/[^/]+/, '').replace(/^.*\//, '') || url;

function frameText(frames: unknown): string | undefined {
  if (!Array.isArray(frames) || frames.length === 0) return undefined;
  return (frames as Frame[])
    .slice(0, 3)
    .map((frame) => `${frame.functionName || '(anon)'}@${shortUrl(frame.url)}:${frame.lineNumber}`)
    .join(' < ');
}

/** The innermost task-level event around `event` on its thread: what the engine was doing. */
const CONTEXT_EVENTS = new Set([
  'ParseHTML',
  'EvaluateScript',
  'v8.evaluateModule',
  'FunctionCall',
  'TimerFire',
  'FireAnimationFrame',
  'EventDispatch',
  'ResourceFinish',
  'ParseAuthorStyleSheet',
  'PrePaint',
  'Paint',
  'UpdateLayoutTree',
  'ScheduleStyleRecalculation',
  'HitTest',
]);

function contextOf(event: TraceEvent, around: TraceEvent[]): string {
  let best: TraceEvent | undefined;
  for (const candidate of around) {
    if (candidate === event || candidate.dur === undefined) continue;
    if (!CONTEXT_EVENTS.has(candidate.name)) continue;
    if (candidate.ts <= event.ts && candidate.ts + candidate.dur >= event.ts + (event.dur ?? 0)) {
      if (!best || candidate.ts >= best.ts) best = candidate;
    }
  }
  if (!best) return 'a rendering update';
  const data = best.args?.data ?? best.args?.beginData ?? {};
  const where =
    (data.url as string | undefined) ??
    (data.functionName as string | undefined) ??
    (data.type as string | undefined) ??
    '';
  return `${best.name}${where ? ` ${shortUrl(where)}` : ''}`;
}

function invalidationsText(records: TraceEvent[]): string {
  const reasons = new Map<string, number>();
  for (const record of records) {
    const data = record.args?.data ?? {};
    const reason =
      (data.reason as string | undefined) ??
      (data.invalidationSet ? 'invalidation set' : undefined) ??
      record.name;
    const selector = (data.selectors as { selector?: string }[] | undefined)?.[0]?.selector;
    const node = (data.nodeName as string | undefined)?.split(' ')[0];
    const key = `${reason}${node ? ` on ${node}` : ''}${selector ? ` (${selector})` : ''}`;
    reasons.set(key, (reasons.get(key) ?? 0) + 1);
  }
  return [...reasons]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 4)
    .map(([key, count]) => `${count}x ${key}`)
    .join('; ');
}

/** The style and layout events of the page's renderer main thread, with what set each off. */
export function styleEvents(trace: TraceEvent[], url: string, minMs: number): LoadSummary {
  // The page's own renderer: with Cross-Origin-Opener-Policy the page commits in a new process,
  // not the one that held about:blank.
  const navigation = trace.find(
    (event) =>
      event.name === 'navigationStart' &&
      (event.args?.data as { documentLoaderURL?: string })?.documentLoaderURL === url,
  );
  if (!navigation) throw new Error(`style-trace: no navigation to ${url} in the trace`);
  const start = navigation.ts;
  const thread = trace
    .filter((event) => event.pid === navigation.pid && event.tid === navigation.tid)
    .sort((a, b) => a.ts - b.ts);
  const fcp = trace.find(
    (event) =>
      event.name === 'firstContentfulPaint' && event.pid === navigation.pid && event.ts >= start,
  );
  const summary: LoadSummary = {
    events: [],
    styleMs: 0,
    layoutMs: 0,
    styleCount: 0,
    layoutCount: 0,
    elementsRestyled: 0,
    fcp: fcp ? (fcp.ts - start) / 1000 : Number.NaN,
  };
  let pending: TraceEvent[] = [];
  let sheets: string[] = [];
  for (const event of thread) {
    if (event.name.endsWith('InvalidationTracking')) pending.push(event);
    if (event.name === 'ParseAuthorStyleSheet') {
      sheets.push(
        shortUrl((event.args?.data as { styleSheetUrl?: string })?.styleSheetUrl) || 'inline',
      );
    }
    const isStyle = event.name === 'UpdateLayoutTree';
    const isLayout = event.name === 'Layout';
    if ((!isStyle && !isLayout) || event.dur === undefined) continue;
    const ms = event.dur / 1000;
    const begin = event.args?.beginData ?? {};
    const counted = Number(event.args?.elementCount);
    const elements = Number.isFinite(counted) ? counted : 0;
    if (isStyle) {
      summary.styleMs += ms;
      summary.styleCount += 1;
      summary.elementsRestyled += elements;
    } else {
      summary.layoutMs += ms;
      summary.layoutCount += 1;
    }
    if (ms >= minMs) {
      const forced = frameText(begin.stackTrace);
      const parts = [forced ? `forced by ${forced}` : `in ${contextOf(event, thread)}`];
      if (sheets.length) parts.push(`sheets parsed before: ${sheets.join(', ')}`);
      const invalidations = invalidationsText(
        pending.filter((record) => (isStyle ? !record.name.startsWith('Layout') : true)),
      );
      if (invalidations) parts.push(invalidations);
      summary.events.push({
        kind: isStyle ? 'style' : 'layout',
        at: (event.ts - start) / 1000,
        ms,
        count: isStyle
          ? `${elements} elements`
          : `${begin.dirtyObjects ?? '?'}/${begin.totalObjects ?? '?'} objects${begin.partialLayout ? ', partial' : ''}`,
        cause: parts.join(' | '),
      });
    }
    if (isStyle) pending = pending.filter((record) => record.name.startsWith('Layout'));
    else pending = [];
    sheets = [];
  }
  return summary;
}
