import { vi } from 'vitest';

/**
 * Waits until `check` passes on work the Worker goes on with after a call returns: its
 * `waitUntil` work after an answer, or a delivery still under way. Vitest gives up after one
 * second by default, which a machine busy with a build can take.
 */
export function afterBackgroundWork<T>(check: () => T | Promise<T>): Promise<T> {
  return vi.waitFor(check, { timeout: 15_000, interval: 25 });
}
