// From the first visit to a won deal: the counts the pages reported (worker/visits/) beside the
// leads the Worker stored, for a period and the one before it (funnel-period.ts). One
// implementation for the dashboard, /api/leads/funnel and `npm run quotes -- --summary`
// (worker/reports/dashboard-figures.ts reads what it needs).
import { type Channel, CHANNELS, visitChannel } from '@/lib/funnel/channel';
import type { VisitEvent } from '@/lib/funnel/events';
import { countedSourceLabel, OTHER_SOURCE } from '@/lib/funnel/source-label';
import { sourceLabel } from '@/lib/quote/lead-source';
import { DAY_MS } from '@/lib/time/day';
import { dealCurrencyOf, type DealValue, minorUnitDigits } from './deal-value';
import { type FunnelPeriod, inPeriodDays, seriesStep } from './funnel-period';
import type { SummaryQuote } from './lead-summary';

/** The funnel's figures of one event, under one label (a source, a landing page) or bucket. */
export interface VisitTotal {
  label: string;
  event: string;
  n: number;
}

export interface SourceTotal extends VisitTotal {
  channel: string;
}

export interface FacetTotal extends VisitTotal {
  facet: 'country' | 'device';
}

/** The visit counts summed over one period (worker/storage/visit-counts.ts). */
export interface VisitTotals {
  /** The sources that brought the most views, and those asked to be kept; the rest as `other`. */
  bySource: SourceTotal[];
  /** Likewise for the landing pages. */
  byPath: VisitTotal[];
  /** `label` is the bucket's index from `since`, 0 first. */
  bySeries: VisitTotal[];
  /** Per country and per device class: every value (some 250 at most). */
  byFacet: FacetTotal[];
}

/**
 * The sources, and the landing pages, that brought the most views each have a row; the rest are
 * summed as `other` (within their channel) by the query, so the answer's size does not grow with
 * the labels.
 */
export const FUNNEL_ROWS = 50;

/** The rows counted before visits were put in channels (migrations-visits/0002). */
export const CHANNEL_NOT_NOTED = 'unknown';
export type FunnelChannel = Channel | typeof CHANNEL_NOT_NOTED;

export function channelName(channel: string): string {
  return channel in CHANNELS ? CHANNELS[channel as Channel] : 'Not noted (counted before channels)';
}

export type FunnelQuote = Pick<SummaryQuote, 'receivedAt' | 'spam' | 'source' | 'status'> & {
  dealValue?: DealValue | null;
};

/** Of those who reached a stage, the share who did not reach the next; null when none reached it. */
export interface DropOff {
  /** Panels opened without step 1 completed. */
  beforeStep1: number | null;
  beforeStep2: number | null;
  /** Step 2 completed without the quote sent. */
  beforeSending: number | null;
}

/** What the pages counted: all a country's or a device's row has. */
export interface CountedFigures {
  /** Visits begun: a tab that landed without the visit's note (lib/funnel/events.ts). */
  visits: number;
  /** Each page load and route change. */
  pageViews: number;
  /** Page views per visit; null without visits. */
  viewsPerVisit: number | null;
  panelsOpened: number;
  panelsOpenedByVisitor: number;
  panelsOpenedByTimer: number;
  step1Completed: number;
  step2Completed: number;
  /** Reported by the page when the endpoint answered success. */
  quotesSent: number;
  dropOff: DropOff;
}

/** A channel's, a source's, a landing page's or the whole period's figures. */
export interface FunnelFigures extends CountedFigures {
  /** Stored by the Worker, spam apart. */
  quotesStored: number;
  leadsWon: number;
  /** The won leads' values, in the funnel's `currency`'s major units. */
  revenue: number;
  /** Revenue per won lead with a value; null without one. */
  averageDeal: number | null;
  /** Stored quotes per visit; null without visits, or when countingBlocked. */
  conversionRate: number | null;
  /**
   * More quotes stored than visits counted: some visitors blocked the counting (their quotes are
   * stored all the same), so no rate is given rather than one over 100 %.
   */
  countingBlocked: boolean;
  meetingsOpened: number;
  chatsOpened: number;
  phoneLinks: number;
  emailLinks: number;
  messagingLinks: number;
}

/** A row's figures in the period, and in the period before it of the same length. */
export interface Compared<F> {
  figures: F;
  previous: F;
}

export interface ChannelRow extends Compared<FunnelFigures> {
  channel: FunnelChannel;
  /** The channel as the dashboard names it. */
  name: string;
}

