import { applyD1Migrations, env } from 'cloudflare:test';
import { beforeEach, vi } from 'vitest';

await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);

// The sales team's webhook answers unless a test says otherwise; nothing leaves the machine.
beforeEach(() => {
  vi.restoreAllMocks();
  vi.spyOn(globalThis, 'fetch').mockImplementation(async () => new Response('ok'));
});
