import { vi } from 'vitest';

/**
 * Vitest gives up after one second by default, which a machine busy with a build can take. The
 * wait ends as soon as the check passes; 30 s is only for a state that never comes, below the
 * test's own guard (vitest.worker.config.mts).
 */
export function afterBackgroundWork<T>(check: () => T | Promise<T>): Promise<T> {
  return vi.waitFor(check, { timeout: 30_000, interval: 25 });
}