export interface SourceRow extends Compared<FunnelFigures> {
  channel: FunnelChannel;
  /** countedSourceLabel's: `campaign brand-q4`, `google / cpc`, `referrer www.bing.com`. */
  source: string;
}

export interface LandingPageRow extends Compared<FunnelFigures> {
  landingPage: string;
}

export interface FacetRow extends Compared<CountedFigures> {
  /** A country's two letters or `unknown`; a device class. */
  value: string;
  name: string;
}

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

export interface FunnelBucket {
  /** The bucket's first day. */
  start: string;
  visits: number;
  pageViews: number;
  panelsOpenedByVisitor: number;
  panelsOpenedByTimer: number;
  quotesSent: number;
  quotesStored: number;
}

export interface Funnel {
  period: FunnelPeriod;
  /** The same number of days, just before. */
  previousPeriod: FunnelPeriod;
  /** Of `revenue` and `averageDeal`: the newest won deal's (dealCurrencyOf); null before one. */
  currency: string | null;
  total: Compared<FunnelFigures>;
  /** Each channel with what it brought, the sources' sums. */
  byChannel: ChannelRow[];
  /** Channel by channel (byChannel's order), each channel's sources by reach. */
  bySource: SourceRow[];
  byLandingPage: LandingPageRow[];
  byCountry: FacetRow[];
  byDevice: FacetRow[];
  byOpening: OpeningRow[];
  /** The period a day a bucket up to 62 days, a week a bucket beyond. */
  series: { step: 'day' | 'week'; buckets: FunnelBucket[] };
}

/** A lead whose visit noted no landing page (sent before pages noted it, or with storage off). */
export const LANDING_PAGE_UNKNOWN = '(not noted)';

/** The counted `visit`: the batch started one (worker/storage/visit-counts.ts's VISIT_STARTED). */
/** `revenue` in minor units, summed exactly; `deals`, the won leads with a value. */
type Tally = Partial<Record<VisitEvent | 'visit' | 'stored' | 'won' | 'revenue' | 'deals', number>>;
type TallyName = keyof Tally;

const share = (part: number, whole: number) => (whole === 0 ? null : part / whole);

function countedFigures(tally: Tally): CountedFigures {
  const n = (name: TallyName) => tally[name] ?? 0;
  const byVisitor = n('panel');
  const byTimer = n('panel-timer');
  const step1 = n('step-1') + n('step-1-timer');
  const step2 = n('step-2') + n('step-2-timer');
  const sent = n('sent') + n('sent-timer');
  return {
    visits: n('visit'),
    pageViews: n('view'),
    viewsPerVisit: share(n('view'), n('visit')),
    panelsOpened: byVisitor + byTimer,
    panelsOpenedByVisitor: byVisitor,
    panelsOpenedByTimer: byTimer,
    step1Completed: step1,
    step2Completed: step2,
    quotesSent: sent,
    dropOff: {
      beforeStep1: share(Math.max(0, byVisitor + byTimer - step1), byVisitor + byTimer),
      beforeStep2: share(Math.max(0, step1 - step2), step1),
      beforeSending: share(Math.max(0, step2 - sent), step2),
    },
  };
}

function figures(tally: Tally, minorPerMajor: number): FunnelFigures {
  const n = (name: TallyName) => tally[name] ?? 0;
  const blocked = n('stored') > n('visit');
  return {
    ...countedFigures(tally),
    quotesStored: n('stored'),
    leadsWon: n('won'),
    revenue: n('revenue') / minorPerMajor,
    averageDeal: n('deals') === 0 ? null : n('revenue') / n('deals') / minorPerMajor,
    conversionRate: blocked ? null : share(n('stored'), n('visit')),
    countingBlocked: blocked,
    meetingsOpened: n('meeting'),
    chatsOpened: n('chat'),
    phoneLinks: n('phone'),
    emailLinks: n('email'),
    messagingLinks: n('messaging'),
  };
}

/** The relative change from `previous` to `current`; null when there was nothing before. */
export function relativeChange(current: number, previous: number): number | null {
  return previous === 0 ? null : (current - previous) / previous;
}

