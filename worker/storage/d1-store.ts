import type { QuoteStore } from '@/worker/quotes/ports';
import { insertLead } from './leads';

export function d1QuoteStore(db: D1Database): QuoteStore {
  return { save: (quote) => insertLead(db, quote) };
}
