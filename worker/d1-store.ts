import type { QuoteStore } from '@/endpoint/ports';
import { INSERT_COLUMNS, INSERT_PLACEHOLDERS, insertValues } from './columns';

export function d1QuoteStore(db: D1Database): QuoteStore {
  return {
    async save(quote) {
      // The unique index on idempotency_key decides between two requests with one key.
      const inserted = await db
        .prepare(
          `INSERT INTO quotes (${INSERT_COLUMNS}) VALUES (${INSERT_PLACEHOLDERS})
           ON CONFLICT (idempotency_key) DO NOTHING
           RETURNING id`,
        )
        .bind(...insertValues(quote))
        .first<{ id: string }>();
      if (inserted) return { id: inserted.id, repeated: false };
      const first = await db
        .prepare('SELECT id FROM quotes WHERE idempotency_key = ?1')
        .bind(quote.idempotencyKey)
        .first<{ id: string }>();
      if (!first) throw new Error('The quote was neither stored nor found by its key');
      return { id: first.id, repeated: true };
    },
  };
}
