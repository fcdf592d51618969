// `npm run quotes -- --summary`: what the site brought in, for whoever owns it: leads a week for
// the last twelve weeks, then by service, by source and by the page they were sent from.
import type { LeadSource } from '@/lib/quote/lead-source';
import { printable } from './printable';

export const SUMMARY_WEEKS = 12;
const DAY_MS = 24 * 60 * 60_000;

/** What the summary reads of a stored quote (npm run quotes -- --json gives more). */
export interface SummaryQuote {
  receivedAt: string;
  service: string;
  pageurl: string;
  spam: boolean;
  source: LeadSource | null;
  /** The channels that gave up on the lead (npm run quotes -- --json). */
  undelivered?: Readonly<Record<string, boolean>>;
}

export interface Summary {
  /**
   * Monday, UTC, of each of the twelve weeks, oldest first, with its leads, its spam, and the
   * leads a channel gave up on (the sales team may never have heard of them).
   */
  weeks: { start: string; leads: number; spam: number; undelivered: number }[];
  leads: number;
  spam: number;
  undelivered: number;
  /** Label and leads, most first (spam not counted). */
  byService: [string, number][];
  bySource: [string, number][];
  byPage: [string, number][];
}

/** The Monday (UTC) that starts the week of `time`. */
export function weekStart(time: Date): Date {
  const day = new Date(Date.UTC(time.getUTCFullYear(), time.getUTCMonth(), time.getUTCDate()));
  return new Date(day.getTime() - ((day.getUTCDay() + 6) % 7) * DAY_MS);
}

/** The first of the twelve weeks' Monday: quotes from then on are summarised. */
export function summaryStart(now: Date): Date {
  return new Date(weekStart(now).getTime() - (SUMMARY_WEEKS - 1) * 7 * DAY_MS);
}

/** Where a lead came from, for grouping: its campaign, else its referrer, else direct. */
export function sourceLabel(source: LeadSource | null): string {
  if (source?.utmCampaign) return `campaign ${source.utmCampaign}`;
  if (source?.utmSource) {
    return `${source.utmSource}${source.utmMedium ? ` / ${source.utmMedium}` : ''}`;
  }
  if (source?.referrer) return `referrer ${new URL(source.referrer).host}`;
  if (source?.clickId) return `ad click (${source.clickId})`;
  return 'direct';
}

/** The page's path: one page, whatever query or host it was reached with. */
export function pageLabel(pageurl: string): string {
  try {
    return new URL(pageurl).pathname;
  } catch {
    return pageurl;
  }
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
    count(services, quote.service);
    count(sources, sourceLabel(quote.source));
    count(pages, pageLabel(quote.pageurl));
  }
  return {
    weeks,
    leads,
    spam,
    undelivered,
    byService: ranked(services),
    bySource: ranked(sources),
    byPage: ranked(pages),
  };
}

function ranked(counts: Map<string, number>): [string, number][] {
  return [...counts].sort(([a, m], [b, n]) => n - m || a.localeCompare(b));
}

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
  return lines.join('\n');
}
