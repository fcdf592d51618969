import type { NewQuote, QuoteStore } from '@/endpoint/ports';
import { retryTransientD1 } from './d1-retry';

export function d1QuoteStore(db: D1Database): QuoteStore {
  return {
    async save(quote) {
      return retryTransientD1(async () => {
        // The unique index on idempotency_key decides between two requests with one key; the
        // primary key keeps a try whose answer was lost from storing the quote twice.
        const inserted = await db
          .prepare(
            `INSERT INTO quotes (id, received_at, name, mobile, email, service, service_comment,
               budget, budget_comment, pageurl, userip, idempotency_key, spam)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13)
             ON CONFLICT DO NOTHING
             RETURNING id`,
          )
          .bind(...row(quote))
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

function row(quote: NewQuote): (string | null)[] {
  return [
    quote.id,
    quote.receivedAt,
    quote.name,
    quote.mobile,
    quote.email,
    quote.service,
    quote.serviceComment,
    quote.budget,
    quote.budgetComment,
    quote.pageurl,
    quote.userip,
    quote.idempotencyKey,
    quote.spam,
  ];
}
