// The figures the dashboard's charts are drawn from (/inbox/charts.js reads them from the page,
// apps/inbox-charts/), and how the page carries them.
import type { ChartData } from '@/lib/inbox/chart-data';
import type { Funnel } from '@/worker/lead-logic/funnel';
import type { Summary } from '@/worker/lead-logic/lead-summary';
import { funnelStages } from './funnel';

export function jsonForScript(value: unknown): string {
  // Inside <script type="application/json">: no "</script>" or "<!--" can close it.
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

const bars = (rows: [string, number][]) => rows.map(([label, count]) => ({ label, count }));

export function chartData(summary: Summary, funnel: Funnel): ChartData {
  return {
    weeks: summary.weeks.map((week) => ({ week: week.start, leads: week.leads })),
    bySource: bars(summary.bySource),
    byService: bars(summary.byService),
    byPage: bars(summary.byPage),
    funnel: funnelStages(funnel.total.figures),
    openings: {
      step: funnel.series.step,
      rows: funnel.series.buckets.flatMap((bucket) => [
        { start: bucket.start, openedBy: 'visitor' as const, panels: bucket.panelsOpenedByVisitor },
        { start: bucket.start, openedBy: 'timer' as const, panels: bucket.panelsOpenedByTimer },
      ]),
    },
  };
}
