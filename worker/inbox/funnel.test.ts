import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  buildFunnel,
  type Funnel,
  FUNNEL_ROWS,
  type FunnelQuote,
  LANDING_PAGE_UNKNOWN,
} from '@/worker/lead-logic/funnel';
import { readFunnel } from './dashboard-figures';

const NOW = new Date('2026-11-25T12:00:00.000Z');

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

type Row = [day: string, source: string, path: string, event: string, n: number];

function counts(source: string, path: string, events: Record<string, number>, day = '2026-11-24') {
  return Object.entries(events).map(([event, n]): Row => [day, source, path, event, n]);
}

/** As the Worker stores them: the funnel reads them through its own query. */
async function store(rows: readonly Row[]): Promise<void> {
  await env.VISITS.prepare('DELETE FROM visit_counts').run();
  const insert = env.VISITS.prepare(
    'INSERT INTO visit_counts (day, source, path, event, n) VALUES (?1, ?2, ?3, ?4, ?5)',
  );
  for (let start = 0; start < rows.length; start += 500) {
    await env.VISITS.batch(rows.slice(start, start + 500).map((row) => insert.bind(...row)));
  }
}

describe('the funnel', () => {
  let funnel: Funnel;
  beforeAll(async () => {
    await store([
      ...counts('campaign brand-q4', '/ai-services/', {
        view: 3,
        panel: 1,
        'panel-timer': 2,
        'step-1': 1,
        'step-1-timer': 1,
        'step-2': 1,
        sent: 1,
        phone: 1,
      }),
      ...counts('direct', '/', { view: 10, 'panel-timer': 4 }),
      // Before the twelve weeks, and a day to come: neither counts.
      ...counts('direct', '/', { view: 7 }, '2026-08-30'),
      ...counts('direct', '/', { view: 7 }, '2026-11-26'),
    ]);
    funnel = await readFunnel(
      env.VISITS,
      [
        quote(),
        quote({ status: 'won' }),
        quote({ spam: true }),
        quote({ source: null }),
        quote({ receivedAt: '2026-01-01T00:00:00.000Z' }),
      ],
      NOW,
    );
  });

  it('follows each source from its visits to its won leads, with the conversion and drop-off', () => {
    expect(funnel.since).toBe('2026-09-07');
    const campaign = funnel.bySource.find((row) => row.source === 'campaign brand-q4');
    expect(campaign).toMatchObject({
      visits: 3,
      panelsOpened: 3,
      panelsOpenedByVisitor: 1,
      panelsOpenedByTimer: 2,
      step1Completed: 2,
      step2Completed: 1,
      quotesSent: 1,
      quotesStored: 2,
      leadsWon: 1,
      phoneLinks: 1,
    });
    expect(campaign?.conversionRate).toBeCloseTo(2 / 3);
    expect(campaign?.dropOff).toEqual({ beforeStep1: 1 / 3, beforeStep2: 0.5, beforeSending: 0 });
    expect(funnel.bySource.map((row) => row.source)).toEqual(['direct', 'campaign brand-q4']);
    expect(funnel.bySource[0]).toMatchObject({ visits: 10, quotesStored: 1, conversionRate: 0.1 });
    expect(funnel.bySource.find((row) => row.source === 'campaign never-seen')).toBeUndefined();
  });

  it('counts per landing page, and says where a lead noted none', () => {
    expect(
      funnel.byLandingPage.map((row) => [row.landingPage, row.visits, row.quotesStored]),
    ).toEqual([
      ['/', 10, 0],
      ['/ai-services/', 3, 2],
      [LANDING_PAGE_UNKNOWN, 0, 1],
    ]);
    expect(funnel.total).toMatchObject({ visits: 13, quotesStored: 3, leadsWon: 1 });
  });

  it('sets the timer’s panels against the visitor’s, each to the end', () => {
    expect(funnel.byOpening).toEqual([
      {
        openedBy: 'visitor',
        panels: 1,
        step1Completed: 1,
        step2Completed: 1,
        quotesSent: 1,
        sendRate: 1,
      },
      {
        openedBy: 'timer',
        panels: 6,
        step1Completed: 1,
        step2Completed: 0,
        quotesSent: 0,
        sendRate: 0,
      },
    ]);
    expect(funnel.weeks).toHaveLength(12);
    expect(funnel.weeks.at(-1)).toMatchObject({
      week: '2026-11-23',
      visits: 13,
      panelsOpenedByVisitor: 1,
      panelsOpenedByTimer: 6,
      quotesSent: 1,
      quotesStored: 3,
    });
  });

  it('keeps the sources with most views on rows of their own, the rest summed as other', async () => {
    const many = Array.from({ length: FUNNEL_ROWS + 30 }, (_, index) =>
      counts(`campaign c${index}`, '/', { view: 1000 - index, sent: 1 }),
    ).flat();
    await store(many);
    // A lead's campaign keeps its row though its visits rank last; its case is the counts'.
    const lead = quote({
      source: { ...quote().source!, utmCampaign: `C${FUNNEL_ROWS + 29}`, landingPage: '/' },
    });
    const ranked = await readFunnel(env.VISITS, [lead], NOW);
    const labels = ranked.bySource.map((row) => row.source);
    expect(labels).toHaveLength(FUNNEL_ROWS + 2);
    expect(labels.filter((label) => label !== 'other').slice(0, FUNNEL_ROWS)).toEqual(
      Array.from({ length: FUNNEL_ROWS }, (_, index) => `campaign c${index}`),
    );
    const other = ranked.bySource.find((row) => row.source === 'other');
    const last = ranked.bySource.find((row) => row.source === `campaign c${FUNNEL_ROWS + 29}`);
    expect(other).toMatchObject({ quotesSent: 29, quotesStored: 0 });
    expect(last).toMatchObject({ visits: 1000 - FUNNEL_ROWS - 29, quotesSent: 1, quotesStored: 1 });
    const views = many.filter((row) => row[3] === 'view').reduce((sum, row) => sum + row[4], 0);
    expect(ranked.total.visits).toBe(views);
    expect(ranked.bySource.reduce((sum, row) => sum + row.visits, 0)).toBe(views);
    expect(ranked.weeks.at(-1)?.visits).toBe(views);
  });

  it('has no rate where nothing was reached', () => {
    const empty = buildFunnel({ bySource: [], byPath: [], byWeek: [] }, [], NOW);
    expect(empty.total.conversionRate).toBeNull();
    expect(empty.total.dropOff).toEqual({
      beforeStep1: null,
      beforeStep2: null,
      beforeSending: null,
    });
    expect(empty.bySource).toEqual([]);
  });
});
