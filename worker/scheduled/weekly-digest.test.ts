import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Env } from '@/worker/env';
import { backOffMs } from '@/worker/notify/notify';
import { findWeeklyDigest } from '@/worker/storage/leads';
import { runCron } from '@/worker/test/cron';
import { mailOnlyEnv } from '@/worker/test/stored-row';
import { sendWeeklyDigest } from './weekly-digest';

const CHAT = 'https://hooks.test/lead';
const DAY = 24 * 60 * 60_000;
/** Monday 30 November 2026, 09:00 in Kolkata (the default DIGEST_TIME and DIGEST_TIME_ZONE). */
const MONDAY_NINE_IST = Date.parse('2026-11-30T03:30:00.000Z');
const INBOX = { INBOX_HOST: 'inbox.nimbleforge.example', SITE_URL: 'https://www.example.com' };

let posts: string[] = [];
let answer: () => Response = () => new Response('ok');

function digestPosts(): string[] {
  return posts.filter((text) => text.startsWith('Your week'));
}

beforeEach(() => {
  posts = [];
  answer = () => new Response('ok');
  vi.mocked(fetch).mockImplementation(async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (url !== CHAT) return new Response('ok');
    posts.push((JSON.parse(String(init?.body)) as { text: string }).text);
    return answer();
  });
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

/** A lead received at `receivedAt`, from `campaign` (utm), with a deal when `wonAt` is given. */
async function lead(
  receivedAt: string,
  options: { campaign?: string; status?: string; wonAt?: string; cents?: number } = {},
) {
  const id = crypto.randomUUID();
  await env.DB.prepare(
    `INSERT INTO quotes (id, received_at, name, mobile, email, service, service_comment, budget,
       budget_comment, pageurl, userip, status, source_utm_source, source_utm_medium, source_utm_campaign, won_at,
       deal_value_minor, deal_currency, notified_at)
     VALUES (?1, ?2, 'Asha', '+919876543210', ?1 || '@example.com', 'Web Development', '',
       '$10K - $50K', '', 'https://www.example.com/contact/', '', ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?2)`,
  )
    .bind(
      id,
      receivedAt,
      options.status ?? 'new',
      options.campaign ? 'google' : null,
      options.campaign ? 'cpc' : null,
      options.campaign ?? null,
      options.wonAt ?? null,
      options.cents ?? null,
      options.cents ? 'USD' : null,
    )
    .run();
  return id;
}

async function visits(day: string, n: number) {
  await env.VISITS.prepare(
    `INSERT INTO visit_counts (day, channel, source, path, event, n)
     VALUES (?1, 'paid_search', 'campaign brand-q4', '/', 'visit', ?2)
     ON CONFLICT DO UPDATE SET n = n + excluded.n`,
  )
    .bind(day, n)
    .run();
}

describe('the owner’s Monday digest', () => {
  it('comes once, on Monday from 09:00 in Kolkata, with the week’s figures against the week before', async () => {
    await visits('2026-11-24', 40);
    await visits('2026-11-17', 32);
    await lead('2026-11-24T10:00:00.000Z', { campaign: 'brand-q4' });
    await lead('2026-11-25T10:00:00.000Z', {
      campaign: 'brand-q4',
      status: 'won',
      wonAt: '2026-11-27T12:00:00.000Z',
      cents: 1_200_050,
    });
    await lead('2026-11-18T10:00:00.000Z');
    const over = { ...env, ...INBOX } as Env;

    await runCron(MONDAY_NINE_IST - 60_000, over);
    expect(digestPosts()).toHaveLength(0);
    await runCron(MONDAY_NINE_IST, over);
    await runCron(MONDAY_NINE_IST + 60_000, over);
    expect(digestPosts()).toHaveLength(1);
    const [text] = digestPosts();
    expect(text).toContain('Your week, 23 Nov 2026 to 29 Nov 2026: 2 quotes, $12,001 won');
    expect(text).toContain('Visits: 40, +25 % on the week before (32)');
    expect(text).toContain('Quotes stored: 2, +100 % on the week before (1)');
    expect(text).toContain('Deals won: 1, none the week before');
    expect(text).toContain('1. Paid search: 2 quotes');
    expect(text).toContain('1. brand-q4: 2 quotes');
    expect(text).toMatch(/Leads still waiting for a first answer: \d+, the oldest since/);
    expect(text).toContain(
      'Dashboard: https://inbox.nimbleforge.example/inbox/dashboard/?from=2026-11-23&amp;to=2026-11-29',
    );
    expect((await findWeeklyDigest(env.DB, '2026-11-30'))?.sentAt).toBeTruthy();
  });

  it('is sent once by runs that overlap', async () => {
    const monday = MONDAY_NINE_IST + 7 * DAY;
    await Promise.all([runCron(monday), runCron(monday), runCron(monday)]);
    expect(digestPosts()).toHaveLength(1);
  });

  it('is retried after the back-off when the chat fails, and given up when it refuses for good', async () => {
    const monday = MONDAY_NINE_IST + 14 * DAY;
    answer = () => new Response('busy', { status: 503 });
    expect(await sendWeeklyDigest(env, monday)).toBe(false);
    expect(await sendWeeklyDigest(env, monday + 30_000)).toBe(false);
    expect(posts).toHaveLength(1);
    answer = () => new Response('ok');
    expect(await sendWeeklyDigest(env, monday + backOffMs(1))).toBe(true);
    expect(digestPosts()).toHaveLength(2);

    const next = monday + 7 * DAY;
    answer = () => new Response('gone', { status: 410 });
    expect(await sendWeeklyDigest(env, next)).toBe(false);
    expect(await sendWeeklyDigest(env, next + 60 * 60_000)).toBe(false);
    expect(posts).toHaveLength(3);
    expect((await findWeeklyDigest(env.DB, '2026-12-21'))?.unsent).toMatch(/^chat: answered 410/);
  });

  it('is never sent late, nor when switched off', async () => {
    const tuesday = MONDAY_NINE_IST + 35 * DAY + DAY;
    expect(await sendWeeklyDigest(env, tuesday)).toBe(false);
    const monday = MONDAY_NINE_IST + 42 * DAY;
    expect(await sendWeeklyDigest({ ...env, DIGEST_TIME: 'off' } as Env, monday)).toBe(false);
    expect(posts).toHaveLength(0);
  });

  it('goes to the owner’s e-mail when DIGEST_EMAIL_TO is set', async () => {
    const send = vi.fn(async () => {});
    const monday = MONDAY_NINE_IST + 49 * DAY;
    const owner = {
      ...mailOnlyEnv(send),
      LEAD_WEBHOOK_URL: CHAT,
      DIGEST_EMAIL_TO: 'owner@nimbleforge.example',
    };
    expect(await sendWeeklyDigest(owner as Env, monday)).toBe(true);
    expect(send).toHaveBeenCalledTimes(1);
    expect(posts).toHaveLength(0);
    const [message] = send.mock.calls[0] as unknown as [{ to: string }];
    expect(message.to).toBe('owner@nimbleforge.example');
  });
});
