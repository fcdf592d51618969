// The figures are worker/lead-logic/lead-summary.ts's, which the inbox's dashboard draws too.
import {
  shareText,
  type Summary,
  SUMMARY_WEEKS,
  timeToContactText,
} from '@/worker/lead-logic/lead-summary';
import { printable } from './printable';

export function renderSummary(summary: Summary): string {
  const first = summary.weeks[0]?.start ?? '';
  const row = (label: string, counts: { leads: number; spam: number; undelivered: number }) =>
    `${label.padEnd(12)}${String(counts.leads).padStart(7)}${String(counts.spam).padStart(6)}` +
    String(counts.undelivered).padStart(13);
  const lines = [
    `Leads of the last ${SUMMARY_WEEKS} weeks (weeks from Monday, UTC, since ${first}); spam apart`,
    '',
    `${'Week of'.padEnd(12)}${'Leads'.padStart(7)}${'Spam'.padStart(6)}${'Undelivered'.padStart(13)}`,
    ...summary.weeks.map((week) => row(week.start, week)),
    row('Total', summary),
  ];
  if (summary.undelivered > 0) {
    lines.push(
      '',
      `${summary.undelivered} lead${summary.undelivered === 1 ? '' : 's'} not delivered on every ` +
        'channel: `npm run quotes` shows them as "gave up".',
    );
  }
  const section = (title: string, rows: [string, number][]) => {
    lines.push('', title);
    if (rows.length === 0) lines.push('  (no leads)');
    const width = Math.min(48, Math.max(...rows.map(([label]) => printable(label).length), 0));
    for (const [label, leads] of rows) {
      const text = printable(label);
      const shown = text.length > width ? `${text.slice(0, width - 1)}…` : text.padEnd(width);
      lines.push(`  ${shown}  ${String(leads).padStart(5)}`);
    }
  };
  section('By service', summary.byService);
  section('By source (campaign, else referrer, else direct)', summary.bySource);
  section('By page sent from', summary.byPage);
  lines.push(
    '',
    'Followed up, by source (contacted within a working day; won; median time to first contact)',
  );
  if (summary.outcomes.length === 0) lines.push('  (no leads)');
  for (const outcome of summary.outcomes) {
    const label = printable(outcome.source);
    const shown = label.length > 40 ? `${label.slice(0, 39)}…` : label.padEnd(40);
    lines.push(
      `  ${shown}  ${shareText(outcome.contactedWithinDay, outcome.judged).padEnd(18)}  ` +
        `${shareText(outcome.won, outcome.leads).padEnd(18)}  ${timeToContactText(outcome)}`,
    );
  }
  if (summary.outcomes.length > 0) {
    lines.push(
      '  The time to first contact is working time: the hours of Monday to Friday (UTC), a day',
      '  being 24 of them; the median of the leads that have left "new".',
    );
  }
  return lines.join('\n');
}
