/**
 * `npm run quotes -- --erase EMAIL` as the sales team runs it: the command itself, against a local
 * D1 made by the migrations, holding quotes stored as the Worker stores them.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { readD1Migrations } from '@cloudflare/vitest-pool-workers';
import { getPlatformProxy } from 'wrangler';
import type { NewQuote } from '@/worker/quotes/ports';
import { INSERT_COLUMNS, INSERT_PLACEHOLDERS, insertValues } from '@/worker/storage/columns';
import { erasedAddressHash } from '@/worker/storage/held-quote-keys';
import { validPayload } from '@/lib/quote/sample-payload';
import { DATABASE, writeLocalConfig } from '../local/local-worker';

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
    for (const quote of quotes) {
      await db
        .prepare(`INSERT INTO quotes (${INSERT_COLUMNS}) VALUES (${INSERT_PLACEHOLDERS})`)
        .bind(...insertValues(quote))
        .run();
    }
  });
}, 60_000);

afterAll(() => fs.rmSync(stateDir, { recursive: true, force: true }));

it("--erase deletes every quote of that person, whatever the address's case, and no one else's", async () => {
  const output = execFileSync(
    process.execPath,
    [
      path.join('node_modules', 'tsx', 'dist', 'cli.mjs'),
      'scripts/ops/quotes.ts',
      '--erase',
      person,
    ],
    { encoding: 'utf8', env: { ...process.env, LOCAL_STATE_DIR: stateDir } },
  );
  expect(output).toContain(`2 quotes of ${person} deleted`);
  const left = await withD1(async (db) =>
    (await db.prepare('SELECT email FROM quotes').all<{ email: string }>()).results.map((row) =>
      row.email.toLowerCase(),
    ),
  );
  expect(left).toEqual([other]);
  // As the inbox's erasure: the address's hash is recorded, so the Worker moves none of that
  // person's quotes held in KV into D1 afterwards (worker/storage/held-quotes.ts).
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
}, 60_000);
