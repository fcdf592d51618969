import type { QuoteRow } from './d1-store';

/** A stored row under the names of the request and of `npm run quotes -- --json`. */
export function rowToQuote(row: QuoteRow) {
  return {
    id: row.id,
    receivedAt: row.received_at,
    name: row.name,
    mobile: row.mobile,
    email: row.email,
    service: row.service,
    serviceComment: row.service_comment,
    budget: row.budget,
    budgetComment: row.budget_comment,
    pageurl: row.pageurl,
    userip: row.userip,
    fileattachment: null,
    idempotencyKey: row.idempotency_key,
    notified: row.notified_at !== null,
    spam: row.spam !== null,
  };
}
