// The leads' schema says some things twice, once in SQL and once in the repository: the statuses
// a lead can have and the condition of a lead still to notify. These keep the two equal.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { STILL_TO_NOTIFY } from '@/worker/storage/lead-deliveries';
import { LEAD_STATUSES } from '@/worker/storage/lead-status';

const migrations = fs
  .readdirSync('migrations')
  .filter((name) => name.endsWith('.sql'))
  .sort()
  .map((name) => fs.readFileSync(path.join('migrations', name), 'utf8'))
  .join('\n');

const flat = (sql: string) => sql.replace(/--.*$/gm, '').replace(/\s+/g, ' ').trim();

describe('the migrations and the leads repository', () => {
  it("check a lead's status against the very list of statuses", () => {
    const lists = [...flat(migrations).matchAll(/\bstatus NOT IN \(([^)]*)\)/g)].map((match) =>
      match[1]!.split(',').map((item) => item.trim().replace(/^'|'$/g, '')),
    );
    // On insert and on update.
    expect(lists).toHaveLength(2);
    for (const list of lists) expect(list).toEqual([...LEAD_STATUSES]);
  });

  it('index the leads still to notify by the condition the notifier queries', () => {
    const indexes = [
      ...flat(migrations).matchAll(
        /CREATE INDEX quotes_unnotified ON quotes \([^)]*\) WHERE ([^;]*);/g,
      ),
    ];
    expect(indexes.at(-1)?.[1]).toBe(STILL_TO_NOTIFY);
  });
});
