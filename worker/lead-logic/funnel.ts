// From the first visit to a won deal: the counts the pages reported (worker/visits/) beside the
// leads the Worker stored. One implementation for the dashboard, /api/leads/funnel and
// `npm run quotes -- --summary` (worker/inbox/dashboard-figures.ts reads what it needs).
import type { VisitEvent } from '@/lib/funnel/events';
import { countedSourceLabel } from '@/lib/funnel/source-label';
import { sourceLabel } from '@/lib/quote/lead-source';
import { WEEK_MS } from '@/lib/time/day';
import { dealCurrencyOf, type DealValue, minorUnitDigits } from './deal-value';
import { SUMMARY_WEEKS, type SummaryQuote, summaryStart } from './lead-summary';

/** The funnel's figures of one event, under one label (a source, a landing page) or week. */
export interface VisitTotal {
  label: string;
  event: string;
  n: number;
}

/** The visit counts summed over the funnel's period (worker/storage/visit-counts.ts). */
export interface VisitTotals {
  /** The sources that brought the most views, and those asked to be kept; the rest as `other`. */
  bySource: VisitTotal[];
  /** Likewise for the landing pages. */
  byPath: VisitTotal[];
  /** `label` is the week's index from `since`, 0 first. */
  byWeek: VisitTotal[];
}

/**
 * The sources, and the landing pages, that brought the most views each have a row; the rest are
 * summed as `other` by the query, so that the answer's size does not grow with the labels.
 */
export const FUNNEL_ROWS = 50;

export type FunnelQuote = Pick<SummaryQuote, 'receivedAt' | 'spam' | 'source' | 'status'> & {
  dealValue?: DealValue | null;
};

/** Of those who reached a stage, the share who did not reach the next; null when none reached it. */
interface DropOff {
  /** Panels opened without step 1 completed. */
  beforeStep1: number | null;
  beforeStep2: number | null;
  /** Step 2 completed without the quote sent. */
  beforeSending: number | null;
}

export interface FunnelFigures {
  /** Pages viewed: each page load and route change, under the visit's source and landing page. */
  visits: number;
  panelsOpened: number;
  panelsOpenedByVisitor: number;
  panelsOpenedByTimer: number;
  step1Completed: number;
  step2Completed: number;
  /** Reported by the page when the endpoint answered success. */
  quotesSent: number;
  /** Stored by the Worker, spam apart. */
  quotesStored: number;
  leadsWon: number;
  /** The won leads' values, in the funnel's `currency`'s major units. */
  revenue: number;
  /** Revenue per won lead with a value; null without one. */
  averageDeal: number | null;
  /** Stored quotes per visit; null without visits. */
  conversionRate: number | null;
  dropOff: DropOff;
  meetingsOpened: number;
  chatsOpened: number;
  phoneLinks: number;
  emailLinks: number;
  messagingLinks: number;
}

type FunnelRow = FunnelFigures & { source: string };
type LandingPageRow = FunnelFigures & { landingPage: string };

/** The panels the visitor opened against those the timer opened, each followed to the end. */
export interface OpeningRow {
  openedBy: 'visitor' | 'timer';
  panels: number;
  step1Completed: number;
  step2Completed: number;
  quotesSent: number;
  /** Quotes sent per panel opened; null without panels. */
  sendRate: number | null;
}

interface FunnelWeek {
  /** The Monday (UTC) that starts it. */
  week: string;
  visits: number;
  panelsOpenedByVisitor: number;
  panelsOpenedByTimer: number;
  quotesSent: number;
  quotesStored: number;
}

export interface Funnel {
  /** The first day counted (UTC): a Monday, eleven weeks before this one's. */
  since: string;
  /** Of `revenue` and `averageDeal`: the newest won deal's (dealCurrencyOf). */
  currency: string | null;
  total: FunnelFigures;
  bySource: FunnelRow[];
  byLandingPage: LandingPageRow[];
  byOpening: OpeningRow[];
  weeks: FunnelWeek[];
}

/** A lead whose visit noted no landing page (sent before pages noted it, or with storage off). */
export const LANDING_PAGE_UNKNOWN = '(not noted)';

/** `revenue` in minor units, summed exactly; `deals`, the won leads with a value. */
type Tally = Partial<Record<VisitEvent | 'stored' | 'won' | 'revenue' | 'deals', number>>;

function figures(tally: Tally, minorPerMajor = 1): FunnelFigures {
  const n = (name: keyof Tally) => tally[name] ?? 0;
  const share = (part: number, whole: number) => (whole === 0 ? null : part / whole);
  const byVisitor = n('panel');
  const byTimer = n('panel-timer');
  const step1 = n('step-1') + n('step-1-timer');
  const step2 = n('step-2') + n('step-2-timer');
  const sent = n('sent') + n('sent-timer');
  return {
    visits: n('view'),
    panelsOpened: byVisitor + byTimer,
    panelsOpenedByVisitor: byVisitor,
    panelsOpenedByTimer: byTimer,
    step1Completed: step1,
    step2Completed: step2,
    quotesSent: sent,
    quotesStored: n('stored'),
    leadsWon: n('won'),
    revenue: n('revenue') / minorPerMajor,
    averageDeal: n('deals') === 0 ? null : n('revenue') / n('deals') / minorPerMajor,
    conversionRate: share(n('stored'), n('view')),
    dropOff: {
      beforeStep1: share(Math.max(0, byVisitor + byTimer - step1), byVisitor + byTimer),
      beforeStep2: share(Math.max(0, step1 - step2), step1),
      beforeSending: share(Math.max(0, step2 - sent), step2),
    },
    meetingsOpened: n('meeting'),
    chatsOpened: n('chat'),
    phoneLinks: n('phone'),
    emailLinks: n('email'),
    messagingLinks: n('messaging'),
  };
}

