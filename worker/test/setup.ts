import { applyD1Migrations, env } from 'cloudflare:test';
import { beforeAll, beforeEach, vi } from 'vitest';

await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
await applyD1Migrations(env.VISITS, env.TEST_VISITS_MIGRATIONS);

async function emptyDatabase(db: D1Database): Promise<void> {
  const { results } = await db
    .prepare(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name <> 'd1_migrations'",
    )
    .all<{ name: string }>();
  await db.batch(results.map(({ name }) => db.prepare(`DELETE FROM "${name}"`)));
}

/** The test files share one workerd (vitest.worker.config.mts): each starts from empty storage. */
async function emptyStorage(): Promise<void> {
  await emptyDatabase(env.DB);
  await emptyDatabase(env.VISITS);
  let cursor: string | undefined;
  do {
    const page = await env.QUOTE_FALLBACK.list({ cursor });
    await Promise.all(page.keys.map(({ name }) => env.QUOTE_FALLBACK.delete(name)));
    cursor = page.list_complete ? undefined : page.cursor;
  } while (cursor);
}

beforeAll(emptyStorage);

// The sales team's webhook answers unless a test says otherwise; nothing leaves the machine.
beforeEach(() => {
  vi.restoreAllMocks();
  vi.spyOn(globalThis, 'fetch').mockImplementation(async () => new Response('ok'));
});
