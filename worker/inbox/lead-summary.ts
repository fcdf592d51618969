// One implementation for `npm run quotes -- --summary` and the inbox's dashboard, so that the two
// always tell the same figures.
import type { LeadSource } from '@/lib/quote/lead-source';

export const SUMMARY_WEEKS = 12;
const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;

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

export interface SourceOutcome {
  source: string;
  leads: number;
  /** Those whose first working day is over, or contacted before it was: the ones to judge. */
  judged: number;
  contactedWithinDay: number;
  won: number;
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
  /** Per source, in bySource's order: contacted within a working day, and won. */
  outcomes: SourceOutcome[];
}

/** The Monday (UTC) that starts the week of `time`. */
export function weekStart(time: Date): Date {
  const day = new Date(Date.UTC(time.getUTCFullYear(), time.getUTCMonth(), time.getUTCDate()));
  return new Date(day.getTime() - ((day.getUTCDay() + 6) % 7) * DAY_MS);
}

export function summaryStart(now: Date): Date {
  return new Date(weekStart(now).getTime() - (SUMMARY_WEEKS - 1) * 7 * DAY_MS);
}

export function sourceLabel(source: LeadSource | null): string {
  if (source?.utmCampaign) return `campaign ${source.utmCampaign}`;
  if (source?.utmSource) {
    return `${source.utmSource}${source.utmMedium ? ` / ${source.utmMedium}` : ''}`;
  }
  if (source?.referrer) return `referrer ${referrerHost(source.referrer)}`;
  if (source?.clickId) return `ad click (${source.clickId})`;
  return 'direct';
}

function referrerHost(referrer: string): string {
  try {
    return new URL(referrer).host;
  } catch {
    return referrer;
  }
}

/** The page's path: one page, whatever query or host it was reached with. */
export function pageLabel(pageurl: string): string {
  try {
    return new URL(pageurl).pathname;
  } catch {
    return pageurl;
  }
}

/**
 * 24 hours of Monday to Friday (UTC): a lead sent on Friday at 15:00 is due on Monday at 15:00;
 * one sent on Saturday, on Tuesday at 00:00.
 */
export function workingDayDeadline(received: Date): Date {
  let time = received.getTime();
  let left = DAY_MS;
  while (left > 0) {
    const midnight = Math.floor(time / DAY_MS) * DAY_MS + DAY_MS;
    const weekday = new Date(time).getUTCDay();
    if (weekday === 0 || weekday === 6) {
      time = midnight;
      continue;
    }
    const step = Math.min(left, midnight - time);
    time += step;
    left -= step;
  }
  return new Date(time);
}

export function summarize(quotes: readonly SummaryQuote[], now: Date): Summary {
  const start = summaryStart(now);
  const weeks = Array.from({ length: SUMMARY_WEEKS }, (_, index) => ({
    start: new Date(start.getTime() + index * 7 * DAY_MS).toISOString().slice(0, 10),
    leads: 0,
    spam: 0,
    undelivered: 0,
  }));
  const services = new Map<string, number>();
  const sources = new Map<string, number>();
  const pages = new Map<string, number>();
  const outcomes = new Map<string, SourceOutcome>();
  const count = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);
  let leads = 0;
  let spam = 0;
  let undelivered = 0;
  for (const quote of quotes) {
    const received = new Date(quote.receivedAt);
    const index = Math.floor((received.getTime() - start.getTime()) / (7 * DAY_MS));
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
    const outcome = outcomes.get(source) ?? {
      source,
      leads: 0,
      judged: 0,
      contactedWithinDay: 0,
      won: 0,
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

function ranked(counts: Map<string, number>): [string, number][] {
  return [...counts].sort(([a, m], [b, n]) => n - m || a.localeCompare(b));
}

/** "3 of 4 (75 %)", or "none yet" when there is nothing to judge. */
export function shareText(part: number, whole: number): string {
  if (whole === 0) return 'none yet';
  return `${part} of ${whole} (${Math.round((part / whole) * 100)} %)`;
}
