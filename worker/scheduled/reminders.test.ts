import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Env } from '@/worker/env';
import { backOffMs, CLAIM_MS } from '@/worker/notify/notify';
import { deliverySettingProblems, reminderHours } from '@/worker/settings';
import { runCron } from '@/worker/test/cron';
import { mailOnlyEnv, storedLeadRow } from '@/worker/test/stored-row';
import { REMINDER_RECEIPT_PREFIX, REMINDER_WINDOW_MS, sendReminders } from './reminders';

const CHAT = 'https://hooks.test/lead';
const HOUR = 60 * 60_000;
/** A Friday, 23:00 UTC: two working hours later is Monday 01:00. */
const FRIDAY_LATE = Date.parse('2026-11-27T23:00:00.000Z');
const MONDAY_1AM = Date.parse('2026-11-30T01:00:00.000Z');

let calls: { url: string; body: string }[] = [];

function chatCalls(id: string): string[] {
  return calls
    .filter((call) => call.url === CHAT && call.body.includes(id))
    .map((call) => (JSON.parse(call.body) as { text: string }).text);
}

/** `answer` decides the chat's response; 200 unless it says otherwise. */
function chatAnswers(answer: () => Response | undefined = () => undefined) {
  vi.mocked(fetch).mockImplementation(async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    calls.push({ url, body: String(init?.body) });
    return (url === CHAT ? answer() : undefined) ?? new Response('ok');
  });
}

/** A lead whose first notification has been delivered, as the reminder expects. */
async function storedLead(
  receivedAt: number,
  columns: { status?: string; spam?: string | null; notified?: boolean; name?: string } = {},
): Promise<string> {
  const id = crypto.randomUUID();
  const received = new Date(receivedAt).toISOString();
  await env.DB.prepare(
    `INSERT INTO quotes (id, received_at, name, mobile, email, service, service_comment, budget,
       budget_comment, pageurl, userip, notified_at, status, spam)
     VALUES (?1, ?2, ?3, '+919876543210', ?1 || '@example.com', 'Web Development', '',
       '$10K - $50K', '', 'https://www.example.com/contact/', '', ?4, ?5, ?6)`,
  )
    .bind(
      id,
      received,
      columns.name ?? 'Asha',
      columns.notified === false ? null : received,
      columns.status ?? 'new',
      columns.spam ?? null,
    )
    .run();
  return id;
}

