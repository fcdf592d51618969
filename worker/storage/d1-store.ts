import type { QuoteStore } from '@/worker/quotes/ports';
import { INSERT_COLUMNS, INSERT_PLACEHOLDERS, insertValues } from './columns';
import { retryTransientD1 } from './d1-retry';

export function d1QuoteStore(db: D1Database): QuoteStore {
  return {
    async save(quote) {
      return retryTransientD1(async () => {
        // The unique index on idempotency_key decides between two requests with one key; the
        // primary key keeps a try whose answer was lost from storing the quote twice.
        const inserted = await db
          .prepare(
            `INSERT INTO quotes (${INSERT_COLUMNS}) VALUES (${INSERT_PLACEHOLDERS})
             ON CONFLICT DO NOTHING
             RETURNING id`,
          )
          .bind(...insertValues(quote))
          .first<{ id: string }>();
        if (inserted) return { id: inserted.id, repeated: false };
        const first = await db
          .prepare('SELECT id FROM quotes WHERE idempotency_key = ?1 OR id = ?2')
          .bind(quote.idempotencyKey, quote.id)
          .first<{ id: string }>();
        if (!first) throw new Error('The quote was neither stored nor found by its key');
        // Found by its own id, the quote was stored by an earlier try of this request: new.
        return { id: first.id, repeated: first.id !== quote.id };
      });
    },
  };
}
