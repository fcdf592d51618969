import { describe, expect, it } from 'vitest';
import { buildFunnel, type VisitTotals } from '@/worker/lead-logic/funnel';
import { presetPeriod, previousPeriod } from '@/worker/lead-logic/funnel-period';
import { renderFunnel } from './funnel-summary';

/** As the visits' database sums them (worker/storage/visit-counts.ts's visitTotals). */
const totals: VisitTotals = {
  bySource: [
    { channel: 'paid_search', label: 'campaign brand-q4', event: 'visit', n: 2 },
    { channel: 'paid_search', label: 'campaign brand-q4', event: 'view', n: 3 },
    { channel: 'paid_search', label: 'campaign brand-q4', event: 'panel-timer', n: 2 },
    { channel: 'paid_search', label: 'campaign brand-q4', event: 'step-1-timer', n: 1 },
    { channel: 'direct', label: 'direct', event: 'visit', n: 1 },
    { channel: 'direct', label: 'direct', event: 'view', n: 1 },
  ],
  byPath: [
    { label: '/ai-services/', event: 'view', n: 3 },
    { label: '/ai-services/', event: 'panel-timer', n: 2 },
    { label: '/ai-services/', event: 'step-1-timer', n: 1 },
    { label: '/', event: 'view', n: 1 },
  ],
  bySeries: [{ label: '11', event: 'view', n: 4 }],
  byFacet: [
    { facet: 'country', label: 'IN', event: 'visit', n: 3 },
    { facet: 'device', label: 'phone', event: 'visit', n: 3 },
  ],
};

const before: VisitTotals = {
  bySource: [{ channel: 'direct', label: 'direct', event: 'visit', n: 2 }],
  byPath: [],
  bySeries: [],
  byFacet: [],
};

describe('npm run quotes -- --summary: the funnel', () => {
  it('prints the stages against the period before, the openings, and the rows', () => {
    const now = new Date('2026-11-25T12:00:00.000Z');
    const period = presetPeriod('12w', now);
    const text = renderFunnel(
      buildFunnel({
        period,
        previousPeriod: previousPeriod(period),
        counts: totals,
        previousCounts: before,
        quotes: [],
        now,
      }),
    );
    expect(text).toContain('From visit to won deal: Last 12 weeks (2026-09-07 to 2026-11-25)');
    expect(text).toContain(
      '3 visits (2 before, +50 %), 4 page views (0 before, new), 1.3 views per visit',
    );
    expect(text).toContain(
      '2 panels opened, 1 step 1, 0 step 2, 0 sent, 0 stored (0 before, same)',
    );
    expect(text).toContain('left before step 1 50 %, before step 2 100 %, before sending –');
    expect(text).toContain(
      'opened by the timer         2 panels, 1 step 1, 0 step 2, 0 sent (0 % of panels)',
    );
    expect(text).toMatch(
      /By channel\n.*\n {2}Paid search +2 +3 +2 +2 +1 +0 +0 +0 +0 +– +0 % {2}0 visits/,
    );
    expect(text).toMatch(/ {2}paid_search: campaign brand-q4 +2 +3 /);
    expect(text).toMatch(/By landing page\n.*\n {2}\/ai-services\/ +0 +3 .*\n {2}\/ +0 +1 /);
    expect(text).toMatch(/By country\n {2}India +3 visits \(0 before, new\)/);
    expect(text).toMatch(/By device\n {2}Phone +3 visits/);
  });

  it('prints the revenue of the won deals and the average deal, in their currency', () => {
    const now = new Date('2026-11-25T12:00:00.000Z');
    const period = presetPeriod('12w', now);
    const won = (minorUnits: number) => ({
      receivedAt: '2026-11-20T10:00:00.000Z',
      spam: false,
      status: 'won' as const,
      source: null,
      dealValue: { currency: 'USD', minorUnits, amount: minorUnits / 100 },
    });
    const text = renderFunnel(
      buildFunnel({
        period,
        previousPeriod: previousPeriod(period),
        counts: totals,
        previousCounts: before,
        quotes: [won(100_000), won(250_050)],
        now,
      }),
    );
    expect(text).toContain('revenue $3,500.50 ($0.00 before, new), average deal $1,750.25');
    expect(text).toMatch(/ {2}direct: direct +1 +1 +0 +0 +0 +0 +0 +2 +2 +\$3,500\.50 /);
  });
});
