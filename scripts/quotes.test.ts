import { describe, expect, it } from 'vitest';
import type { StoredQuote } from '@/server/inbox';
import { validPayload } from '@/tests/unit/quote-fixtures';
import { printable, renderTable } from './quotes';

const quote: StoredQuote = {
  id: 'one',
  receivedAt: '2025-01-01T00:00:00.000Z',
  ...validPayload({
    name: 'Asha\u001b]0;owned\u0007\u001b[2J',
    pageurl: 'https://www.example.com/\u009b31m\u202eexe.txt',
    userip: '',
  }),
};

describe('npm run quotes', () => {
  it('prints no ESC, BEL, C1 or bidi control from a stored field', () => {
    const table = renderTable([quote]);

    expect(table).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202a-\u202e]/);
    expect(table).toContain('Asha\uFFFD]0;owned\uFFFD\uFFFD[2J');
  });

  it('flattens whitespace and replaces control characters with a visible mark', () => {
    expect(printable('a\r\n\tb')).toBe('a b');
    expect(printable('\u001b[31mred')).toBe('\uFFFD[31mred');
    expect(printable('\u0000\u007f\u0085')).toBe('\uFFFD\uFFFD\uFFFD');
    expect(printable('José Zoë')).toBe('José Zoë');
  });
});
