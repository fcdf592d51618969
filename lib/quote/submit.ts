import axios from 'axios';
import { QUOTE_SUBMIT_TIMEOUT_MS } from '@/lib/constants';
import { env } from '@/lib/env';
import type { QuotePayload } from './schema';

/** {host}/api/submitQuote; with no host configured, the site's own origin. */
export function quoteEndpoint(host: string = env.quoteApiHost): string {
  return `${host}/api/submitQuote`;
}

export async function submitQuote(payload: QuotePayload, idempotencyKey: string): Promise<void> {
  await axios.post(quoteEndpoint(), payload, {
    timeout: QUOTE_SUBMIT_TIMEOUT_MS,
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': idempotencyKey },
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
