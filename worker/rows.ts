/** A row of the quotes table (migrations/). */
export interface QuoteRow {
  id: string;
  received_at: string;
  name: string;
  mobile: string;
  email: string;
  service: string;
  service_comment: string;
  budget: string;
  budget_comment: string;
  pageurl: string;
  userip: string;
  idempotency_key: string | null;
  spam: string | null;
  notified_at: string | null;
  webhook_sent_at: string | null;
  email_sent_at: string | null;
  notify_attempts: number;
  notify_error: string | null;
}

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
