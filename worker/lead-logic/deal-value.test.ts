// The deal's value as the team types it: what is taken, in which minor units, and what is refused.
import { describe, expect, it } from 'vitest';
import {
  currencyProblem,
  dealCurrencyOf,
  dealValueOf,
  formatDealValue,
  MAX_DEAL_AMOUNT,
  parseDealValue,
} from './deal-value';

describe('a deal value typed in the inbox', () => {
  it('takes digits, thousands commas and the currency’s decimals, in exact minor units', () => {
    const taken: [string, string, number][] = [
      ['1200', 'USD', 120000],
      ['1,200.5', 'USD', 120050],
      [' 12,500.00 ', 'USD', 1250000],
      ['0.01', 'USD', 1],
      // 0.1 + 0.2 through a float would be 30.000000000000004 cents.
      ['0.30', 'USD', 30],
      ['007', 'USD', 700],
      ['150000', 'JPY', 150000],
      ['1.234', 'KWD', 1234],
      ['1,000,000,000', 'USD', MAX_DEAL_AMOUNT * 100],
    ];
    for (const [typed, currency, minorUnits] of taken) {
      expect(parseDealValue(typed, currency), `${typed} ${currency}`).toEqual({
        ok: true,
        minorUnits,
      });
    }
  });

  it('refuses what is not a positive amount, with a message that says what to type', () => {
    const refused: [string, RegExp][] = [
      ['', /Enter the deal's value in USD/],
      ['   ', /Enter the deal's value in USD/],
      ['-5', /positive amount/],
      ['0', /more than nothing/],
      ['0.00', /more than nothing/],
      ['NaN', /as digits/],
      ['Infinity', /as digits/],
      ['1e309', /as digits/],
      ['1e3', /as digits/],
      ['12,5', /commas\s+only between thousands/],
      ['1,20,000', /commas\s+only between thousands/],
      ['1.2.3', /as digits/],
      ['$1,200', /as digits/],
      ['0x10', /as digits/],
      ['12.345', /2 decimal places/],
      ['1,000,000,000.01', /at most 1,000,000,000 USD/],
      ['99999999999999999999999', /at most/],
      ['9'.repeat(41), /positive amount/],
      ['1'.repeat(100_000), /positive amount/],
      ['<script>', /as digits/],
    ];
    for (const [typed, problem] of refused) {
      const parsed = parseDealValue(typed, 'USD');
      expect(parsed.ok, typed.slice(0, 30)).toBe(false);
      if (!parsed.ok) expect(parsed.problem, typed.slice(0, 30)).toMatch(problem);
    }
    expect(parseDealValue('1.5', 'JPY')).toEqual({
      ok: false,
      problem: 'JPY has no decimals: enter a whole amount.',
    });
  });

  it('shows the value as the team reads it', () => {
    expect(formatDealValue(dealValueOf(120050, 'USD'))).toBe('$1,200.50');
    expect(formatDealValue(dealValueOf(150000, 'JPY'))).toMatch(/^JPY\s150,000$/);
    expect(formatDealValue(dealValueOf(10000000, 'INR'))).toMatch(/^INR\s100,000.00$/);
  });
});

describe('the deal currency setting', () => {
  it('is an ISO 4217 code', () => {
    for (const code of ['USD', 'EUR', 'INR', 'JPY', 'KWD'])
      expect(currencyProblem(code)).toBeNull();
    for (const code of ['usd', 'US', 'USDT', 'XYZ', '', '$']) {
      expect(currencyProblem(code), code).toMatch(/ISO 4217/);
    }
  });

  it('that a funnel sums is the newest won deal’s', () => {
    const won = (receivedAt: string, currency: string) => ({
      status: 'won',
      receivedAt,
      dealValue: dealValueOf(100, currency),
    });
    expect(dealCurrencyOf([])).toBeNull();
    expect(
      dealCurrencyOf([
        won('2026-01-02T00:00:00Z', 'EUR'),
        won('2026-01-03T00:00:00Z', 'USD'),
        { ...won('2026-01-04T00:00:00Z', 'INR'), status: 'lost' },
      ]),
    ).toBe('USD');
  });
});
