/**
 * The leads' repository over `wrangler d1 execute`: what only this adapter does. The commands'
 * logic is checked in workerd (workerd/quote-commands.workerd.test.ts); a wrangler process costs a
 * Node, wrangler's load and a workerd, so one runs here, for the literals and the JSON, and a
 * stand-in that answers as wrangler fails shows how a failure reaches the operator.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { DATABASE } from '@/scripts/local/local-worker';
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
  // What `wrangler d1 execute --json` 4.86 writes, and its exit code, for a table that is not there.
  const refusal = { error: { text: 'no such table: no_such_table: SQLITE_ERROR' } };
  const standIn = path.join(stateDir, 'failing-wrangler.mjs');
  fs.writeFileSync(
    standIn,
    `import fs from 'node:fs';
fs.writeFileSync(${JSON.stringify(path.join(stateDir, 'argv.json'))}, JSON.stringify(process.argv.slice(2)));
process.stdout.write(${JSON.stringify(JSON.stringify(refusal, null, 2))});
process.exit(1);`,
  );
  const failing = wranglerD1({ remote: false, stateDir, bin: standIn });
  await expect(
    failing.prepare('SELECT * FROM no_such_table WHERE a = ?1').bind("it's").all(),
  ).rejects.toThrow(
    /^wrangler d1 execute failed:[\s\S]*no such table: no_such_table: SQLITE_ERROR/,
  );
  expect(JSON.parse(fs.readFileSync(path.join(stateDir, 'argv.json'), 'utf8'))).toEqual([
    'd1',
    'execute',
    DATABASE,
    '--local',
    '--persist-to',
    stateDir,
    '--json',
    '--command',
    "SELECT * FROM no_such_table WHERE a = 'it''s'",
  ]);
});

it('refuses a value no SQL literal holds, before starting wrangler', async () => {
  await expect(db.prepare('SELECT ?1').bind(Number.NaN).first()).rejects.toThrow(/Not a number/);
  await expect(db.prepare('SELECT ?1').bind({ a: 1 }).first()).rejects.toThrow(/No SQL literal/);
});
