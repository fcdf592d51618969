import { describe, expect, it } from 'vitest';
import {
  lastFullWeek,
  MAX_PERIOD_DAYS,
  periodQueryString,
  presetPeriod,
  previousPeriod,
  readPeriod,
  seriesStep,
} from './funnel-period';

// A Saturday.
const NOW = new Date('2026-11-28T17:00:00.000Z');

describe('the funnel’s period', () => {
  it('reads the presets, twelve weeks from a Monday by default', () => {
    expect(readPeriod({}, NOW)).toEqual({
      since: '2026-09-07',
      until: '2026-11-28',
      days: 83,
      preset: '12w',
    });
    expect(readPeriod({ period: '7d' }, NOW)).toMatchObject({
      since: '2026-11-22',
      until: '2026-11-28',
      days: 7,
    });
    expect(readPeriod({ period: '30d', from: '', to: '' }, NOW)).toMatchObject({
      since: '2026-10-30',
      days: 30,
    });
  });

  it('sets each period beside the days just before it, as many', () => {
    expect(previousPeriod(presetPeriod('7d', NOW))).toEqual({
      since: '2026-11-15',
      until: '2026-11-21',
      days: 7,
      preset: null,
    });
    const custom = readPeriod({ from: '2026-02-01', to: '2026-03-01' }, NOW);
    expect(custom).toMatchObject({ days: 29, preset: null });
    if ('error' in custom) throw new Error(custom.error);
    // 2026 is no leap year: 29 days back from 31 January.
    expect(previousPeriod(custom)).toMatchObject({ since: '2026-01-03', until: '2026-01-31' });
    expect(periodQueryString(custom)).toBe('from=2026-02-01&to=2026-03-01');
    expect(periodQueryString(presetPeriod('7d', NOW))).toBe('period=7d');
  });

  it('gives the last whole week, Monday to Sunday, and the one before it', () => {
    const monday = new Date('2026-11-30T03:30:00.000Z');
    expect(lastFullWeek(monday)).toEqual({
      since: '2026-11-23',
      until: '2026-11-29',
      days: 7,
      preset: null,
    });
    expect(previousPeriod(lastFullWeek(monday))).toMatchObject({
      since: '2026-11-16',
      until: '2026-11-22',
    });
    expect(lastFullWeek(NOW)).toMatchObject({ since: '2026-11-16', until: '2026-11-22' });
  });

  it('draws a day a bar up to two months, a week a bar beyond', () => {
    expect(seriesStep(presetPeriod('30d', NOW))).toBe('day');
    expect(seriesStep(presetPeriod('12w', NOW))).toBe('week');
  });

  it('refuses a hostile or impossible period with a message that repeats none of it', () => {
    const refused: [Record<string, string>, string][] = [
      [{ period: '<script>alert(1)</script>' }, 'period must be one of 7d, 30d, 12w.'],
      [{ period: '7D' }, 'period must be one of 7d, 30d, 12w.'],
      [{ period: '9999d' }, 'period must be one of 7d, 30d, 12w.'],
      [
        { period: '7d', from: '2026-11-01', to: '2026-11-02' },
        'Give either a period or from and to, not both.',
      ],
      [{ from: '2026-11-01' }, 'Give both from and to, as YYYY-MM-DD.'],
      [{ to: '2026-11-01' }, 'Give both from and to, as YYYY-MM-DD.'],
      [{ from: '2026-02-30', to: '2026-03-01' }, 'from and to must be days written YYYY-MM-DD.'],
      [{ from: '2026-1-1', to: '2026-03-01' }, 'from and to must be days written YYYY-MM-DD.'],
      [
        { from: '2026-11-01T00:00', to: '2026-11-02' },
        'from and to must be days written YYYY-MM-DD.',
      ],
      [
        { from: "2026-11-01' OR 1=1", to: '2026-11-02' },
        'from and to must be days written YYYY-MM-DD.',
      ],
      [{ from: '+02026-11-01', to: '2026-11-02' }, 'from and to must be days written YYYY-MM-DD.'],
      [{ from: '2026-11-02', to: '2026-11-01' }, 'from must not be after to.'],
      [{ from: '2026-11-28', to: '2026-11-29' }, 'to must not be after today (UTC).'],
      [{ from: '0001-01-01', to: '2026-11-28' }, `A period is at most ${MAX_PERIOD_DAYS} days.`],
      [{ from: '2025-10-24', to: '2026-11-28' }, `A period is at most ${MAX_PERIOD_DAYS} days.`],
    ];
    for (const [query, error] of refused) expect(readPeriod(query, NOW)).toEqual({ error });
    expect(readPeriod({ from: '2025-10-25', to: '2026-11-28' }, NOW)).toMatchObject({
      days: MAX_PERIOD_DAYS,
    });
    expect(readPeriod({ from: '2026-11-28', to: '2026-11-28' }, NOW)).toMatchObject({ days: 1 });
  });
});
