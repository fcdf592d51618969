// One implementation for `npm run quotes -- --summary` and the inbox's dashboard, so that the two
// always tell the same figures.
import { type LeadSource, sourceLabel } from '@/lib/quote/lead-source';
import { DAY_MS, WEEK_MS } from '@/lib/time/day';
import { workingDayDeadline, workingMsBetween } from './working-hours';

export const SUMMARY_WEEKS = 12;

export interface SummaryQuote {
  receivedAt: string;
  service: string;
  pageurl: string;
  spam: boolean;
  source: LeadSource | null;
  /** The channels that gave up on the lead. */
  undelivered?: Readonly<Record<string, boolean>>;
  /** Absent counts as 'new'. */
  status?: string;
  /** When it first left 'new'. */
  contactedAt?: string | null;
}

interface SourceOutcome {
  source: string;
  leads: number;
  /** Those whose first working day is over, or contacted before it was: the ones to judge. */
  judged: number;
  contactedWithinDay: number;
  won: number;
  /** Those that have left 'new'. */
  contacted: number;
  /** Of the contacted: working time (as addWorkingHours counts it) from receipt to first contact. */
  medianWorkingMinutesToContact: number | null;
}

export interface Summary {
  /** From Monday, UTC, oldest first. */
  weeks: { start: string; leads: number; spam: number; undelivered: number }[];
  leads: number;
  spam: number;
  undelivered: number;
  /** Label and leads, most first (spam not counted). */
  byService: [string, number][];
  bySource: [string, number][];
  byPage: [string, number][];
  /** Per source, in bySource's order: contacted within a working day, how soon, and won. */
  outcomes: SourceOutcome[];
}

/** The Monday (UTC) that starts the week of `time`. */
export function weekStart(time: Date): Date {
  const day = new Date(Date.UTC(time.getUTCFullYear(), time.getUTCMonth(), time.getUTCDate()));
  return new Date(day.getTime() - ((day.getUTCDay() + 6) % 7) * DAY_MS);
}

export function summaryStart(now: Date): Date {
  return new Date(weekStart(now).getTime() - (SUMMARY_WEEKS - 1) * WEEK_MS);
}

/** The page's path: one page, whatever query or host it was reached with. */
function pageLabel(pageurl: string): string {
  try {
    return new URL(pageurl).pathname;
  } catch {
    return pageurl;
  }
}

export function summarize(quotes: readonly SummaryQuote[], now: Date): Summary {
  const start = summaryStart(now);
  const weeks = Array.from({ length: SUMMARY_WEEKS }, (_, index) => ({
    start: new Date(start.getTime() + index * WEEK_MS).toISOString().slice(0, 10),
    leads: 0,
    spam: 0,
    undelivered: 0,
  }));
  const services = new Map<string, number>();
  const sources = new Map<string, number>();
  const pages = new Map<string, number>();
  const outcomes = new Map<string, SourceOutcome>();
  const waits = new Map<string, number[]>();
  const count = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);
  let leads = 0;
  let spam = 0;
  let undelivered = 0;
  for (const quote of quotes) {
    const received = new Date(quote.receivedAt);
    const index = Math.floor((received.getTime() - start.getTime()) / WEEK_MS);
    const week = weeks[index];
    if (!week || received.getTime() > now.getTime()) continue;
    if (quote.spam) {
      week.spam += 1;
      spam += 1;
      continue;
    }
    week.leads += 1;
    leads += 1;
    if (Object.values(quote.undelivered ?? {}).some(Boolean)) {
      week.undelivered += 1;
      undelivered += 1;
    }
    const source = sourceLabel(quote.source);
    count(services, quote.service);
    count(sources, source);
    count(pages, pageLabel(quote.pageurl));
    tallyOutcome(outcomes, waits, quote, source, now);
  }
  for (const [source, list] of waits) {
    const middle = median(list);
    outcomes.get(source)!.medianWorkingMinutesToContact =
      middle === null ? null : Math.round(middle / 60_000);
  }
  const bySource = ranked(sources);
  return {
    weeks,
    leads,
    spam,
    undelivered,
    byService: ranked(services),
    bySource,
    byPage: ranked(pages),
    outcomes: bySource.map(([source]) => outcomes.get(source)!),
  };
}

/** The source's follow-up: whether its first working day is over, when it was contacted, won. */
function tallyOutcome(
  outcomes: Map<string, SourceOutcome>,
  waits: Map<string, number[]>,
  quote: SummaryQuote,
  source: string,
  now: Date,
): void {
  const received = new Date(quote.receivedAt);
  const outcome = outcomes.get(source) ?? {
    source,
    leads: 0,
    judged: 0,
    contactedWithinDay: 0,
    won: 0,
    contacted: 0,
    medianWorkingMinutesToContact: null,
  };
  outcomes.set(source, outcome);
  outcome.leads += 1;
  if (quote.status === 'won') outcome.won += 1;
  const deadline = workingDayDeadline(received).getTime();
  const contacted = quote.contactedAt ? Date.parse(quote.contactedAt) : NaN;
  if (contacted <= deadline) {
    outcome.judged += 1;
    outcome.contactedWithinDay += 1;
  } else if (deadline <= now.getTime()) {
    outcome.judged += 1;
  }
  if (!Number.isNaN(contacted)) {
    outcome.contacted += 1;
    const list = waits.get(source) ?? [];
    list.push(Math.max(0, workingMsBetween(received, new Date(contacted))));
    waits.set(source, list);
  }
}

function ranked(counts: Map<string, number>): [string, number][] {
  return [...counts].sort(([a, m], [b, n]) => n - m || a.localeCompare(b));
}

/** The middle value, or the mean of the two middle ones; null for none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const half = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[half]! : (sorted[half - 1]! + sorted[half]!) / 2;
}

/** "45 min", "1 h 20 min", and from a day of 24 working hours on, "3 days 2 h". */
export function durationText(minutes: number): string {
  const whole = Math.round(minutes);
  if (whole < 60) return `${whole} min`;
  if (whole < 24 * 60) {
    const rest = whole % 60;
    return `${Math.floor(whole / 60)} h${rest ? ` ${rest} min` : ''}`;
  }
  const hours = Math.round(whole / 60);
  const days = Math.floor(hours / 24);
  const rest = hours % 24;
  return `${days} day${days === 1 ? '' : 's'}${rest ? ` ${rest} h` : ''}`;
}

/** "1 h 20 min (of 3 contacted)", or "none contacted yet". */
export function timeToContactText(outcome: SourceOutcome): string {
  if (outcome.medianWorkingMinutesToContact === null) return 'none contacted yet';
  return `${durationText(outcome.medianWorkingMinutesToContact)} (of ${outcome.contacted} contacted)`;
}

/** "3 of 4 (75 %)", or "none yet" when there is nothing to judge. */
export function shareText(part: number, whole: number): string {
  if (whole === 0) return 'none yet';
  return `${part} of ${whole} (${Math.round((part / whole) * 100)} %)`;
}
