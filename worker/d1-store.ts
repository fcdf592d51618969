import type { NewQuote, QuoteStore } from '@/endpoint/ports';

export function d1QuoteStore(db: D1Database): QuoteStore {
  return {
    async save(quote) {
      // The unique index on idempotency_key decides between two requests with one key.
      const inserted = await db
        .prepare(
          `INSERT INTO quotes (id, received_at, name, mobile, email, service, service_comment,
             budget, budget_comment, pageurl, userip, idempotency_key, spam)
           VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13)
           ON CONFLICT (idempotency_key) DO NOTHING
           RETURNING id`,
        )
        .bind(...row(quote))
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
