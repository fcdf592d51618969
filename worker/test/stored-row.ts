import { ALL_COLUMNS, QUOTE_COLUMNS } from '@/worker/storage/columns';
import { validQuote } from '@/worker/test/quote-request';

/** The valid quote as the table holds it: every column, the quote's own filled in. */
export function storedRowOf(overrides: Record<string, unknown>): Record<string, unknown> {
  return {
    ...Object.fromEntries(ALL_COLUMNS.map((column) => [column, null])),
    ...Object.fromEntries(
      Object.entries(QUOTE_COLUMNS).map(([key, column]) => [
        column,
        (validQuote as Record<string, unknown>)[key] ?? null,
      ]),
    ),
    id: '6f1c0c3e-2d4b-4c55-9d1e-3f7a0b2c9e11',
    received_at: '2026-11-26T10:13:19.512Z',
    ...overrides,
  };
}
