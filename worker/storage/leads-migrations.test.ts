// The leads' schema says some things twice, once in SQL and once in the repository: the statuses
// a lead can have and the condition of a lead still to notify. These keep the two equal. And a
// migration that moves data is run on the data it moves, in a D1 of its own (MIGRATION_TEST_DB,
// vitest.worker.config.mts), emptied before each test.
import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { LEAD_STATUSES } from '@/worker/lead-logic/lead-status';
import { STILL_TO_NOTIFY } from './leads';
import { findLeads, leadsToSendWon } from './leads';

const migrations = env.TEST_MIGRATIONS.flatMap(({ queries }) => queries.map((sql) => `${sql};`))
  .join('\n')
  .replace(/--.*$/gm, '')
  .replace(/\s+/g, ' ')
  .trim();

describe('the migrations and the leads repository', () => {
  it("check a lead's status against the very list of statuses", () => {
    const lists = [...migrations.matchAll(/\bstatus NOT IN \(([^)]*)\)/g)].map((match) =>
      match[1]!.split(',').map((item) => item.trim().replace(/^'|'$/g, '')),
    );
    // On insert and on update.
    expect(lists).toHaveLength(2);
    for (const list of lists) expect(list).toEqual([...LEAD_STATUSES]);
  });

  it('index the leads still to notify by the condition the notifier queries', () => {
    const indexes = [
      ...migrations.matchAll(/CREATE INDEX quotes_unnotified ON quotes \([^)]*\) WHERE ([^;]*);/g),
    ];
    expect(indexes.at(-1)?.[1]).toBe(STILL_TO_NOTIFY);
  });
});

const db = env.MIGRATION_TEST_DB;

beforeEach(async () => {
  // Their indexes and triggers go with the tables; no table references another.
  const { results } = await db
    .prepare(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%'",
    )
    .all<{ name: string }>();
  for (const { name } of results) await db.prepare(`DROP TABLE "${name}"`).run();
});

/** Applies, in order, the migrations whose file name the filter picks. */
async function apply(names: (name: string) => boolean): Promise<void> {
  for (const { queries } of env.TEST_MIGRATIONS.filter((migration) => names(migration.name))) {
    for (const query of queries) await db.prepare(query).run();
  }
}

describe('0007_lead_deliveries.sql on a database the release before wrote', () => {
  it("moves each channel's outcome from the text columns into lead_deliveries", async () => {
    await apply((name) => name < '0007');
    const insert = db.prepare(
      `INSERT INTO quotes (id, received_at, name, mobile, email, service, service_comment,
         budget, budget_comment, pageurl, userip, notify_attempts, notify_not_before,
         undelivered_at, webhook_sent_at, webhook_failed, json_webhook_failed, notify_error)
       VALUES (?1, '2026-11-20T10:00:00.000Z', 'Asha', '+919876543210', ?1 || '@example.com',
         'Web Development', '', '$10K - $50K', '', 'https://www.example.com/', '', ?2, ?3, ?4,
         ?5, ?6, ?7, ?8)`,
    );
    const at = '2026-11-21T10:00:00.000Z';
    // Retried on two channels; a part naming no channel is left out.
    await insert
      .bind(
        'retrying',
        3,
        at,
        null,
        null,
        null,
        null,
        'chat: Error: answered 503; ' +
          'email: Error: timed out; delivery receipt unreadable: Error: KV GET failed',
      )
      .run();
    // The CRM gave up, the chat delivered after failing: its failure is not carried over.
    await insert
      .bind(
        'given-up',
        12,
        null,
        at,
        at,
        null,
        'jsonWebhook: answered 410',
        'chat: Error: answered 500; jsonWebhook: answered 410',
      )
      .run();
    await insert.bind('delivered', 1, null, null, at, null, null, null).run();
    await apply((name) => name >= '0007');

    const { results } = await db
      .prepare('SELECT * FROM lead_deliveries ORDER BY quote_id, channel')
      .all<Record<string, unknown>>();
    expect(results).toEqual([
      {
        quote_id: 'given-up',
        channel: 'jsonWebhook',
        state: 'gave_up',
        reason: 'answered 410',
        attempts: 12,
        at,
      },
      {
        quote_id: 'retrying',
        channel: 'chat',
        state: 'retrying',
        reason: 'Error: answered 503',
        attempts: 3,
        at,
      },
      {
        quote_id: 'retrying',
        channel: 'email',
        state: 'retrying',
        reason: 'Error: timed out',
        attempts: 3,
        at,
      },
    ]);
    // As the inbox, the notifier and `npm run quotes` read them: through the repository.
    const leads = await findLeads(db);
    const byId = new Map(leads.map((lead) => [lead.id, lead.deliveries]));
    expect(byId.get('given-up')).toMatchObject({
      chat: { state: 'delivered', at },
      email: { state: 'not sent' },
      jsonWebhook: { state: 'gave up', reason: 'answered 410', attempts: 12 },
    });
    expect(byId.get('retrying')?.email).toEqual({
      state: 'retrying',
      reason: 'Error: timed out',
      attempts: 3,
      at,
    });

    // A quote's outcomes go with it, whoever deletes it.
    await db.prepare("DELETE FROM quotes WHERE id = 'retrying'").run();
    const left = await db
      .prepare('SELECT quote_id FROM lead_deliveries')
      .all<{ quote_id: string }>();
    expect(left.results.map((row) => row.quote_id)).toEqual(['given-up']);
  });
});