class Tallies {
  readonly map = new Map<string, Tally>();
  add(key: string, name: TallyName, n: number) {
    const tally = this.map.get(key) ?? {};
    tally[name] = (tally[name] ?? 0) + n;
    this.map.set(key, tally);
  }
  get(key: string): Tally {
    return this.map.get(key) ?? {};
  }
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

const byReach = (a: CountedFigures, b: CountedFigures) =>
  b.visits - a.visits ||
  b.pageViews - a.pageViews ||
  ('quotesStored' in a && 'quotesStored' in b
    ? (b as FunnelFigures).quotesStored - (a as FunnelFigures).quotesStored
    : 0) ||
  b.panelsOpened - a.panelsOpened;

/** A lead's source as the counts name it, so that its visits and it meet in one row. */
export function leadSourceLabel(quote: FunnelQuote): string {
  return countedSourceLabel(sourceLabel(quote.source));
}

/** A lead's channel, by the rules that put its visit in one. */
export function leadChannel(quote: FunnelQuote): Channel {
  return visitChannel(quote.source);
}

/** The (channel, source) pair a row is keyed by. */
export function sourceKey(channel: string, source: string): string {
  return `${channel}\n${source}`;
}

/** The leads of the period, spam apart, up to `now`. */
export function inPeriod(
  quotes: readonly FunnelQuote[],
  period: FunnelPeriod,
  now: Date,
): FunnelQuote[] {
  return quotes.filter(
    (quote) =>
      !quote.spam &&
      inPeriodDays(period, quote.receivedAt) &&
      Date.parse(quote.receivedAt) <= now.getTime(),
  );
}

/** The names of the countries, in English; a code Intl does not know stays as it is. */
function countryName(code: string): string {
  if (code === 'unknown') return 'Not known';
  try {
    const name = new Intl.DisplayNames(['en'], { type: 'region' }).of(code);
    return name && name !== 'Unknown Region' ? name : code;
  } catch {
    return code;
  }
}

const DEVICE_NAMES: Record<string, string> = {
  phone: 'Phone',
  tablet: 'Tablet',
  desktop: 'Desktop',
};

interface PeriodTallies {
  total: Tally;
  sources: Tallies;
  pages: Tallies;
  facets: Record<'country' | 'device', Tallies>;
}

/**
 * One period's tallies: every count once per grouping (the total is the sources'), and each lead
 * under its channel and source, landing page and the total. A lead whose (channel, source) the
 * counts folded into its channel's `other` is folded alike when `known` says so.
 */
function tallyPeriod(
  counts: VisitTotals,
  quotes: readonly FunnelQuote[],
  known: ((key: string) => boolean) | null,
  currency: string | null,
): PeriodTallies {
  const total = new Tallies();
  const sources = new Tallies();
  const pages = new Tallies();
  const facets = { country: new Tallies(), device: new Tallies() };
  for (const row of counts.bySource) {
    total.add('', row.event as TallyName, row.n);
    sources.add(sourceKey(row.channel, row.label), row.event as TallyName, row.n);
  }
  for (const row of counts.byPath) pages.add(row.label, row.event as TallyName, row.n);
  for (const row of counts.byFacet)
    facets[row.facet]?.add(row.label, row.event as TallyName, row.n);
  for (const quote of quotes) {
    const channel = leadChannel(quote);
    let key = sourceKey(channel, leadSourceLabel(quote));
    if (known && !known(key)) key = sourceKey(channel, OTHER_SOURCE);
    const tallied: [TallyName, number][] = [['stored', 1]];
    if (quote.status === 'won') tallied.push(['won', 1]);
    if (quote.status === 'won' && quote.dealValue && quote.dealValue.currency === currency) {
      tallied.push(['revenue', quote.dealValue.minorUnits], ['deals', 1]);
    }
    for (const [name, n] of tallied) {
      total.add('', name, n);
      sources.add(key, name, n);
      pages.add(landingPath(quote), name, n);
    }
  }
  return { total: total.get(''), sources, pages, facets };
}

function series(
  counts: VisitTotals,
  quotes: readonly FunnelQuote[],
  period: FunnelPeriod,
): Funnel['series'] {
  const step = seriesStep(period);
  const days = step === 'day' ? 1 : 7;
  const start = Date.parse(`${period.since}T00:00:00.000Z`);
  const buckets: FunnelBucket[] = Array.from({ length: Math.ceil(period.days / days) }, (_, i) => ({
    start: new Date(start + i * days * DAY_MS).toISOString().slice(0, 10),
    visits: 0,
    pageViews: 0,
    panelsOpenedByVisitor: 0,
    panelsOpenedByTimer: 0,
    quotesSent: 0,
    quotesStored: 0,
  }));
  for (const row of counts.bySeries) {
    const bucket = buckets[Number(row.label)];
    if (!bucket) continue;
    if (row.event === 'visit') bucket.visits += row.n;
    if (row.event === 'view') bucket.pageViews += row.n;
    if (row.event === 'panel') bucket.panelsOpenedByVisitor += row.n;
    if (row.event === 'panel-timer') bucket.panelsOpenedByTimer += row.n;
    if (row.event === 'sent' || row.event === 'sent-timer') bucket.quotesSent += row.n;
  }
  for (const quote of quotes) {
    const bucket = buckets[Math.floor((Date.parse(quote.receivedAt) - start) / (days * DAY_MS))];
    if (bucket) bucket.quotesStored += 1;
  }
  return { step, buckets };
}

function opening(tally: Tally, openedBy: OpeningRow['openedBy']): OpeningRow {
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
}

export interface FunnelInput {
  period: FunnelPeriod;
  previousPeriod: FunnelPeriod;
  counts: VisitTotals;
  /** Summed with the current period's rows kept (and the rest folded in `other`). */
  previousCounts: VisitTotals;
  /** Any leads: those of each period are picked by inPeriod. */
  quotes: readonly FunnelQuote[];
  now: Date;
}

/** The sources' tallies summed per channel, the channel being the first part of their key. */
function byChannelOf(sources: Tallies): Tallies {
  const channels = new Tallies();
  for (const [key, tally] of sources.map) {
    const channel = key.slice(0, key.indexOf('\n'));
    for (const [name, n] of Object.entries(tally)) channels.add(channel, name as TallyName, n ?? 0);
  }
  return channels;
}

export function buildFunnel(input: FunnelInput): Funnel {
  const { period, previousPeriod, counts, previousCounts, now } = input;
  const quotes = inPeriod(input.quotes, period, now);
  const currency = dealCurrencyOf(input.quotes);
  const minorPerMajor = currency ? 10 ** minorUnitDigits(currency) : 1;
  const current = tallyPeriod(counts, quotes, null, currency);
  const before = tallyPeriod(
    previousCounts,
    inPeriod(input.quotes, previousPeriod, now),
    (key) => current.sources.map.has(key),
    currency,
  );
  const compared = (tallies: Tallies, previous: Tallies, key: string) => ({
    figures: figures(tallies.get(key), minorPerMajor),
    previous: figures(previous.get(key), minorPerMajor),
  });

  const channels = byChannelOf(current.sources);
  const channelsBefore = byChannelOf(before.sources);
  const byChannel: ChannelRow[] = [...channels.map.keys()]
    .map((channel) => ({
      channel: channel as FunnelChannel,
      name: channelName(channel),
      ...compared(channels, channelsBefore, channel),
    }))
    .sort((a, b) => byReach(a.figures, b.figures) || a.channel.localeCompare(b.channel));
  const channelOrder = new Map(byChannel.map((row, index) => [row.channel as string, index]));
  const bySource: SourceRow[] = [...current.sources.map.keys()]
    .map((key) => {
      const at = key.indexOf('\n');
      return {
        channel: key.slice(0, at) as FunnelChannel,
        source: key.slice(at + 1),
        ...compared(current.sources, before.sources, key),
      };
    })
    .sort(
      (a, b) =>
        channelOrder.get(a.channel)! - channelOrder.get(b.channel)! ||
        byReach(a.figures, b.figures) ||
        a.source.localeCompare(b.source),
    );
  const byLandingPage: LandingPageRow[] = [...current.pages.map.keys()]
    .map((landingPage) => ({ landingPage, ...compared(current.pages, before.pages, landingPage) }))
    .sort((a, b) => byReach(a.figures, b.figures) || a.landingPage.localeCompare(b.landingPage));
  const facetRows = (facet: 'country' | 'device', name: (value: string) => string): FacetRow[] =>
    [...current.facets[facet].map.keys()]
      .map((value) => ({
        value,
        name: name(value),
        figures: countedFigures(current.facets[facet].get(value)),
        previous: countedFigures(before.facets[facet].get(value)),
      }))
      .sort((a, b) => byReach(a.figures, b.figures) || a.value.localeCompare(b.value));

  return {
    period,
    previousPeriod,
    currency,
    total: {
      figures: figures(current.total, minorPerMajor),
      previous: figures(before.total, minorPerMajor),
    },
    byChannel,
    bySource,
    byLandingPage,
    byCountry: facetRows('country', countryName),
    byDevice: facetRows('device', (value) => DEVICE_NAMES[value] ?? value),
    byOpening: [opening(current.total, 'visitor'), opening(current.total, 'timer')],
    series: series(counts, quotes, period),
  };
}
