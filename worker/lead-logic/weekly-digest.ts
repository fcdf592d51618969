// What the owner's Monday digest says, as figures: summed by worker/reports/digest-figures.ts,
// worded by worker/notify/digest-message.ts.
import type { DigestWeek } from './digest-schedule';

export interface WeekFigures {
  visits: number;
  quotes: number;
  won: number;
  /** In the deal currency's units (not cents). */
  revenue: number;
}

export interface RankedLabel {
  label: string;
  quotes: number;
}

export interface DigestFigures {
  week: DigestWeek;
  current: WeekFigures;
  /** The seven days before. */
  previous: WeekFigures;
  /** The three that brought the most quotes, most first; none without quotes. */
  topChannels: readonly RankedLabel[];
  topCampaigns: readonly RankedLabel[];
  /** Leads still `new` now, whenever received. */
  waiting: { count: number; oldestReceivedAt: string | null };
  /** ISO 4217, DEAL_CURRENCY. */
  currency: string;
  /** The dashboard showing the same week, or null without INBOX_HOST. */
  dashboardUrl: string | null;
}
