import { describe, expect, it, vi } from 'vitest';
import { validPayload } from '@/tests/fixtures/sample-payload';
import type { HeldQuotesKv } from '@/worker/storage/held-quote-keys';
import { eraseLeads } from '@/worker/storage/leads';
import type { StoredLead } from '@/worker/storage/rows';
import type { SqlDatabase } from '@/worker/storage/sql-database';
import {
  cliActor,
  postToChat,
  printable,
  renderCsv,
  renderTable,
  sqlString,
  toldText,
} from './quotes';
import { inlineParameters } from './wrangler-d1';

const notSent = { state: 'not sent', reason: null, attempts: null, at: null } as const;
const quote: StoredLead = {
  id: 'one',
  receivedAt: '2025-01-01T00:00:00.000Z',
  ...validPayload({
    name: 'Asha\u001b]0;owned\u0007\u001b[2J',
    pageurl: 'https://www.example.com/\u009b31m\u202eexe.txt',
    userip: '',
  }),
  fileattachment: null,
  idempotencyKey: null,
  notified: false,
  spam: false,
  source: null,
  deliveries: {
    chat: notSent,
    email: notSent,
    jsonWebhook: notSent,
  },
  delivered: { chat: false, email: false, jsonWebhook: false },
  undelivered: { chat: false, email: false, jsonWebhook: false },
  status: 'new',
  contactedAt: null,
  dealValue: null,
};

describe('npm run quotes', () => {
  it('prints no ESC, BEL, C1 or bidi control from a stored field', () => {
    const table = renderTable([quote]);

    expect(table).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202a-\u202e]/);
    expect(table).toContain('Asha\uFFFD]0;owned\uFFFD\uFFFD[2J');
  });

  it.each([
    ['a\r\n\tb', 'a b'],
    ['\u001b[31mred', '\uFFFD[31mred'],
    ['\u0000\u007f\u0085', '\uFFFD\uFFFD\uFFFD'],
    ['José Zoë', 'José Zoë'],
  ])('prints %j as %j: whitespace flattened, control characters made visible', (text, shown) => {
    expect(printable(text)).toBe(shown);
  });

  it('writes CSV a spreadsheet reads as text: quotes doubled, formulas defused, phones kept', () => {
    const csv = renderCsv([
      { ...quote, name: 'Asha', serviceComment: '=HYPERLINK("x")', budgetComment: 'say "hi"\nbye' },
    ]);
    const [header, row] = csv.split('\r\n');
    expect(header).toBe(
      '"Quote id","Received","Name","Mobile number","Email","Service","About the service","Budget",' +
        '"About the budget","Sent from","IP address (as the browser reported it)","Idempotency key",' +
        '"Notified","Undelivered","Spam","Status","Deal value","Deal currency","Landing page",' +
        '"Referrer","utm_source",' +
        '"utm_medium","utm_campaign","utm_term","utm_content","Click id"',
    );
    expect(row).toContain(`"'=HYPERLINK(""x"")"`);
    expect(row).toContain('"say ""hi""\nbye"');
    expect(row).toContain('"+919876543210"');
  });

  it('shows a lead a channel gave up on as "gave up", in the table and the CSV', () => {
    const given = (reason: string) =>
      ({ state: 'gave up', reason, attempts: 12, at: '2025-01-02T00:00:00.000Z' }) as const;
    const gaveUp: StoredLead = {
      ...quote,
      deliveries: {
        chat: given('answered 410'),
        email: notSent,
        jsonWebhook: given('answered 403'),
      },
      undelivered: { chat: true, email: false, jsonWebhook: true },
    };
    expect(toldText(gaveUp)).toBe('gave up');
    expect(toldText({ ...quote, notified: true })).toBe('yes');
    expect(toldText(quote)).toBe('no');
    expect(toldText({ ...gaveUp, spam: true })).toBe('spam');
    expect(renderTable([gaveUp])).toMatch(/ gave up /);
    expect(renderCsv([gaveUp]).split('\r\n')[1]).toContain(
      '"false","chat jsonWebhook","false","new"',
    );
  });

  it('erases the quotes held in KV by the e-mail of their metadata, whatever its case', async () => {
    const listing = [
      {
        name: 'quote:1',
        metadata: { receivedAt: '2026-01-01T00:00:00Z', email: 'asha@example.com' },
      },
      {
        name: 'quote:2',
        metadata: { receivedAt: '2026-01-01T00:00:00Z', email: 'ravi@example.com' },
      },
      { name: 'quote:4', metadata: null },
    ];
    const deleted: string[] = [];
    const kv: HeldQuotesKv = {
      list: async <Metadata>() => ({
        keys: listing as { name: string; metadata?: Metadata | null }[],
        list_complete: true,
      }),
      delete: async (key) => {
        deleted.push(key);
      },
    };
    const statements: string[] = [];
    const statement = (sql: string) => ({
      bind: () => statement(sql),
      first: async () => null,
      all: async () => ({ results: [] }),
      run: async () => {
        statements.push(sql);
        return { meta: { changes: 1 } };
      },
      sql,
    });
    const db: SqlDatabase = {
      prepare: statement,
      batch: async (batch) => {
        statements.push(...batch.map((one) => (one as unknown as { sql: string }).sql));
        return [{ meta: { changes: 1 } }, { results: [], meta: { changes: 0 } }];
      },
    };
    const change = { actor: 'cli:test', at: '2026-01-02T00:00:00.000Z', key: null };
    expect(await eraseLeads({ DB: db, QUOTE_FALLBACK: kv }, 'Asha@Example.com', change)).toBe(1);
    expect(deleted).toEqual(['quote:1']);
    // The address's record first, then the delete, then the erasure's history.
    expect(statements.map((sql) => /^\w+ (?:OR IGNORE )?\w+ \w+/.exec(sql)?.[0])).toEqual([
      'INSERT INTO erased_addresses',
      'DELETE FROM quotes',
      'INSERT OR IGNORE INTO lead_history',
    ]);
  });

  it('names the operator of an erasure from the command line', () => {
    expect(cliActor()).toMatch(/^cli:./);
  });

  it('writes the values into a statement for wrangler, leaving string literals alone', () => {
    expect(inlineParameters("SELECT ?2, '?1', ?1 || 'it''s ?', ?3", ["o'brien", 3, null])).toBe(
      "SELECT 3, '?1', 'o''brien' || 'it''s ?', NULL",
    );
    expect(() => inlineParameters('SELECT ?2', [1])).toThrow(/parameter 2/);
  });

  it('quotes an e-mail address as an SQL string', () => {
    expect(sqlString("o'brien@example.com")).toBe("'o''brien@example.com'");
  });
});

