import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  buildFunnel,
  type Funnel,
  FUNNEL_ROWS,
  type FunnelQuote,
  LANDING_PAGE_UNKNOWN,
} from '@/worker/lead-logic/funnel';
import { type FunnelPeriod, presetPeriod, previousPeriod } from '@/worker/lead-logic/funnel-period';
import { readFunnel } from './dashboard-figures';

const NOW = new Date('2026-11-25T12:00:00.000Z');
const TWELVE_WEEKS = presetPeriod('12w', NOW);

function quote(overrides: Partial<FunnelQuote> = {}): FunnelQuote {
  return {
    receivedAt: '2026-11-24T10:00:00.000Z',
    spam: false,
    status: 'new',
    source: {
      landingPage: '/ai-services/?utm_campaign=brand-q4',
      referrer: null,
      utmSource: 'google',
      utmMedium: 'cpc',
      utmCampaign: 'brand-q4',
      utmTerm: null,
      utmContent: null,
      clickId: 'gclid',
    },
    ...overrides,
  };
}

type Row = [day: string, channel: string, source: string, path: string, event: string, n: number];
type FacetRow = [day: string, facet: string, value: string, event: string, n: number];

function counts(
  channel: string,
  source: string,
  path: string,
  events: Record<string, number>,
  day = '2026-11-24',
) {
  return Object.entries(events).map(([event, n]): Row => [day, channel, source, path, event, n]);
}

/** As the Worker stores them: the funnel reads them through its own query. */
async function store(rows: readonly Row[], facets: readonly FacetRow[] = []): Promise<void> {
  await env.VISITS.batch([
    env.VISITS.prepare('DELETE FROM visit_counts'),
    env.VISITS.prepare('DELETE FROM visit_facets'),
  ]);
  const insert = env.VISITS.prepare(
    'INSERT INTO visit_counts (day, channel, source, path, event, n) VALUES (?1, ?2, ?3, ?4, ?5, ?6)',
  );
  for (let start = 0; start < rows.length; start += 500) {
    await env.VISITS.batch(rows.slice(start, start + 500).map((row) => insert.bind(...row)));
  }
  const facet = env.VISITS.prepare(
    'INSERT INTO visit_facets (day, facet, value, event, n) VALUES (?1, ?2, ?3, ?4, ?5)',
  );
  if (facets.length > 0) await env.VISITS.batch(facets.map((row) => facet.bind(...row)));
}

