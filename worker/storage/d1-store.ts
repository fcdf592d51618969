import type { NewQuote } from '@/worker/lead-logic/new-quote';
import { insertLead } from './leads';
import type { SqlDatabase } from './sql-database';

/** The endpoint's store (worker/quotes/ports.ts's QuoteStore) over the leads' database. */
export function d1QuoteStore(db: SqlDatabase): {
  save(quote: NewQuote): Promise<{ id: string; repeated: boolean }>;
} {
  return { save: (quote) => insertLead(db, quote) };
}
