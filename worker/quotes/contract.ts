import * as z from 'zod/mini';
import { toUserIp } from '@/lib/quote/ip';
import { fitPageUrl } from '@/lib/quote/page-address';
import { type QuotePayload, quotePayloadSchema } from '@/lib/quote/schema';

export const MAX_BODY_BYTES = 16 * 1024;
const IDEMPOTENCY_KEY = /^[\x20-\x7e]{1,200}$/;

export function isValidIdempotencyKey(key: string): boolean {
  return IDEMPOTENCY_KEY.test(key);
}

/** application/json, with at most a UTF-8 charset: the body is decoded as UTF-8. */
export function isJsonContentType(header: string | undefined | null): boolean {
  if (!header) return false;
  const [type = '', ...parameters] = header.split(';').map((part) => part.trim().toLowerCase());
  if (type !== 'application/json') return false;
  return parameters.every((parameter) => {
    const [name, value = ''] = parameter.split('=').map((part) => part.trim());
    return name !== 'charset' || ['utf-8', 'utf8'].includes(value.replace(/^"|"$/g, ''));
  });
}

export const INVALID_JSON = Symbol('invalid JSON');

export function parseJson(body: Uint8Array): unknown {
  try {
    // fatal: bytes that are not UTF-8 are a broken body, not text with replacement marks.
    return JSON.parse(new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(body));
  } catch {
    return INVALID_JSON;
  }
}

/**
 * userip and pageurl describe the lead; a bad value must not cost the lead. An address that
 * is not one becomes ""; a page address over the limit loses its query and is cut.
 */
function tolerateMetadata(json: unknown): unknown {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return json;
  const body = { ...(json as Record<string, unknown>) };
  if (Object.hasOwn(body, 'userip')) body.userip = toUserIp(body.userip);
  if (typeof body.pageurl === 'string') body.pageurl = fitPageUrl(body.pageurl);
  return body;
}

// English defaults for the checks the schema gives no message of its own (a wrong type),
// without touching zod's global configuration.
const englishMessages = z.locales.en().localeError;

type ContractResult =
  | { ok: true; quote: QuotePayload }
  | { ok: false; fields: Record<string, string[]> };

export function checkQuote(json: unknown): ContractResult {
  const result = quotePayloadSchema.safeParse(tolerateMetadata(json), { error: englishMessages });
  if (result.success) return { ok: true, quote: result.data };
  return { ok: false, fields: fieldErrors(result.error.issues) };
}

/** Field name to messages; problems with the body as a whole go under "_root". */
function fieldErrors(issues: readonly z.core.$ZodIssue[]): Record<string, string[]> {
  // A Map, then fromEntries: a key such as "__proto__" becomes a plain own property.
  const fields = new Map<string, string[]>();
  const add = (key: string, message: string) =>
    fields.set(key, [...(fields.get(key) ?? []), message]);
  for (const issue of issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) add(key, 'Unknown field.');
    } else {
      const key = issue.path[0];
      add(key === undefined ? '_root' : String(key), issue.message);
    }
  }
  return Object.fromEntries(fields);
}
