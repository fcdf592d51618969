// The funnel as `npm run quotes -- --summary` prints it: worker/lead-logic/funnel.ts's figures,
// which the dashboard and /api/leads/funnel show too.
import { moneyText, percentText } from '@/worker/inbox/views/funnel';
import type { Funnel, FunnelFigures } from '@/worker/lead-logic/funnel';
import { printable } from './printable';

const ROWS = 25;
const columns = (currency: string | null): [string, (row: FunnelFigures) => string][] => [
  ['Visits', (row) => String(row.visits)],
  ['Panels', (row) => String(row.panelsOpened)],
  ['by timer', (row) => String(row.panelsOpenedByTimer)],
  ['Step 1', (row) => String(row.step1Completed)],
  ['Step 2', (row) => String(row.step2Completed)],
  ['Sent', (row) => String(row.quotesSent)],
  ['Stored', (row) => String(row.quotesStored)],
  ['Won', (row) => String(row.leadsWon)],
  ['Revenue', (row) => moneyText(row.revenue, currency)],
  ['Per visit', (row) => percentText(row.conversionRate)],
];

function table(
  title: string,
  rows: readonly (FunnelFigures & { label: string })[],
  currency: string | null,
): string[] {
  const COLUMNS = columns(currency);
  const lines = ['', title];
  if (rows.length === 0) return [...lines, '  (nothing counted)'];
  const width = Math.min(40, Math.max(10, ...rows.map((row) => printable(row.label).length)));
  const cell = (text: string) => text.padStart(10);
  lines.push(`  ${''.padEnd(width)}${COLUMNS.map(([name]) => cell(name)).join('')}`);
  for (const row of rows.slice(0, ROWS)) {
    const text = printable(row.label);
    const shown = text.length > width ? `${text.slice(0, width - 1)}…` : text.padEnd(width);
    lines.push(`  ${shown}${COLUMNS.map(([, value]) => cell(value(row))).join('')}`);
  }
  if (rows.length > ROWS) lines.push(`  (${rows.length - ROWS} more in --json's funnel)`);
  return lines;
}

export function renderFunnel(funnel: Funnel): string {
  const { total } = funnel;
  const opening = funnel.byOpening.map(
    (row) =>
      `  opened by the ${row.openedBy.padEnd(7)}  ${String(row.panels).padStart(6)} panels, ` +
      `${row.step1Completed} step 1, ${row.step2Completed} step 2, ${row.quotesSent} sent ` +
      `(${percentText(row.sendRate)} of panels)`,
  );
  return [
    `From visit to won deal, since ${funnel.since} (visits: pages viewed, counted without a cookie)`,
    '',
    `  ${total.visits} visits, ${total.panelsOpened} panels opened, ${total.step1Completed} step 1, ` +
      `${total.step2Completed} step 2, ${total.quotesSent} sent, ${total.quotesStored} stored, ` +
      `${total.leadsWon} won; ${percentText(total.conversionRate)} stored per visit`,
    `  revenue ${moneyText(total.revenue, funnel.currency)}, average deal ` +
      moneyText(total.averageDeal, funnel.currency),
    `  left before step 1 ${percentText(total.dropOff.beforeStep1)}, before step 2 ` +
      `${percentText(total.dropOff.beforeStep2)}, before sending ${percentText(total.dropOff.beforeSending)}`,
    '',
    'Quote panels, by who opened them',
    ...opening,
    ...table(
      'By source or campaign',
      funnel.bySource.map((row) => ({ ...row, label: row.source })),
      funnel.currency,
    ),
    ...table(
      'By landing page',
      funnel.byLandingPage.map((row) => ({ ...row, label: row.landingPage })),
      funnel.currency,
    ),
  ].join('\n');
}
