import { describe, expect, it } from 'vitest';
import { buildFunnel, type FunnelQuote, LANDING_PAGE_UNKNOWN, type VisitCount } from './funnel';

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

function counts(source: string, path: string, events: Record<string, number>, day = '2026-11-24') {
  return Object.entries(events).map(([event, n]): VisitCount => ({ day, path, source, event, n }));
}

describe('the funnel', () => {
  const funnel = buildFunnel(
    [
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
    ],
    [
      quote(),
      quote({ status: 'won' }),
      quote({ spam: true }),
      quote({ source: null }),
      quote({ receivedAt: '2026-01-01T00:00:00.000Z' }),
    ],
    NOW,
  );

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

  it('has no rate where nothing was reached', () => {
    const empty = buildFunnel([], [], NOW);
    expect(empty.total.conversionRate).toBeNull();
    expect(empty.total.dropOff).toEqual({
      beforeStep1: null,
      beforeStep2: null,
      beforeSending: null,
    });
    expect(empty.bySource).toEqual([]);
  });
});
