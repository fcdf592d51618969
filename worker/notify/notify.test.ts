import { env } from 'cloudflare:test';
import { describe, expect, it, vi } from 'vitest';
import { retryNotifications } from '@/worker/scheduled/notification-retries';
import { deleteExpiredQuotes } from '@/worker/scheduled/retention';
import { findLeads } from '@/worker/storage/leads';
import { afterBackgroundWork } from '@/worker/test/background';
import { runCron } from '@/worker/test/cron';
import { post, validQuote } from '@/worker/test/quote-request';
import { mailOnlyEnv } from '@/worker/test/stored-row';
import { notifyLead } from './notify';

function row(email: string) {
  return env.DB.prepare('SELECT * FROM quotes WHERE email = ?1')
    .bind(email)
    .first<Record<string, unknown>>();
}

function webhookCalls() {
  return vi.mocked(fetch).mock.calls.filter(([url]) => String(url) === 'https://hooks.test/lead');
}

describe('telling the sales team', () => {
  it('posts each new lead to the webhook once, after storing it, and marks it notified', async () => {
    const email = 'notify.once@example.com';
    const first = await post({ ...validQuote, email }, { 'Idempotency-Key': 'notify-once' });
    expect(first.status).toBe(201);
    await afterBackgroundWork(async () =>
      expect((await row(email))?.notified_at).toEqual(expect.any(String)),
    );
    const repeat = await post({ ...validQuote, email }, { 'Idempotency-Key': 'notify-once' });
    expect(repeat.status).toBe(200);
    await runCron();

    const calls = webhookCalls();
    expect(calls).toHaveLength(1);
    const { text } = JSON.parse(String(calls[0]?.[1]?.body)) as { text: string };
    expect(text).toContain('New quote request: Asha, Web Development, $10K - $50K');
    expect(text).toContain(`Email: ${email}`);
  });

  it('answers 201 while the webhook is down, then delivers on a scheduled retry, once', async () => {
    vi.mocked(fetch).mockImplementation(async () => {
      throw new TypeError('connection refused');
    });
    const email = 'webhook.down@example.com';
    expect((await post({ ...validQuote, email })).status).toBe(201);
    await afterBackgroundWork(async () => {
      const [lead] = await findLeads(env.DB, { q: email });
      expect(lead?.deliveries.chat).toMatchObject({
        state: 'retrying',
        reason: expect.stringMatching(/refused/),
      });
    });
    expect(await row(email)).toMatchObject({ notified_at: null, notify_attempts: 1 });

    vi.mocked(fetch)
      .mockClear()
      .mockImplementation(async () => new Response('ok'));
    const id = String((await row(email))?.id);
    // The back-off holds the next attempt for a minute.
    expect(await notifyLead(env, id)).toBe(false);
    expect(await retryNotifications(env, Date.now() + 61_000)).toBe(1);
    expect(await retryNotifications(env, Date.now() + 3_600_000)).toBe(0);
    expect((await row(email))?.notified_at).toEqual(expect.any(String));
    expect(webhookCalls()).toHaveLength(1);
  });

  it('never tells anyone of a quote marked as spam', async () => {
    const email = 'spam.quiet@example.com';
    await post({ ...validQuote, email }, { 'X-Honeypot': 'filled' });
    await runCron();
    expect(webhookCalls()).toHaveLength(0);
    expect(await row(email)).toMatchObject({ spam: 'honeypot', notified_at: null });
  });

  it('e-mails the sales address through the send_email binding', async () => {
    const email = 'by.mail@example.com';
    const send = vi.fn(async () => {});
    const mailEnv = mailOnlyEnv(send);
    await env.DB.prepare(
      `INSERT INTO quotes (id, received_at, name, mobile, email, service, service_comment, budget,
         budget_comment, pageurl, userip, notify_not_before)
       VALUES ('mail-1', ?1, 'Zoë', '+919876543210', ?2, 'AI', '', '$5K - $10K', '', 'https://a.test/', '', ?3)`,
    )
      .bind(new Date().toISOString(), email, new Date(Date.now() + 3_600_000).toISOString())
      .run();
    expect(await notifyLead(mailEnv, 'mail-1', Date.now() + 3_600_001)).toBe(true);
    expect(send).toHaveBeenCalledTimes(1);
    const [message] = send.mock.calls[0] as unknown as [{ from: string; to: string }];
    expect(message).toMatchObject({
      from: 'leads@nimbleforge.example',
      to: 'sales@nimbleforge.example',
    });
  });
});

describe('retention', () => {
  it('the scheduled job deletes quotes older than the retention, and no others', async () => {
    const insert = (id: string, receivedAt: string) =>
      env.DB.prepare(
        `INSERT INTO quotes (id, received_at, name, mobile, email, service, service_comment, budget,
           budget_comment, pageurl, userip, notified_at)
         VALUES (?1, ?2, 'Asha', '+919876543210', 'old@example.com', 'Web Development', '',
           '$5K - $10K', '', 'https://a.test/', '', ?2)`,
      )
        .bind(id, receivedAt)
        .run();
    const now = new Date();
    const monthsAgo = (months: number) => {
      const date = new Date(now);
      date.setUTCMonth(date.getUTCMonth() - months);
      return date.toISOString();
    };
    await insert('expired', monthsAgo(25));
    await insert('kept', monthsAgo(23));
    await runCron();
    const { results } = await env.DB.prepare(
      "SELECT id FROM quotes WHERE id IN ('expired', 'kept')",
    ).all<{ id: string }>();
    expect(results.map((result) => result.id)).toEqual(['kept']);
    expect(await deleteExpiredQuotes({ ...env, QUOTE_RETENTION_MONTHS: '1' }, now)).toBe(1);
  });
});
