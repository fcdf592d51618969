/**
 * The leads' repository over `wrangler d1 execute`: what only this adapter does, checked against
 * wrangler itself. The commands' logic is checked in workerd (workerd/quote-commands.workerd.test.ts);
 * here each wrangler process costs a Node, wrangler's load and a workerd, so there are two.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { wranglerD1 } from './wrangler-d1';

const stateDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wrangler-d1-'));
afterAll(() => fs.rmSync(stateDir, { recursive: true, force: true }));
const db = wranglerD1({ remote: false, stateDir });

/** What a form may send: quotes, a statement's end, a comment, parameters, newlines, emoji. */
const HOSTILE = "o'brien'); DROP TABLE t; --\n\"?1\" `?2` '' ?3 é 🙂\u2028\r\n\\";

it('runs a batch in one wrangler process, every value written as a literal that reads back whole', async () => {
  const [created, inserted, selected] = await db.batch([
    db.prepare('CREATE TABLE t (text TEXT, number REAL, flag INTEGER, absent TEXT)'),
    db
      .prepare('INSERT INTO t VALUES (?1, ?2, ?3, ?4), (?1, -0.5, ?5, NULL) RETURNING flag')
      .bind(HOSTILE, 1e21, true, null, false),
    db
      .prepare("SELECT text, number, flag, absent, '?1' AS literal FROM t WHERE text = ?1")
      .bind(HOSTILE),
  ]);
  expect(created).toEqual({ results: [], meta: { changes: 0 } });
  // A local `wrangler d1 execute` reports no count of changes (its meta has only a duration), so
  // the rows written are read back through RETURNING, as eraseLeads counts what it deletes.
  expect(inserted?.results).toEqual([{ flag: 1 }, { flag: 0 }]);
  expect(selected?.results).toEqual([
    { text: HOSTILE, number: 1e21, flag: 1, absent: null, literal: '?1' },
    { text: HOSTILE, number: -0.5, flag: 0, absent: null, literal: '?1' },
  ]);
});

it("fails with wrangler's own words when D1 refuses a statement", async () => {
  await expect(
    db.prepare('SELECT * FROM no_such_table WHERE a = ?1').bind('x').all(),
  ).rejects.toThrow(/^wrangler d1 execute failed:[\s\S]*no such table: no_such_table/);
});

it('refuses a value no SQL literal holds, before starting wrangler', async () => {
  await expect(db.prepare('SELECT ?1').bind(Number.NaN).first()).rejects.toThrow(/Not a number/);
  await expect(db.prepare('SELECT ?1').bind({ a: 1 }).first()).rejects.toThrow(/No SQL literal/);
});
