import axios from 'axios';
import { QUOTE_SUBMIT_TIMEOUT_MS } from '@/lib/site/constants';
import { siteEnv } from '@/lib/site/env';
import {
  HONEYPOT_HEADER,
  IDEMPOTENCY_KEY_HEADER,
  LEAD_SOURCE_HEADER,
  QUOTE_API_PATH,
  TURNSTILE_HEADER,
} from './api';
import { encodeLeadSource, toLeadSource, type LeadSource } from './lead-source';
import type { QuotePayload } from './schema';
import { VISIT_SOURCE_KEY } from './visit-note';

/** {host}/api/submitQuote; with no host configured, the site's own origin. */
export function quoteEndpoint(host: string = siteEnv().quoteApiHost): string {
  return `${host}${QUOTE_API_PATH}`;
}

/** The visit's note (lib/quote/visit-note.ts), checked; null for a direct visit. */
export function visitSource(): LeadSource | null {
  try {
    return toLeadSource(JSON.parse(sessionStorage.getItem(VISIT_SOURCE_KEY) ?? 'null') ?? {});
  } catch {
    return null;
  }
}

export interface SpamSignals {
  /** The hidden field's value: empty from a person. */
  honeypot?: string;
  turnstileToken?: string;
}

/**
 * Any 2xx is success (the body is not read); anything else, the 15 s timeout included, rejects.
 * The Idempotency-Key is the same for every retry, so a post whose answer was lost is stored once.
 */
export async function submitQuote(
  payload: QuotePayload,
  idempotencyKey: string,
  { honeypot = '', turnstileToken = '' }: SpamSignals = {},
): Promise<void> {
  const source = encodeLeadSource(visitSource());
  await axios.post(quoteEndpoint(), payload, {
    timeout: QUOTE_SUBMIT_TIMEOUT_MS,
    headers: {
      'Content-Type': 'application/json',
      [IDEMPOTENCY_KEY_HEADER]: idempotencyKey,
      // The hidden field and the visit's source travel beside the body, which stays the
      // contract's ten keys.
      ...(honeypot ? { [HONEYPOT_HEADER]: encodeURIComponent(honeypot).slice(0, 200) } : {}),
      ...(turnstileToken ? { [TURNSTILE_HEADER]: turnstileToken } : {}),
      ...(source ? { [LEAD_SOURCE_HEADER]: source } : {}),
    },
    responseType: 'text',
  });
}

/** A random UUID (v4), also where crypto.randomUUID is missing (pages not on https). */
export function randomKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * One key per submission: a retry of the same answers reuses it, changed answers are a new
 * submission and get a new key.
 */
export function createSubmissionKeys() {
  let last: { body: string; key: string } | null = null;
  return (payload: QuotePayload): string => {
    const body = JSON.stringify(payload);
    if (last?.body !== body) last = { body, key: randomKey() };
    return last.key;
  };
}
