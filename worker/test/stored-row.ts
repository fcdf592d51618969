import { env } from 'cloudflare:test';
import type { Env } from '@/worker/env';
import { ALL_COLUMNS, QUOTE_COLUMNS } from '@/worker/storage/columns';
import { getLeadRow } from '@/worker/storage/leads';
import type { LeadRow } from '@/worker/storage/rows';
import { validQuote } from '@/worker/test/quote-request';

/** The valid quote as the table holds it: every column, the quote's own filled in. */
export function storedRowOf(overrides: Record<string, unknown>): Record<string, unknown> {
  return {
    ...Object.fromEntries(ALL_COLUMNS.map((column) => [column, null])),
    ...Object.fromEntries(
      Object.entries(QUOTE_COLUMNS).map(([key, column]) => [
        column,
        (validQuote as Record<string, unknown>)[key] ?? null,
      ]),
    ),
    id: '6f1c0c3e-2d4b-4c55-9d1e-3f7a0b2c9e11',
    received_at: '2026-11-26T10:13:19.512Z',
    ...overrides,
  };
}

/** The lead as the notifier reads it; a test that asks for a missing one fails there. */
export async function storedLeadRow(id: string): Promise<LeadRow> {
  const found = await getLeadRow(env.DB, id);
  if (!found) throw new Error(`no quote ${id}`);
  return found;
}

/** No chat: the sales team is told by e-mail alone, through `send`. */
export function mailOnlyEnv(send: () => Promise<void>): Env {
  return {
    ...env,
    LEAD_WEBHOOK_URL: '',
    LEAD_EMAIL_TO: 'sales@nimbleforge.example',
    LEAD_EMAIL_FROM: 'leads@nimbleforge.example',
    LEAD_EMAIL: { send } as unknown as SendEmail,
  };
}
