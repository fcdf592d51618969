/**
 * `npm run quotes -- --erase EMAIL` and `--json` as the sales team runs them: the command itself,
 * against a local D1 made by the migrations, holding quotes stored and worked as the Worker does.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readD1Migrations } from '@cloudflare/vitest-pool-workers';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { getPlatformProxy } from 'wrangler';
import { DATABASE, writeLocalConfig } from '@/scripts/local/local-worker';
import { validPayload } from '@/tests/fixtures/sample-payload';
import type { NewQuote } from '@/worker/quotes/ports';
import { erasedAddressHash } from '@/worker/storage/held-quote-keys';
import { addLeadNote, insertLead, type LeadsDatabase, setLeadStatus } from '@/worker/storage/leads';

/** The part of D1's binding used here (its full type belongs to the Worker's tsconfig). */
interface D1 {
  prepare(sql: string): {
    bind(...values: unknown[]): { run(): Promise<unknown> };
    run(): Promise<unknown>;
    all<Row>(): Promise<{ results: Row[] }>;
  };
}

const stateDir = fs.mkdtempSync(path.join(os.tmpdir(), 'quotes-erase-'));
const configFile = writeLocalConfig({
  name: 'quotes-erase-test',
  assetsDir: null,
  localSettings: false,
});

async function withD1<T>(read: (db: D1) => Promise<T>): Promise<T> {
  const proxy = await getPlatformProxy<Record<string, D1>>({
    configPath: configFile,
    // `--persist-to DIR` keeps the bindings' data in DIR/v3, where the command looks.
    persist: { path: path.join(stateDir, 'v3') },
    remoteBindings: false,
    envFiles: [],
  });
  try {
    return await read(proxy.env[DATABASE]!);
  } finally {
    await proxy.dispose();
  }
}

function storedQuote(email: string, service: NewQuote['service'], index: number): NewQuote {
  return {
    ...validPayload({ email, service }),
    id: `00000000-0000-4000-8000-00000000000${index}`,
    receivedAt: `2026-11-2${index}T10:00:00.000Z`,
    idempotencyKey: null,
    spam: null,
    source: null,
  };
}

const person = 'erase.me@example.com';
const other = 'keep.me@example.com';

beforeAll(async () => {
  await withD1(async (db) => {
    // The migrations' statements, as the Worker tests apply them: no wrangler process to start.
    for (const { queries } of await readD1Migrations('migrations')) {
      for (const query of queries) await db.prepare(query).run();
    }
    const quotes = [
      storedQuote(person, 'Web Development', 1),
      storedQuote(person.toUpperCase(), 'AWS Cloud Service', 2),
      storedQuote(other, 'Web Development', 3),
    ];
    const leads = db as unknown as LeadsDatabase;
    for (const quote of quotes) await insertLead(leads, quote);
    const change = { actor: 'asha@sales.example', at: '2026-11-24T09:00:00.000Z', key: null };
    await setLeadStatus(leads, quotes[2]!.id, 'contacted', change);
    await addLeadNote(leads, quotes[2]!.id, 'Called back.\nWants a quote by Friday.', change);
  });
}, 60_000);

function quotesCommand(...args: string[]): string {
  return execFileSync(
    process.execPath,
    [path.join('node_modules', 'tsx', 'dist', 'cli.mjs'), 'scripts/ops/quotes.ts', ...args],
    { encoding: 'utf8', env: { ...process.env, LOCAL_STATE_DIR: stateDir } },
  );
}

it("--json carries each lead's status, notes and history, as the inbox shows them", () => {
  const lines = quotesCommand('--json')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as { email: string; status: string; history: unknown[] });
  const worked = lines.find((line) => line.email === other);
  expect(worked?.status).toBe('contacted');
  expect(worked?.history).toEqual([
    {
      at: '2026-11-24T09:00:00.000Z',
      actor: 'asha@sales.example',
      kind: 'status',
      detail: 'new → contacted',
    },
    {
      at: '2026-11-24T09:00:00.000Z',
      actor: 'asha@sales.example',
      kind: 'note',
      detail: 'Called back.\nWants a quote by Friday.',
    },
  ]);
  expect(lines.filter((line) => line.email !== other).map((line) => line.history)).toEqual([
    [],
    [],
  ]);
}, 60_000);

afterAll(() => fs.rmSync(stateDir, { recursive: true, force: true }));

it("--erase deletes every quote of that person, whatever the address's case, and no one else's", async () => {
  const output = quotesCommand('--erase', person);
  expect(output).toContain(`2 quotes of ${person} deleted`);
  const left = await withD1(async (db) =>
    (await db.prepare('SELECT email FROM quotes').all<{ email: string }>()).results.map((row) =>
      row.email.toLowerCase(),
    ),
  );
  expect(left).toEqual([other]);
  // So no held quote of theirs is moved into D1 afterwards (insertLeadUnlessErased).
  const recorded = await withD1(
    async (db) =>
      (
        await db
          .prepare('SELECT address_hash, erased_at FROM erased_addresses')
          .all<{ address_hash: string; erased_at: string }>()
      ).results,
  );
  expect(recorded).toEqual([
    { address_hash: await erasedAddressHash(person), erased_at: expect.any(String) },
  ]);
  expect(Math.abs(Date.parse(recorded[0]!.erased_at) - Date.now())).toBeLessThan(120_000);
  // As the inbox's erasure, it is in the history: who (the command's operator), when, how many.
  const erasures = await withD1(
    async (db) =>
      (
        await db
          .prepare("SELECT quote_id, actor, detail FROM lead_history WHERE kind = 'erasure'")
          .all<{ quote_id: string | null; actor: string; detail: string }>()
      ).results,
  );
  expect(erasures).toEqual([
    { quote_id: null, actor: expect.stringMatching(/^cli:./), detail: 'erased 2 quotes' },
  ]);
  // The other person's history stays with their quote.
  expect(JSON.parse(quotesCommand('--json').trim()).history).toHaveLength(2);
}, 60_000);
