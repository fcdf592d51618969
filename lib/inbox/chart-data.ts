// The figures the inbox's dashboard carries in its page for its charts: written by the Worker
// (worker/inbox/views/chart-data.ts), drawn by apps/inbox-charts/. One type for both ends.

export interface ChartData {
  weeks: { week: string; leads: number }[];
  bySource: Bar[];
  byService: Bar[];
  byPage: Bar[];
  funnel: Bar[];
  /** `week`: the first day of the funnel's bucket, a day or a week. */
  openings: { week: string; openedBy: 'visitor' | 'timer'; panels: number }[];
}

export interface Bar {
  label: string;
  count: number;
}
