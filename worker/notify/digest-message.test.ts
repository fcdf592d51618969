import { describe, expect, it } from 'vitest';
import type { DigestFigures } from '@/worker/lead-logic/weekly-digest';
import { digestSubject, digestText } from './digest-message';

function figures(overrides: Partial<DigestFigures> = {}): DigestFigures {
  return {
    week: { sentOn: '2026-11-30', from: '2026-11-23', to: '2026-11-29' },
    current: { visits: 1204, quotes: 9, won: 2, revenue: 12_000 },
    previous: { visits: 1075, quotes: 12, won: 0, revenue: 0 },
    topChannels: [
      { label: 'Organic search', quotes: 4 },
      { label: 'Paid search', quotes: 3 },
      { label: 'Referral', quotes: 1 },
    ],
    topCampaigns: [{ label: 'brand-q4', quotes: 3 }],
    waiting: { count: 3, oldestReceivedAt: '2026-11-24T08:15:00.000Z' },
    currency: 'USD',
    dashboardUrl: 'https://inbox.example.com/funnel?from=2026-11-23&to=2026-11-29',
    ...overrides,
  };
}

describe('the Monday digest', () => {
  it('names the week, its figures against the week before, the best channels and campaigns, and who waits', () => {
    expect(digestSubject(figures())).toBe(
      'Your week, 23 Nov 2026 to 29 Nov 2026: 9 quotes, $12,000 won',
    );
    expect(digestText(figures())).toBe(
      [
        'Visits: 1,204, +12 % on the week before (1,075)',
        'Quotes stored: 9, −25 % on the week before (12)',
        'Deals won: 2, none the week before',
        'Revenue won: $12,000, none the week before',
        '',
        'Channels that brought the most quotes:',
        '1. Organic search: 4 quotes',
        '2. Paid search: 3 quotes',
        '3. Referral: 1 quote',
        'Campaigns that brought the most quotes:',
        '1. brand-q4: 3 quotes',
        '',
        'Leads still waiting for a first answer: 3, the oldest since 24 Nov 2026.',
        'Dashboard: https://inbox.example.com/funnel?from=2026-11-23&to=2026-11-29',
      ].join('\n'),
    );
  });

  it('says plainly when nothing came, nothing changed and no one waits', () => {
    const quiet = { visits: 0, quotes: 0, won: 0, revenue: 0 };
    const text = digestText(
      figures({
        current: quiet,
        previous: quiet,
        topChannels: [],
        topCampaigns: [],
        waiting: { count: 0, oldestReceivedAt: null },
        dashboardUrl: null,
      }),
    );
    expect(text).toContain('Visits: 0, the same as the week before');
    expect(text).toContain('Channels that brought the most quotes: no quote this week');
    expect(text).toContain('Campaigns that brought the most quotes: no campaign brought a quote');
    expect(text).toContain('Leads still waiting: none');
    expect(text).toContain('Dashboard: set INBOX_HOST');
  });

  it('makes a visitor’s campaign name inert: no link, no mention, one short line', () => {
    const text = digestText(
      figures({
        topCampaigns: [
          {
            label: 'win @everyone https://evil.example/login\n<!channel> *bold*' + 'x'.repeat(500),
            quotes: 2,
          },
        ],
      }),
    );
    const line = text.split('\n').find((row) => row.startsWith('1. win'));
    expect(line).toBeDefined();
    expect(line).not.toMatch(/https:\/\/|@everyone|<!channel>|\*bold\*/);
    expect(line!.length).toBeLessThan(100);
  });

  it('formats the revenue in the deal currency, and an unknown code plainly', () => {
    expect(digestSubject(figures({ currency: 'INR' }))).toContain('₹12,000');
    expect(digestSubject(figures({ currency: 'ZZZZ' }))).toContain('12,000 ZZZZ');
  });
});
