import { describe, expect, it } from 'vitest';
import { formatDate, telHref } from './format';

describe('formatDate', () => {
  it('writes an ISO date as day, month name and year', () => {
    expect(formatDate('2026-03-10')).toBe('10 March 2026');
    expect(formatDate('2026-10-27')).toBe('27 October 2026');
    expect(formatDate('2026-01-01')).toBe('1 January 2026');
    expect(formatDate('2026-12-31')).toBe('31 December 2026');
  });
});

describe('telHref', () => {
  it('keeps only the digits and the leading +', () => {
    expect(telHref('+91 98765-43210')).toBe('tel:+919876543210');
  });
});
