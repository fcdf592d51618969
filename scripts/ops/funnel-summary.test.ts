import { describe, expect, it } from 'vitest';
import { buildFunnel, type VisitTotals } from '@/worker/lead-logic/funnel';
import { renderFunnel } from './funnel-summary';

/** As the visits' database sums them (worker/storage/visit-counts.ts's visitTotals). */
const totals: VisitTotals = {
  bySource: [
    { label: 'campaign brand-q4', event: 'view', n: 3 },
    { label: 'campaign brand-q4', event: 'panel-timer', n: 2 },
    { label: 'campaign brand-q4', event: 'step-1-timer', n: 1 },
    { label: 'direct', event: 'view', n: 1 },
  ],
  byPath: [
    { label: '/ai-services/', event: 'view', n: 3 },
    { label: '/ai-services/', event: 'panel-timer', n: 2 },
    { label: '/ai-services/', event: 'step-1-timer', n: 1 },
    { label: '/', event: 'view', n: 1 },
  ],
  byWeek: [{ label: '11', event: 'view', n: 4 }],
};

describe('npm run quotes -- --summary: the funnel', () => {
  it('prints the stages, the openings and a row per source and landing page', () => {
    const text = renderFunnel(buildFunnel(totals, [], new Date('2026-11-25T12:00:00.000Z')));
    expect(text).toContain('From visit to won deal, since 2026-09-07');
    expect(text).toContain('4 visits, 2 panels opened, 1 step 1, 0 step 2, 0 sent, 0 stored');
    expect(text).toContain('left before step 1 50 %, before step 2 100 %, before sending –');
    expect(text).toContain(
      'opened by the timer         2 panels, 1 step 1, 0 step 2, 0 sent (0 % of panels)',
    );
    expect(text).toMatch(/ {2}campaign brand-q4 +3 +2 +2 +1 +0 +0 +0 +0 +– +0 %\n/);
    expect(text).toContain('  revenue –, average deal –');
    expect(text).toMatch(/By landing page\n.*\n {2}\/ai-services\/ +3 .*\n {2}\/ +1 /);
  });
});

it('prints the revenue of the won deals and the average deal, in their currency', () => {
  const won = (minorUnits: number) => ({
    receivedAt: '2026-11-20T10:00:00.000Z',
    spam: false,
    status: 'won',
    source: null,
    dealValue: { currency: 'USD', minorUnits, amount: minorUnits / 100 },
  });
  const funnel = buildFunnel(
    totals,
    [won(100_000), won(250_050)],
    new Date('2026-11-25T12:00:00.000Z'),
  );
  const text = renderFunnel(funnel);
  expect(text).toContain('  revenue $3,500.50, average deal $1,750.25');
  expect(text).toMatch(/ {2}direct +1 +0 +0 +0 +0 +0 +2 +2 +\$3,500\.50 /);
});