describe('npm run quotes -- --digest --send', () => {
  const message = { subject: 'Your week', text: 'Visits: 3 <!channel>' };

  it('posts the digest to the sales chat as the Worker does, and says where', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('ok'));
    try {
      const said = await postToChat(
        { LEAD_WEBHOOK_URL: 'https://hooks.test/T0/B0/secret' },
        message,
      );
      expect(said).toBe('Sent to the sales chat (LEAD_WEBHOOK_URL).');
      const [url, init] = fetch.mock.calls[0]!;
      expect(url).toBe('https://hooks.test/T0/B0/secret');
      expect(JSON.parse(String(init?.body))).toEqual({
        text: 'Your week\nVisits: 3 &lt;!channel&gt;',
      });
    } finally {
      fetch.mockRestore();
    }
  });

  it('refuses without a chat, to a plain http host, and on a refusal, never printing the address', async () => {
    await expect(postToChat({}, message)).rejects.toThrow(/set LEAD_WEBHOOK_URL/);
    await expect(
      postToChat({ LEAD_WEBHOOK_URL: 'http://evil.example/hook' }, message),
    ).rejects.toThrow(/must be an https:\/\/ URL/);
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response('', { status: 404 }));
    try {
      const refused = postToChat({ LEAD_WEBHOOK_URL: 'https://hooks.test/T0/B0/secret' }, message);
      await expect(refused).rejects.toThrow('The sales chat answered 404: not sent');
      await expect(refused).rejects.not.toThrow(/secret/);
      fetch.mockResolvedValue(new Response('', { status: 302, headers: { location: '/x' } }));
      await expect(
        postToChat({ LEAD_WEBHOOK_URL: 'https://hooks.test/T0/B0/secret' }, message),
      ).rejects.toThrow('The sales chat answered 302: not sent');
      fetch.mockRejectedValue(new TypeError('fetch failed: https://hooks.test/T0/B0/secret'));
      const unreachable = postToChat(
        { LEAD_WEBHOOK_URL: 'https://hooks.test/T0/B0/secret' },
        message,
      );
      await expect(unreachable).rejects.toThrow(/could not be reached/);
      await expect(unreachable).rejects.not.toThrow(/secret/);
    } finally {
      fetch.mockRestore();
    }
  });
});
