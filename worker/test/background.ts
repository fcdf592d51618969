import { vi } from 'vitest';

/** Vitest gives up after one second by default, which a machine busy with a build can take. */
export function afterBackgroundWork<T>(check: () => T | Promise<T>): Promise<T> {
  return vi.waitFor(check, { timeout: 15_000, interval: 25 });
}
