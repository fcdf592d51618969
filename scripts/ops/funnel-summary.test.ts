import { describe, expect, it } from 'vitest';
import { buildFunnel, type VisitCount } from '@/worker/inbox/funnel';
import { renderFunnel } from './funnel-summary';

const count = (source: string, path: string, event: string, n: number): VisitCount => ({
  day: '2026-11-24',
  path,
  source,
  event,
  n,
});

describe('npm run quotes -- --summary: the funnel', () => {
  it('prints the stages, the openings and a row per source and landing page', () => {
    const text = renderFunnel(
      buildFunnel(
        [
          count('campaign brand-q4', '/ai-services/', 'view', 3),
          count('campaign brand-q4', '/ai-services/', 'panel-timer', 2),
          count('campaign brand-q4', '/ai-services/', 'step-1-timer', 1),
          count('direct', '/', 'view', 1),
        ],
        [],
        new Date('2026-11-25T12:00:00.000Z'),
      ),
    );
    expect(text).toContain('From visit to won deal, since 2026-09-07');
    expect(text).toContain('4 visits, 2 panels opened, 1 step 1, 0 step 2, 0 sent, 0 stored');
    expect(text).toContain('left before step 1 50 %, before step 2 100 %, before sending –');
    expect(text).toContain(
      'opened by the timer         2 panels, 1 step 1, 0 step 2, 0 sent (0 % of panels)',
    );
    expect(text).toMatch(/ {2}campaign brand-q4 +3 +2 +2 +1 +0 +0 +0 +0 +0 %\n/);
    expect(text).toMatch(/By landing page\n.*\n {2}\/ai-services\/ +3 .*\n {2}\/ +1 /);
  });
});
