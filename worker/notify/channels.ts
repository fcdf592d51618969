// Each channel sends once when asked; when to ask and what to record is notify.ts's.
import { EmailMessage } from 'cloudflare:email';
import type { Env } from '@/worker/env';
import type { DigestFigures } from '@/worker/lead-logic/weekly-digest';
import {
  chatBody,
  leadSubject,
  leadText,
  type ReminderInput,
  reminderSubject,
  reminderText,
  reminderWebhookBody,
  siteOrigins,
  webhookBody,
} from '@/worker/notify/lead-message';
import { deliverySettingProblems, deliveryTargetProblem, setting } from '@/worker/settings';
import type { Channel as ChannelName } from '@/worker/storage/columns';
import { dealValueOfRow, type LeadRow, type QuoteRow, rowToLead } from '@/worker/storage/rows';
import { digestSubject, digestText } from './digest-message';
import { plainTextEmail } from './email';
import { signedLeadRequest, signedWonRequest } from './json-webhook';

export const SEND_TIMEOUT_MS = 10_000;

/** Milliseconds since the epoch. */
export type Clock = () => number;

/** Trying again would fail again: the channel gives up at once. */
export class PermanentDeliveryError extends Error {
  override name = 'PermanentDeliveryError';
}

export interface Channel {
  name: ChannelName;
  send(row: LeadRow): Promise<void>;
}

/** Never follows a redirect: the lead goes to the configured address or nowhere. */
async function post(url: string, init: { headers: Record<string, string>; body: string }) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...init.headers },
    body: init.body,
    redirect: 'manual',
    signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
  });
  // The status is the receiver's answer: a body that fails to cancel does not undo a 2xx.
  await response.body?.cancel().catch(() => {});
  const status = response.status;
  if (status >= 200 && status < 300) return;
  if (status >= 300 && status < 400) {
    throw new PermanentDeliveryError(`answered ${status}, a redirect, which is not followed`);
  }
  if (status >= 400 && status < 500 && status !== 408 && status !== 429) {
    throw new PermanentDeliveryError(`answered ${status}`);
  }
  throw new Error(`answered ${status}`);
}

function refusal(reason: string): () => Promise<void> {
  return async () => {
    throw new PermanentDeliveryError(reason);
  };
}

function refused(name: ChannelName, reason: string): Channel {
  return { name, send: refusal(reason) };
}

/** `clock` dates each attempt (the signature's timestamp). */
export function channels(env: Env, clock: Clock = Date.now): Channel[] {
  const list: Channel[] = [];
  const origins = siteOrigins(env);
  const webhookUrl = setting(env, 'LEAD_WEBHOOK_URL');
  if (webhookUrl) {
    const problem = deliveryTargetProblem('LEAD_WEBHOOK_URL', webhookUrl);
    list.push(
      problem
        ? refused('chat', problem)
        : {
            name: 'chat',
            send: (row) =>
              post(webhookUrl, { headers: {}, body: webhookBody(rowToLead(row), origins) }),
          },
    );
  }
  const jsonUrl = setting(env, 'LEAD_JSON_WEBHOOK_URL');
  const jsonSecret = setting(env, 'LEAD_JSON_WEBHOOK_SECRET');
  if (jsonUrl && jsonSecret) {
    const problem = deliveryTargetProblem('LEAD_JSON_WEBHOOK_URL', jsonUrl);
    list.push(
      problem
        ? refused('jsonWebhook', problem)
        : {
            name: 'jsonWebhook',
            send: (row) =>
              post(jsonUrl, signedLeadRequest(rowToLead(row), jsonSecret, new Date(clock()))),
          },
    );
  }
  const to = setting(env, 'LEAD_EMAIL_TO');
  const from = setting(env, 'LEAD_EMAIL_FROM');
  if (to && from && env.LEAD_EMAIL) {
    const binding = env.LEAD_EMAIL;
    const [problem] = deliverySettingProblems({ LEAD_EMAIL_TO: to, LEAD_EMAIL_FROM: from });
    list.push(
      problem
        ? refused('email', problem)
        : {
            name: 'email',
            async send(row) {
              const quote = rowToLead(row);
              const raw = plainTextEmail({
                from,
                to,
                subject: leadSubject(quote),
                text: leadText(quote, origins),
                date: new Date(),
                messageId: quote.id,
              });
              await withTimeout(binding.send(new EmailMessage(from, to, raw)), SEND_TIMEOUT_MS);
            },
          },
    );
  }
  return list;
}

/**
 * The CRM's JSON webhook for the `lead.won` event; null without one. The chat and e-mail get
 * none: the team marked it won themselves.
 */
