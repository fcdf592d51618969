import { EmailMessage } from 'cloudflare:email';
import { leadSubject, leadText, webhookBody } from '@/endpoint/lead-message';
import { CHANNEL_COLUMNS } from './columns';
import { plainTextEmail } from './email';
import type { Env } from './env';
import { signedLeadRequest } from './json-webhook';
import { rowToLead, type QuoteRow } from './rows';
import { setting } from './settings';

/** While one delivery runs, nobody else starts one for the same quote. */
const CLAIM_MS = 2 * 60_000;
const WEBHOOK_TIMEOUT_MS = 10_000;
/** Quotes one scheduled run retries, oldest first. */
const RETRY_BATCH = 25;

interface Channel {
  name: keyof typeof CHANNEL_COLUMNS;
  send(row: QuoteRow): Promise<void>;
}

async function post(url: string, init: { headers: Record<string, string>; body: string }) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...init.headers },
    body: init.body,
    signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`answered ${response.status}`);
}

function channels(env: Env): Channel[] {
  const list: Channel[] = [];
  const webhookUrl = setting(env, 'LEAD_WEBHOOK_URL');
  if (webhookUrl) {
    list.push({
      name: 'chat',
      send: (row) => post(webhookUrl, { headers: {}, body: webhookBody(rowToLead(row)) }),
    });
  }
  const jsonUrl = setting(env, 'LEAD_JSON_WEBHOOK_URL');
  const jsonSecret = setting(env, 'LEAD_JSON_WEBHOOK_SECRET');
  if (jsonUrl && jsonSecret) {
    list.push({
      name: 'jsonWebhook',
      send: (row) => post(jsonUrl, signedLeadRequest(rowToLead(row), jsonSecret)),
    });
  }
  const to = setting(env, 'LEAD_EMAIL_TO');
  const from = setting(env, 'LEAD_EMAIL_FROM');
  if (to && from && env.LEAD_EMAIL) {
    const binding = env.LEAD_EMAIL;
    list.push({
      name: 'email',
      async send(row) {
        const quote = rowToLead(row);
        const raw = plainTextEmail({
          from,
          to,
          subject: leadSubject(quote),
          text: leadText(quote),
          date: new Date(),
          messageId: quote.id,
        });
        await binding.send(new EmailMessage(from, to, raw));
      },
    });
  }
  return list;
}

export function notificationsConfigured(env: Env): boolean {
  return channels(env).length > 0;
}

/**
 * Tells the sales team about one stored quote on every channel that has not yet delivered
 * it, then marks it notified. A channel that fails leaves the quote for the next scheduled
 * run, after a back-off; a channel that delivered is never asked again.
 */
export async function notifyQuote(env: Env, id: string, now = Date.now()): Promise<boolean> {
  const configured = channels(env);
  if (configured.length === 0) return false;
  const row = await env.DB.prepare(
    `UPDATE quotes SET notify_not_before = ?2, notify_attempts = notify_attempts + 1
     WHERE id = ?1 AND notified_at IS NULL AND spam IS NULL
       AND (notify_not_before IS NULL OR notify_not_before <= ?3)
     RETURNING *`,
  )
    .bind(id, iso(now + CLAIM_MS), iso(now))
    .first<QuoteRow>();
  if (!row) return false;

  const errors: string[] = [];
  for (const channel of configured) {
    const column = CHANNEL_COLUMNS[channel.name];
    if (row[column] !== null) continue;
    try {
      await channel.send(row);
      await env.DB.prepare(`UPDATE quotes SET ${column} = ?2 WHERE id = ?1`)
        .bind(id, iso(Date.now()))
        .run();
    } catch (error) {
      errors.push(`${channel.name}: ${String(error)}`);
    }
  }
  if (errors.length === 0) {
    await env.DB.prepare(
      'UPDATE quotes SET notified_at = ?2, notify_error = NULL, notify_not_before = NULL WHERE id = ?1',
    )
      .bind(id, iso(Date.now()))
      .run();
    return true;
  }
  const backOffMinutes = Math.min(60, 2 ** (row.notify_attempts - 1));
  console.error(`[quote endpoint] could not notify quote ${id}: ${errors.join('; ')}`);
  await env.DB.prepare('UPDATE quotes SET notify_error = ?2, notify_not_before = ?3 WHERE id = ?1')
    .bind(id, errors.join('; '), iso(Date.now() + backOffMinutes * 60_000))
    .run();
  return false;
}

/** The scheduled retry: every quote not yet delivered whose back-off has passed. */
export async function retryNotifications(env: Env, now = Date.now()): Promise<number> {
  if (!notificationsConfigured(env)) return 0;
  const { results } = await env.DB.prepare(
    `SELECT id FROM quotes
     WHERE notified_at IS NULL AND spam IS NULL
       AND (notify_not_before IS NULL OR notify_not_before <= ?1)
     ORDER BY received_at LIMIT ?2`,
  )
    .bind(iso(now), RETRY_BATCH)
    .all<{ id: string }>();
  let delivered = 0;
  for (const { id } of results) if (await notifyQuote(env, id, now)) delivered += 1;
  return delivered;
}

function iso(time: number): string {
  return new Date(time).toISOString();
}
