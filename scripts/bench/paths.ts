import { spawnSync } from 'node:child_process';
import path from 'node:path';

export const ROOT = process.cwd();
export const OUT = path.join(ROOT, 'out');
export const BENCH = path.join(ROOT, 'bench');
/** Every run's full Lighthouse result (git-ignored), to look into a figure afterwards. */
export const RUNS = path.join(BENCH, '.runs');

export function run(command: string, args: string[], cwd: string = ROOT): void {
  const result = spawnSync(command, args, {
    cwd,
    stdio: 'inherit',
    // Telemetry would try the network, which this machine (and CI) may not have.
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
    // npm is npm.cmd on Windows, which only a shell can run.
    shell: process.platform === 'win32' && command === 'npm',
  });
  if (result.status !== 0) {
    throw new Error(
      result.error?.message ?? `${command} ${args.join(' ')} failed (exit ${result.status})`,
    );
  }
}
