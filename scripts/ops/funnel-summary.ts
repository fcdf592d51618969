// The funnel as `npm run quotes -- --summary` prints it: worker/lead-logic/funnel.ts's figures,
// which the dashboard and /api/leads/funnel show too.
import { changeText, conversionText, moneyText, percentText } from '@/worker/inbox/views/funnel';
import type { Compared, Funnel, FunnelFigures } from '@/worker/lead-logic/funnel';
import { periodText } from '@/worker/lead-logic/funnel-period';
import { printable } from './printable';

const ROWS = 25;
const columns = (currency: string | null): [string, (row: FunnelFigures) => string][] => [
  ['Visits', (row) => String(row.visits)],
  ['Views', (row) => String(row.pageViews)],
  ['Panels', (row) => String(row.panelsOpened)],
  ['by timer', (row) => String(row.panelsOpenedByTimer)],
  ['Step 1', (row) => String(row.step1Completed)],
  ['Step 2', (row) => String(row.step2Completed)],
  ['Sent', (row) => String(row.quotesSent)],
  ['Stored', (row) => String(row.quotesStored)],
  ['Won', (row) => String(row.leadsWon)],
  ['Revenue', (row) => moneyText(row.revenue, currency)],
  ['Per visit', (row) => (row.countingBlocked ? 'blocked*' : percentText(row.conversionRate))],
];

type Row = Compared<FunnelFigures> & { label: string };

function table(title: string, rows: readonly Row[], currency: string | null): string[] {
  const COLUMNS = columns(currency);
  const lines = ['', title];
  if (rows.length === 0) return [...lines, '  (nothing counted)'];
  const width = Math.min(40, Math.max(10, ...rows.map((row) => printable(row.label).length)));
  const cell = (text: string) => text.padStart(10);
  lines.push(`  ${''.padEnd(width)}${COLUMNS.map(([name]) => cell(name)).join('')}  Period before`);
  for (const row of rows.slice(0, ROWS)) {
    const text = printable(row.label);
    const shown = text.length > width ? `${text.slice(0, width - 1)}…` : text.padEnd(width);
    const before = `${row.previous.visits} visits, ${row.previous.quotesStored} stored`;
    const values = COLUMNS.map(([, value]) => cell(value(row.figures)));
    lines.push(`  ${shown}${values.join('')}  ${before}`);
  }
  if (rows.length > ROWS) lines.push(`  (${rows.length - ROWS} more in /api/leads/funnel)`);
  return lines;
}

function compared(label: string, current: number, previous: number): string {
  return `${current} ${label} (${previous} before, ${changeText(current, previous)})`;
}

export function renderFunnel(funnel: Funnel): string {
  const { figures: total, previous } = funnel.total;
  const opening = funnel.byOpening.map(
    (row) =>
      `  opened by the ${row.openedBy.padEnd(7)}  ${String(row.panels).padStart(6)} panels, ` +
      `${row.step1Completed} step 1, ${row.step2Completed} step 2, ${row.quotesSent} sent ` +
      `(${percentText(row.sendRate)} of panels)`,
  );
  const perVisit = (figures: FunnelFigures) => (figures.viewsPerVisit ?? 0).toFixed(1);
  const facets = (title: string, rows: Funnel['byCountry']) => [
    '',
    title,
    ...(rows.length === 0
      ? ['  (nothing counted)']
      : rows
          .slice(0, ROWS)
          .map(
            ({ name, figures: f, previous: p }) =>
              `  ${printable(name).slice(0, 30).padEnd(30)} ${compared('visits', f.visits, p.visits)}, ` +
              `${f.pageViews} views, ${f.panelsOpened} panels, ${f.step1Completed} step 1, ` +
              `${f.step2Completed} step 2, ${f.quotesSent} sent`,
          )),
  ];
  return [
    `From visit to won deal: ${periodText(funnel.period)}, against ${funnel.previousPeriod.since} ` +
      `to ${funnel.previousPeriod.until} (counted without a cookie)`,
    '',
    `  ${compared('visits', total.visits, previous.visits)}, ` +
      `${compared('page views', total.pageViews, previous.pageViews)}, ` +
      `${perVisit(total)} views per visit`,
    `  ${total.panelsOpened} panels opened, ${total.step1Completed} step 1, ` +
      `${total.step2Completed} step 2, ${total.quotesSent} sent, ` +
      `${compared('stored', total.quotesStored, previous.quotesStored)}, ` +
      `${compared('won', total.leadsWon, previous.leadsWon)}; stored per visit: ${conversionText(total)}`,
    `  revenue ${moneyText(total.revenue, funnel.currency)} (${moneyText(previous.revenue, funnel.currency)} ` +
      `before, ${changeText(total.revenue, previous.revenue)}), average deal ` +
      moneyText(total.averageDeal, funnel.currency),
    `  left before step 1 ${percentText(total.dropOff.beforeStep1)}, before step 2 ` +
      `${percentText(total.dropOff.beforeStep2)}, before sending ${percentText(total.dropOff.beforeSending)}`,
    '',
    'Quote panels, by who opened them',
    ...opening,
    ...table(
      'By channel',
      funnel.byChannel.map((row) => ({ ...row, label: row.name })),
      funnel.currency,
    ),
    ...table(
      'By channel and source or campaign',
      funnel.bySource.map((row) => ({ ...row, label: `${row.channel}: ${row.source}` })),
      funnel.currency,
    ),
    ...table(
      'By landing page',
      funnel.byLandingPage.map((row) => ({ ...row, label: row.landingPage })),
      funnel.currency,
    ),
    ...facets('By country', funnel.byCountry),
    ...facets('By device', funnel.byDevice),
    '',
    '* blocked: more quotes stored than visits counted; some visitors blocked the counting.',
  ].join('\n');
}
