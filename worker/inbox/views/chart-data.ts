// The figures the dashboard's charts are drawn from (/inbox/charts.js reads them from the page,
// apps/inbox-charts/), and how the page carries them.
import type { Funnel } from '@/worker/inbox/funnel';
import type { Summary } from '@/worker/inbox/lead-summary';
import { funnelStages } from './funnel';

export interface ChartData {
  weeks: { week: string; leads: number }[];
  bySource: { label: string; count: number }[];
  byService: { label: string; count: number }[];
  byPage: { label: string; count: number }[];
  funnel: { label: string; count: number }[];
  openings: { week: string; openedBy: 'visitor' | 'timer'; panels: number }[];
}

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
    funnel: funnelStages(funnel.total),
    openings: funnel.weeks.flatMap((week) => [
      { week: week.week, openedBy: 'visitor' as const, panels: week.panelsOpenedByVisitor },
      { week: week.week, openedBy: 'timer' as const, panels: week.panelsOpenedByTimer },
    ]),
  };
}
