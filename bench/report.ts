/** bench/results/report.md: every figure against the floor's, from one interleaved run. */
import type { RunFigures } from './figures';
import type { InpFigure } from './inp';
import { type Profile, PROFILE_TITLES } from './lighthouse-cli';
import type { Measured } from './measure';
import type { PageBytes } from './page-bytes';

export interface ProfileMeasured {
  profile: Profile;
  floor: Measured;
  routes: Measured[];
}

export interface ReportInput {
  context: string[];
  profiles: ProfileMeasured[];
  bytes: { route: string; before: PageBytes | null; after: PageBytes }[];
  inp: InpFigure[] | null;
  reproduce: string;
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const ms = (value: number) => value.toFixed(0);

function table(header: readonly string[], rows: readonly string[][]): string {
  const line = (cells: readonly string[]) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

/** The performance targets, each against the floor's median. */
function verdicts(m: RunFigures, f: RunFigures): string[] {
  const mark = (met: boolean) => (met ? 'yes' : '**no**');
  return [
    mark(m.performance >= f.performance - 2),
    mark(m.tbtMs <= 1.25 * f.tbtMs),
    mark(m.lcpMs <= 1.15 * f.lcpMs),
    mark(Number(m.cls.toFixed(3)) === 0),
    mark(m.jsBytes <= f.jsBytes + 15 * 1024),
  ];
}

function routeRows(floor: Measured, routes: readonly Measured[]): string[][] {
  const f = floor.median;
  return [floor, ...routes].map(({ label, runs, median: m }) => [
    label === 'floor' ? '**floor**' : label,
    runs.map((run) => run.performance).join(' '),
    String(m.performance),
    ms(m.tbtMs),
    ms(m.lcpMs),
    ms(m.fcpMs),
    ms(m.speedIndexMs),
    m.cls.toFixed(3),
    kb(m.jsBytes),
    `${m.accessibility}/${m.bestPractices}/${m.seo}`,
    ms(m.benchmarkIndex),
    ...(label === 'floor' ? ['', '', '', '', ''] : verdicts(m, f)),
  ]);
}

const times = (value: number, floor: number) =>
  floor > 0 ? `${(value / floor).toFixed(2)}x` : '-';

/** Where the main thread's time goes, per template, against the floor's. */
function mainThreadRows(floor: Measured, routes: readonly Measured[]): string[][] {
  const f = floor.median;
  return [floor, ...routes].map(({ label, runs, median: m }) => [
    label === 'floor' ? '**floor**' : label,
    `${ms(m.tbtMs)} (${times(m.tbtMs, f.tbtMs)})`,
    runs.map((run) => ms(run.tbtMs)).join(' '),
    `${ms(m.styleLayoutMs)} (${times(m.styleLayoutMs, f.styleLayoutMs)})`,
    `${ms(m.scriptMs)} (${times(m.scriptMs, f.scriptMs)})`,
    ms(m.mainThreadMs),
  ]);
}

function profileSection({ profile, floor, routes }: ProfileMeasured): string {
  return `## ${PROFILE_TITLES[profile]}: median of the interleaved runs

Targets, against the floor's median: performance >= floor - 2, TBT <= 1.25 x floor,
LCP <= 1.15 x floor, CLS 0, JavaScript <= floor + 15 KB.

${table(
  [
    'Page',
    'Perf per run',
    'Perf',
    'TBT ms',
    'LCP ms',
    'FCP ms',
    'SI ms',
    'CLS',
    'JS KB',
    'A11y/BP/SEO',
    'Benchmark index',
    'Perf ok',
    'TBT ok',
    'LCP ok',
    'CLS ok',
    'JS ok',
  ],
  routeRows(floor, routes),
)}

The main thread (Lighthouse's \`mainthread-work-breakdown\`; script is evaluation, parsing and
compilation), each against the floor's:

${table(
  ['Page', 'TBT ms', 'TBT each run', 'Style & layout ms', 'Script ms', 'Main thread ms'],
  mainThreadRows(floor, routes),
)}`;
}

function bytesRows(bytes: ReportInput['bytes']): string[][] {
  const pair = (before: number | undefined, after: number) =>
    before === undefined
      ? kb(after)
      : `${kb(before)} → ${kb(after)} (${(((after - before) / before) * 100).toFixed(0)} %)`;
  return bytes.map(({ route, before, after }) => [
    route,
    pair(before?.html, after.html),
    pair(before?.htmlGzip, after.htmlGzip),
    pair(before?.rsc, after.rsc),
    pair(before?.rscGzip, after.rscGzip),
  ]);
}

function inpSection(inp: InpFigure[] | null): string {
  if (!inp) return 'Not measured (--no-inp).';
  return table(
    [
      'Interaction (4x CPU throttling)',
      'INP ms (median)',
      'Under 200 ms',
      'Each run',
      'Visible after ms',
    ],
    inp.map((figure) => [
      figure.interaction,
      figure.inpMs === null ? '< 16' : ms(figure.inpMs),
      (figure.inpMs ?? 0) < 200 ? 'yes' : '**no**',
      (figure.runsMs ?? []).map((run) => (run === null ? '< 16' : ms(run))).join(' '),
      ms(figure.visibleAfterMs),
    ]),
  );
}

export function markdownReport(input: ReportInput): string {
  return `# Benchmark

${input.context.map((line) => `- ${line}`).join('\n')}

Reproduce: \`${input.reproduce}\` (bench/README.md has the plain CLI run beside it).

${input.profiles.map(profileSection).join('\n\n')}

## HTML and RSC payload per page (KB; gzip at level 9)

The RSC payload is the data that hydrates the page. Next inlines it in the HTML; the build moves
it to the page's \`index.txt\`, which the loader fetches after the first paint
(\`scripts/build/paint-first.ts\`), so the HTML column is what the browser parses before it paints.

${table(['Page', 'HTML', 'HTML gzip', 'RSC payload', 'RSC gzip'], bytesRows(input.bytes))}

## Interaction to next paint

Each interaction starts on a freshly loaded home page the instant it has hydrated, under 4x CPU
throttling, seven times: at 1280 px a mouse rests on the trigger until its hover is handled and
presses; at 390 px (a phone: touch, overlay scrollbars) a finger taps. INP is the longest Event
Timing entry of the press (\`bench/inp.ts\`; bench/HISTORY.md, "How INP is measured").

${inpSection(input.inp)}
`;
}