function add(tallies: Map<string, Tally>, key: string, name: keyof Tally, n: number) {
  const tally = tallies.get(key) ?? {};
  tally[name] = (tally[name] ?? 0) + n;
  tallies.set(key, tally);
}

export function landingPath(quote: FunnelQuote): string {
  const page = quote.source?.landingPage;
  if (!page) return LANDING_PAGE_UNKNOWN;
  try {
    return new URL(page, 'https://site.invalid').pathname;
  } catch {
    return LANDING_PAGE_UNKNOWN;
  }
}

const byReach = (a: FunnelFigures, b: FunnelFigures) =>
  b.visits - a.visits || b.quotesStored - a.quotesStored || b.panelsOpened - a.panelsOpened;

export function funnelSince(now: Date): string {
  return summaryStart(now).toISOString().slice(0, 10);
}

/** A lead's source as the counts name it, so that its visits and it meet in one row. */
export function leadSourceLabel(quote: FunnelQuote): string {
  return countedSourceLabel(sourceLabel(quote.source));
}

export function inPeriod(quotes: readonly FunnelQuote[], now: Date): FunnelQuote[] {
  const start = Date.parse(`${funnelSince(now)}T00:00:00.000Z`);
  return quotes.filter((quote) => {
    const time = Date.parse(quote.receivedAt);
    return !quote.spam && time >= start && time <= now.getTime();
  });
}

export function buildFunnel(
  counts: VisitTotals,
  quotes: readonly FunnelQuote[],
  now: Date,
): Funnel {
  const since = funnelSince(now);
  const start = Date.parse(`${since}T00:00:00.000Z`);
  const weeks: FunnelWeek[] = Array.from({ length: SUMMARY_WEEKS }, (_, index) => ({
    week: new Date(start + index * WEEK_MS).toISOString().slice(0, 10),
    visits: 0,
    panelsOpenedByVisitor: 0,
    panelsOpenedByTimer: 0,
    quotesSent: 0,
    quotesStored: 0,
  }));
  const weekOf = (time: number) => weeks[Math.floor((time - start) / WEEK_MS)];
  const currency = dealCurrencyOf(quotes);
  const minorPerMajor = currency ? 10 ** minorUnitDigits(currency) : 1;
  const total = new Map<string, Tally>();
  const sources = new Map<string, Tally>();
  const pages = new Map<string, Tally>();
  const count = (source: string, path: string, name: keyof Tally, n: number) => {
    add(total, '', name, n);
    add(sources, source, name, n);
    add(pages, path, name, n);
  };
  // Each grouping sums every count once: the total is bySource's.
  for (const row of counts.bySource) {
    add(total, '', row.event as VisitEvent, row.n);
    add(sources, row.label, row.event as VisitEvent, row.n);
  }
  for (const row of counts.byPath) add(pages, row.label, row.event as VisitEvent, row.n);
  for (const row of counts.byWeek) {
    const week = weeks[Number(row.label)];
    if (!week) continue;
    if (row.event === 'view') week.visits += row.n;
    if (row.event === 'panel') week.panelsOpenedByVisitor += row.n;
    if (row.event === 'panel-timer') week.panelsOpenedByTimer += row.n;
    if (row.event === 'sent' || row.event === 'sent-timer') week.quotesSent += row.n;
  }
  for (const quote of quotes) {
    const time = Date.parse(quote.receivedAt);
    if (quote.spam || !(time >= start) || time > now.getTime()) continue;
    const source = leadSourceLabel(quote);
    const path = landingPath(quote);
    count(source, path, 'stored', 1);
    if (quote.status === 'won') count(source, path, 'won', 1);
    if (quote.status === 'won' && quote.dealValue && quote.dealValue.currency === currency) {
      count(source, path, 'revenue', quote.dealValue.minorUnits);
      count(source, path, 'deals', 1);
    }
    const week = weekOf(time);
    if (week) week.quotesStored += 1;
  }
  const tally = total.get('') ?? {};
  const opening = (openedBy: OpeningRow['openedBy']): OpeningRow => {
    const suffix = openedBy === 'timer' ? '-timer' : '';
    const n = (name: string) => tally[`${name}${suffix}` as VisitEvent] ?? 0;
    return {
      openedBy,
      panels: n('panel'),
      step1Completed: n('step-1'),
      step2Completed: n('step-2'),
      quotesSent: n('sent'),
      sendRate: n('panel') === 0 ? null : n('sent') / n('panel'),
    };
  };
  return {
    since,
    currency,
    total: figures(tally, minorPerMajor),
    bySource: [...sources]
      .map(([source, counted]) => ({ source, ...figures(counted, minorPerMajor) }))
      .sort((a, b) => byReach(a, b) || a.source.localeCompare(b.source)),
    byLandingPage: [...pages]
      .map(([landingPage, counted]) => ({ landingPage, ...figures(counted, minorPerMajor) }))
      .sort((a, b) => byReach(a, b) || a.landingPage.localeCompare(b.landingPage)),
    byOpening: [opening('visitor'), opening('timer')],
    weeks,
  };
}
