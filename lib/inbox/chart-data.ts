// The figures the inbox's dashboard carries in its page for its charts: written by the Worker
// (worker/inbox/views/chart-data.ts), drawn by apps/inbox-charts/. One type for both ends.

export interface ChartData {
  weeks: { week: string; leads: number }[];
  bySource: Bar[];
  byService: Bar[];
  byPage: Bar[];
  funnel: Bar[];
  openings: {
    /** The funnel's buckets: a day each for a short period, else a week. */
    step: 'day' | 'week';
    /** `start`: the bucket's first day. */
    rows: { start: string; openedBy: 'visitor' | 'timer'; panels: number }[];
  };
}

export interface Bar {
  label: string;
  count: number;
}