beforeEach(() => {
  calls = [];
  chatAnswers();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('the reminder of a lead still new', () => {
  it('is due after two working hours: received Friday 23:00, reminded Monday 01:00', async () => {
    const id = await storedLead(FRIDAY_LATE);
    // Saturday and Sunday do not count.
    await runCron(FRIDAY_LATE + 2 * HOUR);
    await runCron(MONDAY_1AM - 60_000);
    expect(chatCalls(id)).toHaveLength(0);
    await runCron(MONDAY_1AM);
    expect(chatCalls(id)).toHaveLength(1);
    expect((await storedLeadRow(id)).reminded_at).toMatch(/^2026-11-30T01:00:00/);
  });

  it('is sent once over runs that follow or overlap each other', async () => {
    const id = await storedLead(FRIDAY_LATE);
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    vi.mocked(fetch).mockImplementation(async (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      calls.push({ url, body: String(init?.body) });
      if (String(init?.body).includes(id)) await held;
      return new Response('ok');
    });
    const first = sendReminders(env, MONDAY_1AM);
    await vi.waitFor(() => expect(chatCalls(id)).toHaveLength(1));
    await sendReminders(env, MONDAY_1AM + CLAIM_MS - 5_000);
    release();
    await first;
    await runCron(MONDAY_1AM + CLAIM_MS + 5_000);
    await runCron(MONDAY_1AM + 3 * HOUR);
    expect(chatCalls(id)).toHaveLength(1);
  });

  it('is not sent for a lead contacted (or further), for spam, or before its first notification ended', async () => {
    const contacted = await storedLead(FRIDAY_LATE, { status: 'contacted' });
    const won = await storedLead(FRIDAY_LATE, { status: 'won' });
    const spam = await storedLead(FRIDAY_LATE, { spam: 'honeypot' });
    const unnotified = await storedLead(FRIDAY_LATE, { notified: false });
    const later = await storedLead(FRIDAY_LATE);
    await env.DB.prepare("UPDATE quotes SET status = 'contacted' WHERE id = ?1").bind(later).run();
    await sendReminders(env, MONDAY_1AM + HOUR);
    for (const id of [contacted, won, spam, unnotified, later]) expect(chatCalls(id)).toEqual([]);
  });

  it('is not sent once it fell due more than a week ago', async () => {
    const id = await storedLead(FRIDAY_LATE);
    await sendReminders(env, MONDAY_1AM + REMINDER_WINDOW_MS + HOUR);
    expect(chatCalls(id)).toEqual([]);
  });

  it('says who, which service, since when, and links to the lead in the inbox', async () => {
    const id = await storedLead(FRIDAY_LATE, {
      name: 'Asha <!channel> @here https://evil.example',
    });
    const inboxEnv: Env = { ...env, INBOX_HOST: 'leads.example.com' };
    await sendReminders(inboxEnv, MONDAY_1AM);
    const [text] = chatCalls(id);
    expect(text).toBe(
      'Reminder: still new after 2 working hours: Asha ＜!channel＞ ＠here hxxps://evil[.]example, ' +
        'Web Development\n' +
        'Waiting since: Fri 2026-11-27 23:00 UTC\n' +
        `Open it in the inbox: https://leads.example.com/inbox/lead/${id}/`,
    );
    // Nothing of the person beyond the first message's name.
    expect(text).not.toMatch(/@example\.com|\+91|\$10K/);
  });

  it('says where the lead is without a link when the inbox has no host', async () => {
    const id = await storedLead(FRIDAY_LATE);
    await sendReminders({ ...env, INBOX_HOST: '' }, MONDAY_1AM);
    expect(chatCalls(id)[0]).toContain(
      `Quote id: ${id} (no link: the inbox’s host, INBOX_HOST, is not set)`,
    );
  });

  it('is tried again after a failure, once it is sent', async () => {
    let down = true;
    chatAnswers(() => (down ? new Response('busy', { status: 503 }) : undefined));
    const id = await storedLead(FRIDAY_LATE);
    await sendReminders(env, MONDAY_1AM);
    expect(chatCalls(id)).toHaveLength(1);
    expect(await storedLeadRow(id)).toMatchObject({ reminded_at: null, reminder_attempts: 1 });

    down = false;
    // The back-off holds the next attempt.
    await sendReminders(env, MONDAY_1AM + backOffMs(1) - 1_000);
    expect(chatCalls(id)).toHaveLength(1);
    await sendReminders(env, MONDAY_1AM + backOffMs(1));
    await sendReminders(env, MONDAY_1AM + HOUR);
    expect(chatCalls(id)).toHaveLength(2);
    expect(await storedLeadRow(id)).toMatchObject({
      reminded_at: expect.any(String),
      reminder_attempts: 2,
    });
  });

  it('gives up on a channel that refuses it for good, and says why', async () => {
    chatAnswers(() => new Response('gone', { status: 410 }));
    const id = await storedLead(FRIDAY_LATE);
    await sendReminders(env, MONDAY_1AM);
    await sendReminders(env, MONDAY_1AM + HOUR);
    expect(chatCalls(id)).toHaveLength(1);
    expect(await storedLeadRow(id)).toMatchObject({
      reminded_at: null,
      reminder_unsent: 'chat: answered 410',
    });
  });

  it('is not sent again when D1 refused to record it: the next run records it from KV', async () => {
    const id = await storedLead(FRIDAY_LATE);
    const refused = () => Promise.reject(new Error('D1_ERROR: Network connection lost.'));
    const refusing: Env = {
      ...env,
      DB: {
        prepare(sql: string) {
          if (!sql.includes('reminded_at = ?2')) return env.DB.prepare(sql);
          const statement = { bind: () => statement, run: refused, first: refused, all: refused };
          return statement;
        },
      } as unknown as D1Database,
    };
    await sendReminders(refusing, MONDAY_1AM);
    expect(chatCalls(id)).toHaveLength(1);
    expect((await storedLeadRow(id)).reminded_at).toBeNull();
    const receipt = await env.QUOTE_FALLBACK.get<{ at: string }>(
      REMINDER_RECEIPT_PREFIX + id,
      'json',
    );
    const sentAt = receipt?.at;
    expect(sentAt).toMatch(/^2026-11-30T01:00:00/);

    // Held by the claim, then recorded from the receipt, not sent.
    await sendReminders(env, MONDAY_1AM + CLAIM_MS - 1_000);
    await sendReminders(env, MONDAY_1AM + CLAIM_MS + 1_000);
    await sendReminders(env, MONDAY_1AM + HOUR);
    expect(chatCalls(id)).toHaveLength(1);
    expect((await storedLeadRow(id)).reminded_at).toBe(sentAt);
    expect(await env.QUOTE_FALLBACK.get(REMINDER_RECEIPT_PREFIX + id)).toBeNull();
  });

  it('is off with LEAD_REMINDER_HOURS=off or 0, and waits as many working hours as it says', async () => {
    const id = await storedLead(FRIDAY_LATE);
    await sendReminders({ ...env, LEAD_REMINDER_HOURS: 'off' }, MONDAY_1AM + 5 * HOUR);
    await runCron(MONDAY_1AM + 5 * HOUR, { LEAD_REMINDER_HOURS: '0' });
    expect(chatCalls(id)).toHaveLength(0);
    const fourHours = { ...env, LEAD_REMINDER_HOURS: '4' };
    // Friday's last hour and Monday's first three.
    await sendReminders(fourHours, MONDAY_1AM + 2 * HOUR - 1_000);
    expect(chatCalls(id)).toHaveLength(0);
    await sendReminders(fourHours, MONDAY_1AM + 2 * HOUR);
    expect(chatCalls(id)[0]).toMatch(/^Reminder: still new after 4 working hours: Asha/);
  });

  it('goes by e-mail when there is no chat, as a reply to the lead’s first e-mail', async () => {
    const id = await storedLead(FRIDAY_LATE);
    const send = vi.fn(async () => {});
    const mailEnv = mailOnlyEnv(send);
    expect(await sendReminders(mailEnv, MONDAY_1AM)).toBeGreaterThanOrEqual(1);
    expect(chatCalls(id)).toHaveLength(0);
    // The message as the binding holds it, its raw text among its fields.
    const mails = (send.mock.calls as unknown as [unknown][]).map(([message]) =>
      JSON.stringify(message),
    );
    const mail = mails.find((text) => text.includes(`In-Reply-To: <${id}@nimbleforge.example>`));
    expect(mail).toContain(`Message-ID: <reminder.${id}@nimbleforge.example>`);
    expect(mail).toContain(
      'Subject: Reminder: still new after 2 working hours: Asha, Web Development',
    );
  });
});

describe('LEAD_REMINDER_HOURS', () => {
  it('is 2 unless set, off at off or 0, and a deploy refuses what is not a number of hours', () => {
    const hours = (value?: string) => reminderHours({ LEAD_REMINDER_HOURS: value });
    expect([hours(), hours(''), hours(' 4 '), hours('1.5')]).toEqual([2, 2, 4, 1.5]);
    expect([hours('off'), hours('OFF'), hours('0')]).toEqual([null, null, null]);
    expect([hours('two'), hours('-1')]).toEqual([2, 2]);
    expect(deliverySettingProblems({ LEAD_REMINDER_HOURS: 'off' })).toEqual([]);
    expect(deliverySettingProblems({ LEAD_REMINDER_HOURS: 'two' })).toEqual([
      'LEAD_REMINDER_HOURS must be a number of working hours, or off',
    ]);
  });
});
