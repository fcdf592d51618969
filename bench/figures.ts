import type { Result } from 'lighthouse';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

export interface RunFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  speedIndexMs: number;
  cls: number;
  /** Script transferred during the run: the page's own chunks, and what it fetches when idle. */
  jsBytes: number;
  totalBytes: number;
  /** The page's own response as transferred (headers and compressed body). */
  documentBytes: number;
  /** The main thread's work by kind (the `mainthread-work-breakdown` audit), in ms. */
  mainThreadMs: number;
  styleLayoutMs: number;
  /** Script evaluation, parsing and compilation. */
  scriptMs: number;
  /** Lighthouse's measure of this machine's speed: it says how loaded the machine was. */
  benchmarkIndex: number;
  /** Failed audits of the three 100-point categories, to say why a score is not 100. */
  failedAudits: string[];
}

function score(lhr: Result, category: string): number {
  return Math.round((lhr.categories[category]?.score ?? 0) * 100);
}

function numeric(lhr: Result, audit: string): number {
  return lhr.audits[audit]?.numericValue ?? Number.NaN;
}

function requests(lhr: Result): Record<string, unknown>[] {
  const details = lhr.audits['network-requests']?.details;
  return details && 'items' in details && Array.isArray(details.items)
    ? (details.items as Record<string, unknown>[])
    : [];
}

function scriptBytes(lhr: Result): number {
  return requests(lhr)
    .filter((item) => item.resourceType === 'Script')
    .reduce((sum, item) => sum + (Number(item.transferSize) || 0), 0);
}

function documentBytes(lhr: Result): number {
  const document = requests(lhr).find((item) => item.resourceType === 'Document');
  return Number(document?.transferSize) || Number.NaN;
}

/** The audit's time per group of work, in ms (under simulation, already scaled by its slowdown). */
function mainThreadGroups(lhr: Result): Map<string, number> {
  const details = lhr.audits['mainthread-work-breakdown']?.details;
  const items =
    details && 'items' in details && Array.isArray(details.items)
      ? (details.items as Record<string, unknown>[])
      : [];
  const groups = new Map<string, number>();
  for (const item of items) {
    const group = String(item.group);
    groups.set(group, (groups.get(group) ?? 0) + (Number(item.duration) || 0));
  }
  return groups;
}

function failedAudits(lhr: Result): string[] {
  return CATEGORIES.filter((category) => category !== 'performance').flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0)
      .filter((ref) => {
        const audit = lhr.audits[ref.id];
        return audit && audit.score !== null && audit.score < 1;
      })
      .map((ref) => `${category}: ${ref.id}`),
  );
}

export function figures(lhr: Result): RunFigures {
  const groups = mainThreadGroups(lhr);
  const group = (name: string) => groups.get(name) ?? 0;
  return {
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    seo: score(lhr, 'seo'),
    fcpMs: numeric(lhr, 'first-contentful-paint'),
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    speedIndexMs: numeric(lhr, 'speed-index'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    jsBytes: scriptBytes(lhr),
    totalBytes: numeric(lhr, 'total-byte-weight'),
    documentBytes: documentBytes(lhr),
    mainThreadMs: numeric(lhr, 'mainthread-work-breakdown'),
    styleLayoutMs: group('styleLayout'),
    scriptMs: group('scriptEvaluation') + group('scriptParseCompile'),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    failedAudits: failedAudits(lhr),
  };
}

type MedianKey = Exclude<keyof RunFigures, 'cls' | 'failedAudits'>;
const MEDIAN_KEYS: MedianKey[] = [
  'performance',
  'accessibility',
  'bestPractices',
  'seo',
  'fcpMs',
  'lcpMs',
  'tbtMs',
  'speedIndexMs',
  'jsBytes',
  'totalBytes',
  'documentBytes',
  'mainThreadMs',
  'styleLayoutMs',
  'scriptMs',
  'benchmarkIndex',
];

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? Number.NaN)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** Each figure's own median over the runs; CLS is the worst run's, as its target is 0. */
export function medianFigures(runs: readonly RunFigures[]): RunFigures {
  if (runs.length === 0) throw new Error('No runs to take a median of');
  const medians = Object.fromEntries(
    MEDIAN_KEYS.map((key) => [key, median(runs.map((run) => run[key]))]),
  ) as Record<MedianKey, number>;
  return {
    ...medians,
    cls: Math.max(...runs.map((run) => run.cls)),
    failedAudits: [...new Set(runs.flatMap((run) => run.failedAudits))],
  };
}