describe('the funnel', () => {
  let funnel: Funnel;
  beforeAll(async () => {
    await store(
      [
        ...counts('paid_search', 'campaign brand-q4', '/ai-services/', {
          visit: 2,
          view: 3,
          panel: 1,
          'panel-timer': 2,
          'step-1': 1,
          'step-1-timer': 1,
          'step-2': 1,
          sent: 1,
          phone: 1,
        }),
        ...counts('direct', 'direct', '/', { visit: 4, view: 10, 'panel-timer': 4 }),
        // The same label under another channel: a row of its own.
        ...counts('other_campaign', 'campaign brand-q4', '/', { visit: 1, view: 1 }),
        // Counted before channels: its own channel.
        ...counts('unknown', 'google / cpc', '/', { view: 5 }, '2026-09-08'),
        // Before the twelve weeks (the period before), and a day to come: neither is this one's.
        ...counts('direct', 'direct', '/', { visit: 2, view: 7 }, '2026-08-30'),
        ...counts('paid_search', 'campaign brand-q4', '/', { visit: 1, view: 1 }, '2026-08-30'),
        ...counts('direct', 'direct', '/', { visit: 7, view: 7 }, '2026-11-26'),
      ],
      [
        ['2026-11-24', 'country', 'IN', 'visit', 5],
        ['2026-11-24', 'country', 'IN', 'step-2', 1],
        ['2026-11-24', 'country', 'unknown', 'visit', 2],
        ['2026-11-24', 'device', 'phone', 'visit', 3],
        ['2026-11-24', 'device', 'phone', 'view', 6],
        ['2026-11-24', 'device', 'desktop', 'visit', 4],
        ['2026-08-31', 'country', 'IN', 'visit', 10],
      ],
    );
    funnel = await readFunnel(
      env.VISITS,
      [
        quote(),
        quote({ status: 'won' }),
        quote({ status: 'won', receivedAt: '2026-11-23T10:00:00.000Z' }),
        quote({ spam: true }),
        quote({ source: null }),
        // The period before, and before that.
        quote({ receivedAt: '2026-08-20T00:00:00.000Z' }),
        quote({ receivedAt: '2026-01-01T00:00:00.000Z' }),
      ],
      TWELVE_WEEKS,
      NOW,
    );
  });

  it('follows each channel and source from its visits to its won leads', () => {
    expect(funnel.period).toMatchObject({ since: '2026-09-07', until: '2026-11-25' });
    expect(funnel.previousPeriod).toEqual(previousPeriod(TWELVE_WEEKS));
    const campaign = funnel.bySource.find(
      (row) => row.channel === 'paid_search' && row.source === 'campaign brand-q4',
    );
    expect(campaign?.figures).toMatchObject({
      visits: 2,
      pageViews: 3,
      viewsPerVisit: 1.5,
      panelsOpened: 3,
      panelsOpenedByVisitor: 1,
      panelsOpenedByTimer: 2,
      step1Completed: 2,
      step2Completed: 1,
      quotesSent: 1,
      quotesStored: 3,
      leadsWon: 2,
      phoneLinks: 1,
    });
    expect(campaign?.figures.dropOff).toEqual({
      beforeStep1: 1 / 3,
      beforeStep2: 0.5,
      beforeSending: 0,
    });
    expect(campaign?.previous).toMatchObject({ visits: 1, pageViews: 1, quotesStored: 1 });
    // The channels by reach, each channel's sources beneath it in the same order.
    expect(funnel.byChannel.map((row) => [row.channel, row.name])).toEqual([
      ['direct', 'Direct'],
      ['paid_search', 'Paid search'],
      ['other_campaign', 'Other campaign'],
      ['unknown', 'Not noted (counted before channels)'],
    ]);
    expect(funnel.bySource.map((row) => `${row.channel} ${row.source}`)).toEqual([
      'direct direct',
      'paid_search campaign brand-q4',
      'other_campaign campaign brand-q4',
      'unknown google / cpc',
    ]);
    expect(funnel.byChannel[0]).toMatchObject({
      figures: { visits: 4, pageViews: 10, quotesStored: 1, conversionRate: 0.25 },
      previous: { visits: 2, pageViews: 7 },
    });
  });

  it('says counting was blocked where more quotes were stored than visits counted', () => {
    const campaign = funnel.byChannel.find((row) => row.channel === 'paid_search')!;
    expect(campaign.figures).toMatchObject({
      visits: 2,
      quotesStored: 3,
      conversionRate: null,
      countingBlocked: true,
    });
    expect(campaign.previous).toMatchObject({ conversionRate: 1, countingBlocked: false });
    expect(funnel.total.figures).toMatchObject({
      visits: 7,
      pageViews: 19,
      quotesStored: 4,
      leadsWon: 2,
      countingBlocked: false,
    });
    expect(funnel.total.figures.conversionRate).toBeCloseTo(4 / 7);
    expect(funnel.total.previous).toMatchObject({ visits: 3, pageViews: 8, quotesStored: 1 });
  });

  it('counts per landing page, and says where a lead noted none', () => {
    expect(
      funnel.byLandingPage.map((row) => [
        row.landingPage,
        row.figures.pageViews,
        row.figures.quotesStored,
      ]),
    ).toEqual([
      ['/', 16, 0],
      ['/ai-services/', 3, 3],
      [LANDING_PAGE_UNKNOWN, 0, 1],
    ]);
  });

  it('gives the funnel per country and per device, with the period before', () => {
    expect(funnel.byCountry.map((row) => [row.value, row.name, row.figures.visits])).toEqual([
      ['IN', 'India', 5],
      ['unknown', 'Not known', 2],
    ]);
    expect(funnel.byCountry[0]).toMatchObject({
      figures: { step2Completed: 1 },
      previous: { visits: 10 },
    });
    expect(
      funnel.byDevice.map((row) => [row.name, row.figures.visits, row.figures.pageViews]),
    ).toEqual([
      ['Desktop', 4, 0],
      ['Phone', 3, 6],
    ]);
    // Leads keep no country or device: those rows have none of the leads' figures.
    expect(funnel.byCountry[0]!.figures).not.toHaveProperty('quotesStored');
  });

  it('sets the timer’s panels against the visitor’s, and draws the period a week a bar', () => {
    expect(funnel.byOpening.map((row) => [row.openedBy, row.panels, row.quotesSent])).toEqual([
      ['visitor', 1, 1],
      ['timer', 6, 0],
    ]);
    expect(funnel.series.step).toBe('week');
    expect(funnel.series.buckets).toHaveLength(12);
    expect(funnel.series.buckets.at(-1)).toMatchObject({
      start: '2026-11-23',
      visits: 7,
      pageViews: 14,
      quotesStored: 4,
    });
    expect(funnel.series.buckets[0]).toMatchObject({ start: '2026-09-07', pageViews: 5 });
  });

  it('reads any period, a day a bar, against as many days before', async () => {
    const week: FunnelPeriod = { since: '2026-11-19', until: '2026-11-25', days: 7, preset: null };
    const short = await readFunnel(env.VISITS, [quote()], week, NOW);
    expect(short.series.step).toBe('day');
    expect(short.series.buckets.map((bucket) => bucket.start)).toEqual([
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
    ]);
    expect(short.total.figures).toMatchObject({ visits: 7, quotesStored: 1 });
    expect(short.total.previous).toMatchObject({ visits: 0, quotesStored: 0 });
  });

  it('keeps the sources with most views on rows of their own, the rest summed as other', async () => {
    const many = Array.from({ length: FUNNEL_ROWS + 30 }, (_, index) =>
      counts('other_campaign', `campaign c${index}`, '/', { view: 1000 - index, sent: 1 }),
    ).flat();
    await store(many);
    // A lead's campaign keeps its row though its visits rank last; its case is the counts'.
    const lead = quote({
      source: {
        ...quote().source!,
        utmSource: 'partner',
        utmMedium: null,
        clickId: null,
        utmCampaign: `C${FUNNEL_ROWS + 29}`,
        landingPage: '/',
      },
    });
    const ranked = await readFunnel(env.VISITS, [lead], TWELVE_WEEKS, NOW);
    const labels = ranked.bySource.map((row) => row.source);
    expect(labels).toHaveLength(FUNNEL_ROWS + 2);
    expect(labels.filter((label) => label !== 'other').slice(0, FUNNEL_ROWS)).toEqual(
      Array.from({ length: FUNNEL_ROWS }, (_, index) => `campaign c${index}`),
    );
    const other = ranked.bySource.find((row) => row.source === 'other');
    const last = ranked.bySource.find((row) => row.source === `campaign c${FUNNEL_ROWS + 29}`);
    expect(other?.figures).toMatchObject({ quotesSent: 29, quotesStored: 0 });
    expect(last?.figures).toMatchObject({
      pageViews: 1000 - FUNNEL_ROWS - 29,
      quotesSent: 1,
      quotesStored: 1,
    });
    const views = many.filter((row) => row[4] === 'view').reduce((sum, row) => sum + row[5], 0);
    expect(ranked.total.figures.pageViews).toBe(views);
    expect(ranked.bySource.reduce((sum, row) => sum + row.figures.pageViews, 0)).toBe(views);
    expect(ranked.series.buckets.at(-1)?.pageViews).toBe(views);
  });

  it('has no rate where nothing was reached', () => {
    const none = { bySource: [], byPath: [], bySeries: [], byFacet: [] };
    const empty = buildFunnel({
      period: TWELVE_WEEKS,
      previousPeriod: previousPeriod(TWELVE_WEEKS),
      counts: none,
      previousCounts: none,
      quotes: [],
      now: NOW,
    });
    expect(empty.total.figures).toMatchObject({
      conversionRate: null,
      viewsPerVisit: null,
      countingBlocked: false,
      dropOff: { beforeStep1: null, beforeStep2: null, beforeSending: null },
    });
    expect(empty.bySource).toEqual([]);
    expect(empty.byCountry).toEqual([]);
  });
});
