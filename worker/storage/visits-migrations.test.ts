// The visits' migrations run on the counts the release before wrote, in a D1 of their own
// (MIGRATION_TEST_DB, vitest.worker.config.mts), emptied before each test.
import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';

const db = env.MIGRATION_TEST_DB;

beforeEach(async () => {
  const { results } = await db
    .prepare(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%'",
    )
    .all<{ name: string }>();
  for (const { name } of results) await db.prepare(`DROP TABLE "${name}"`).run();
});

async function apply(names: (name: string) => boolean): Promise<void> {
  for (const { queries } of env.TEST_VISITS_MIGRATIONS.filter((migration) =>
    names(migration.name),
  )) {
    for (const query of queries) await db.prepare(query).run();
  }
}

describe('0002 on the counts the release before wrote', () => {
  it('keeps every count, direct as direct and the rest under `unknown`, and adds the facets', async () => {
    await apply((name) => name < '0002');
    const insert = db.prepare(
      'INSERT INTO visit_counts (day, source, path, event, n) VALUES (?1, ?2, ?3, ?4, ?5)',
    );
    await db.batch([
      insert.bind('2026-11-20', 'direct', '/', 'view', 7),
      insert.bind('2026-11-20', 'campaign brand-q4', '/', 'view', 3),
      insert.bind('2026-11-21', 'referrer www.google.com', '/contact/', 'sent', 1),
    ]);
    await apply((name) => name.startsWith('0002'));
    const { results } = await db
      .prepare('SELECT day, channel, source, path, event, n FROM visit_counts ORDER BY day, source')
      .all();
    expect(results).toEqual([
      {
        day: '2026-11-20',
        channel: 'unknown',
        source: 'campaign brand-q4',
        path: '/',
        event: 'view',
        n: 3,
      },
      { day: '2026-11-20', channel: 'direct', source: 'direct', path: '/', event: 'view', n: 7 },
      {
        day: '2026-11-21',
        channel: 'unknown',
        source: 'referrer www.google.com',
        path: '/contact/',
        event: 'sent',
        n: 1,
      },
    ]);
    // The new key: a source counted under two channels on one day keeps two rows.
    await db
      .prepare(
        "INSERT INTO visit_counts (day, channel, source, path, event, n) VALUES ('2026-11-20', 'paid_search', 'campaign brand-q4', '/', 'view', 1)",
      )
      .run();
    expect(
      (await db.prepare('SELECT COUNT(*) AS n FROM visit_counts').first<{ n: number }>())?.n,
    ).toBe(4);
    expect(
      (await db.prepare('SELECT COUNT(*) AS n FROM visit_facets').first<{ n: number }>())?.n,
    ).toBe(0);
  });
});