describe('0009_lead_reminders.sql on a database the release before wrote', () => {
  it('leaves the leads already stored out of the reminders, not the leads to come', async () => {
    const insert = db.prepare(
      `INSERT INTO quotes (id, received_at, name, mobile, email, service, service_comment,
         budget, budget_comment, pageurl, userip)
       VALUES (?1, '2026-11-20T10:00:00.000Z', 'Asha', '+919876543210', ?1 || '@example.com',
         'Web Development', '', '$10K - $50K', '', 'https://www.example.com/', '')`,
    );
    await apply((name) => name < '0009');
    await insert.bind('before').run();
    await apply((name) => name >= '0009');
    await insert.bind('after').run();
    const { results } = await db
      .prepare('SELECT id, reminder_unsent, reminder_attempts FROM quotes ORDER BY id')
      .all<Record<string, unknown>>();
    expect(results).toEqual([
      { id: 'after', reminder_unsent: null, reminder_attempts: 0 },
      { id: 'before', reminder_unsent: 'stored before reminders', reminder_attempts: 0 },
    ]);
  });
});

describe('0011_lead_deal_value.sql on a database the release before wrote', () => {
  it('leaves the leads won before it without a value, and due no lead.won event', async () => {
    await apply((name) => name < '0011');
    await db
      .prepare(
        `INSERT INTO quotes (id, received_at, name, mobile, email, service, service_comment,
           budget, budget_comment, pageurl, userip, status)
         VALUES ('won-before', '2026-01-05T10:00:00.000Z', 'A', '+911234567890', 'a@example.com',
           'Web', '', '$1K', '', 'https://www.example.com/', '', 'won')`,
      )
      .run();
    await apply((name) => name.startsWith('0011'));
    const [lead] = await findLeads(db, {});
    expect(lead).toMatchObject({ status: 'won', dealValue: null });
    expect(
      await leadsToSendWon(db, { wonFrom: '2000-01-01T00:00:00.000Z', at: '2100-01-01' }, 10),
    ).toEqual([]);
    // The cron's look each minute reads the won leads by their index, never the whole table.
    const { results: plan } = await db
      .prepare(
        "EXPLAIN QUERY PLAN SELECT id FROM quotes WHERE status = 'won' AND spam IS NULL " +
          'AND deal_value_minor IS NOT NULL AND won_at IS NOT NULL AND won_sent_at IS NULL ' +
          "AND won_unsent IS NULL AND won_at >= '2000'",
      )
      .all<{ detail: string }>();
    expect(plan.map((step) => step.detail).join(' ')).toMatch(
      /USING INDEX quotes_status \(status=/,
    );
  });
});
