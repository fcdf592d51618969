// A quote as the endpoint accepted it, before it is stored: what the storage inserts, what KV
// holds while D1 is down, and what the endpoint hands the notifier.
import type { LeadSource } from '@/lib/quote/lead-source';
import type { QuotePayload } from '@/lib/quote/schema';

/** Why a quote is held back from the sales team; null for a lead. */
export type SpamReason = 'honeypot' | 'turnstile' | null;

export interface NewQuote extends QuotePayload {
  id: string;
  receivedAt: string;
  idempotencyKey: string | null;
  spam: SpamReason;
  source: LeadSource | null;
}
