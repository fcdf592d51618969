// The figures the dashboard's charts are drawn from (/inbox/charts.js reads them from the page,
// apps/inbox-charts/), and how the page carries them.
import type { Summary } from '@/worker/inbox/lead-summary';

export interface ChartData {
  weeks: { week: string; leads: number }[];
  bySource: { label: string; leads: number }[];
  byService: { label: string; leads: number }[];
  byPage: { label: string; leads: number }[];
}

export function jsonForScript(value: unknown): string {
  // Inside <script type="application/json">: no "</script>" or "<!--" can close it.
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

export function chartData(summary: Summary): ChartData {
  return {
    weeks: summary.weeks.map((week) => ({ week: week.start, leads: week.leads })),
    bySource: summary.bySource.map(([label, leads]) => ({ label, leads })),
    byService: summary.byService.map(([label, leads]) => ({ label, leads })),
    byPage: summary.byPage.map(([label, leads]) => ({ label, leads })),
  };
}