export function wonEventChannel(
  env: Env,
  clock: Clock = Date.now,
): { send(row: QuoteRow): Promise<void> } | null {
  const url = setting(env, 'LEAD_JSON_WEBHOOK_URL');
  const secret = setting(env, 'LEAD_JSON_WEBHOOK_SECRET');
  if (!url || !secret) return null;
  const problem = deliveryTargetProblem('LEAD_JSON_WEBHOOK_URL', url);
  if (problem) return { send: refusal(problem) };
  return {
    async send(row) {
      const deal = dealValueOfRow(row);
      if (!deal || !row.won_at) throw new PermanentDeliveryError('the lead has no deal value');
      const won = { id: row.id, receivedAt: row.received_at, wonAt: row.won_at, deal };
      await post(url, signedWonRequest(won, secret, new Date(clock())));
    },
  };
}

export interface ReminderChannel {
  name: 'chat' | 'email';
  send(reminder: ReminderInput): Promise<void>;
}

/**
 * One reminder, where the team talks: the chat; by e-mail only when there is no chat. The CRM's
 * JSON gets none, as it would read as a second lead.
 */
export function reminderChannel(env: Env): ReminderChannel | null {
  const webhookUrl = setting(env, 'LEAD_WEBHOOK_URL');
  if (webhookUrl) {
    const problem = deliveryTargetProblem('LEAD_WEBHOOK_URL', webhookUrl);
    if (problem) return { name: 'chat', send: refusal(problem) };
    return {
      name: 'chat',
      send: (reminder) => post(webhookUrl, { headers: {}, body: reminderWebhookBody(reminder) }),
    };
  }
  const to = setting(env, 'LEAD_EMAIL_TO');
  const from = setting(env, 'LEAD_EMAIL_FROM');
  if (!to || !from || !env.LEAD_EMAIL) return null;
  const binding = env.LEAD_EMAIL;
  const [problem] = deliverySettingProblems({ LEAD_EMAIL_TO: to, LEAD_EMAIL_FROM: from });
  if (problem) return { name: 'email', send: refusal(problem) };
  return {
    name: 'email',
    async send(reminder) {
      const raw = plainTextEmail({
        from,
        to,
        subject: reminderSubject(reminder),
        text: reminderText(reminder),
        date: new Date(),
        messageId: `reminder.${reminder.id}`,
        // Threaded under the lead's first e-mail, whose Message-ID is the lead's id.
        inReplyTo: reminder.id,
      });
      await withTimeout(binding.send(new EmailMessage(from, to, raw)), SEND_TIMEOUT_MS);
    },
  };
}

export interface DigestChannel {
  name: 'chat' | 'email';
  send(figures: DigestFigures): Promise<void>;
}

/**
 * The owner's Monday digest: to DIGEST_EMAIL_TO when set (the owner's own inbox), else where the
 * team talks, as a reminder goes: the chat, or the leads' e-mail when there is no chat.
 */
export function digestChannel(env: Env): DigestChannel | null {
  const owner = setting(env, 'DIGEST_EMAIL_TO');
  const webhookUrl = setting(env, 'LEAD_WEBHOOK_URL');
  if (!owner && webhookUrl) {
    const problem = deliveryTargetProblem('LEAD_WEBHOOK_URL', webhookUrl);
    if (problem) return { name: 'chat', send: refusal(problem) };
    return {
      name: 'chat',
      send: (figures) =>
        post(webhookUrl, {
          headers: {},
          body: chatBody(`${digestSubject(figures)}\n${digestText(figures)}`),
        }),
    };
  }
  const to = owner || setting(env, 'LEAD_EMAIL_TO');
  const from = setting(env, 'LEAD_EMAIL_FROM');
  if (!to || !from || !env.LEAD_EMAIL) return null;
  const binding = env.LEAD_EMAIL;
  const [problem] = deliverySettingProblems({ DIGEST_EMAIL_TO: to, LEAD_EMAIL_FROM: from });
  if (problem) return { name: 'email', send: refusal(problem) };
  return {
    name: 'email',
    async send(figures) {
      const raw = plainTextEmail({
        from,
        to,
        subject: digestSubject(figures),
        text: digestText(figures),
        date: new Date(),
        messageId: `digest.${figures.week.sentOn}`,
      });
      await withTimeout(binding.send(new EmailMessage(from, to, raw)), SEND_TIMEOUT_MS);
    },
  };
}

/** The binding has no time-out of its own; a send that hangs must not outlast its claim. */
async function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | null = null;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms / 1000} s`)), ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    if (timer !== null) clearTimeout(timer);
  }
}

export function notificationsConfigured(env: Env): boolean {
  return channels(env).length > 0;
}
