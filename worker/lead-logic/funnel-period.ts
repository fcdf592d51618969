// The funnel's period and the one before it, of the same length: chosen in the dashboard's address
// (`?period=7d`, `?from=2026-11-01&to=2026-11-30`), /api/leads/funnel's and
// `npm run quotes -- --summary --period 7d`. Days are UTC, both ends included.
import { DAY_MS } from '@/lib/time/day';
import { summaryStart, weekStart } from './lead-summary';

/** The last 7 days, the last 30, and the summary's twelve weeks from a Monday (the default). */
export const PERIOD_PRESETS = ['7d', '30d', '12w'] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];
export const DEFAULT_PERIOD: PeriodPreset = '12w';

export const PERIOD_NAMES: Record<PeriodPreset, string> = {
  '7d': 'Last 7 days',
  '30d': 'Last 30 days',
  '12w': 'Last 12 weeks',
};

/** A year and a month: enough to set a year against the one before, and a bounded read. */
export const MAX_PERIOD_DAYS = 400;

/** Up to this many days, the series is drawn a day a bar; beyond, a week a bar. */
const DAILY_SERIES_MAX_DAYS = 62;

export interface FunnelPeriod {
  /** YYYY-MM-DD, the first day counted. */
  since: string;
  /** YYYY-MM-DD, the last day counted (today's for a preset). */
  until: string;
  days: number;
  /** The preset it was chosen by; null for from–to and for the period before. */
  preset: PeriodPreset | null;
}

export interface PeriodQuery {
  period?: string | null;
  from?: string | null;
  to?: string | null;
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

const dayText = (time: number) => new Date(time).toISOString().slice(0, 10);
const dayTime = (day: string) => Date.parse(`${day}T00:00:00.000Z`);

/** A real calendar day written YYYY-MM-DD (not 2026-02-30), as its time; null otherwise. */
function calendarDay(value: string): number | null {
  if (!ISO_DAY.test(value)) return null;
  const time = dayTime(value);
  return Number.isFinite(time) && dayText(time) === value ? time : null;
}

function between(since: number, until: number, preset: PeriodPreset | null): FunnelPeriod {
  return {
    since: dayText(since),
    until: dayText(until),
    days: Math.round((until - since) / DAY_MS) + 1,
    preset,
  };
}

export function isPeriodPreset(value: unknown): value is PeriodPreset {
  return typeof value === 'string' && (PERIOD_PRESETS as readonly string[]).includes(value);
}

export function presetPeriod(preset: PeriodPreset, now: Date): FunnelPeriod {
  const today = dayTime(dayText(now.getTime()));
  if (preset === '12w') return between(summaryStart(now).getTime(), today, preset);
  const days = preset === '7d' ? 7 : 30;
  return between(today - (days - 1) * DAY_MS, today, preset);
}

/** Monday to Sunday (UTC) of the week before `now`'s: what a Monday's digest reports. */
export function lastFullWeek(now: Date): FunnelPeriod {
  const monday = weekStart(now).getTime();
  return between(monday - 7 * DAY_MS, monday - DAY_MS, null);
}

/** The same number of days, ending the day before `period` starts. */
export function previousPeriod(period: FunnelPeriod): FunnelPeriod {
  const until = dayTime(period.since) - DAY_MS;
  return between(until - (period.days - 1) * DAY_MS, until, null);
}

/** `day` a bar for a short period, `week` beyond. */
export function seriesStep(period: FunnelPeriod): 'day' | 'week' {
  return period.days <= DAILY_SERIES_MAX_DAYS ? 'day' : 'week';
}

/**
 * The period a query asks for, or why it cannot be had: a preset, or from and to (both, real days,
 * from no later than to, to no later than today, at most MAX_PERIOD_DAYS days). Nothing of the
 * query is repeated in the message, so an address cannot put words in the page.
 */
export function readPeriod(query: PeriodQuery, now: Date): FunnelPeriod | { error: string } {
  const { period, from, to } = query;
  const ranged = (from ?? '') !== '' || (to ?? '') !== '';
  if (ranged) {
    if ((period ?? '') !== '') return { error: 'Give either a period or from and to, not both.' };
    if (!from || !to) return { error: 'Give both from and to, as YYYY-MM-DD.' };
    const since = calendarDay(from);
    const until = calendarDay(to);
    if (since === null || until === null) {
      return { error: 'from and to must be days written YYYY-MM-DD.' };
    }
    if (since > until) return { error: 'from must not be after to.' };
    if (until > now.getTime()) return { error: 'to must not be after today (UTC).' };
    const chosen = between(since, until, null);
    if (chosen.days > MAX_PERIOD_DAYS) {
      return { error: `A period is at most ${MAX_PERIOD_DAYS} days.` };
    }
    return chosen;
  }
  if ((period ?? '') === '') return presetPeriod(DEFAULT_PERIOD, now);
  if (!isPeriodPreset(period))
    return { error: `period must be one of ${PERIOD_PRESETS.join(', ')}.` };
  return presetPeriod(period, now);
}

/** The query string that asks for `period` again, to share or to link (without `?`). */
export function periodQueryString(period: FunnelPeriod): string {
  return period.preset ? `period=${period.preset}` : `from=${period.since}&to=${period.until}`;
}

/** Whether an ISO 8601 time falls in the period's days. */
export function inPeriodDays(period: FunnelPeriod, iso: string): boolean {
  const time = Date.parse(iso);
  return time >= dayTime(period.since) && time < dayTime(period.until) + DAY_MS;
}

/** The period in words: `Last 7 days (2026-11-22 to 2026-11-28)`. */
export function periodText(period: FunnelPeriod): string {
  const range = `${period.since} to ${period.until}`;
  return period.preset ? `${PERIOD_NAMES[period.preset]} (${range})` : range;
}
