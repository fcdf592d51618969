import { describe, expect, it } from 'vitest';
import { cronPeriodMs, wranglerCronPeriodMs } from './cron';

describe('the local timer of wrangler.jsonc’s cron', () => {
  it('runs every minute or every N minutes', () => {
    expect(cronPeriodMs('* * * * *')).toBe(60_000);
    expect(cronPeriodMs(' *  * * * * ')).toBe(60_000);
    expect(cronPeriodMs('*/1 * * * *')).toBe(60_000);
    expect(cronPeriodMs('*/5 * * * *')).toBe(300_000);
    expect(cronPeriodMs('*/30 * * * *')).toBe(1_800_000);
  });

  it('refuses any other expression, naming wrangler.jsonc', () => {
    for (const expression of [
      '0 * * * *',
      '*/5 1 * * *',
      '* * * * 1',
      '5/10 * * * *',
      '*/ * * * *',
      '*/0 * * * *',
      '*/7 * * * *',
      '*/60 * * * *',
      '* * * *',
      '* * * * * *',
      '@hourly',
      '',
    ]) {
      expect(() => cronPeriodMs(expression), expression).toThrow(/^wrangler\.jsonc's cron /);
    }
  });

  it('wants exactly one cron', () => {
    expect(wranglerCronPeriodMs(['*/2 * * * *'])).toBe(120_000);
    expect(() => wranglerCronPeriodMs([])).toThrow('wrangler.jsonc has 0 crons');
    expect(() => wranglerCronPeriodMs(['* * * * *', '*/5 * * * *'])).toThrow(
      'wrangler.jsonc has 2 crons',
    );
  });

  it('reads wrangler.jsonc’s own', () => {
    expect(wranglerCronPeriodMs()).toBeGreaterThanOrEqual(60_000);
  });
});
