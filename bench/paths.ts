import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const ROOT = process.cwd();
export const OUT = path.join(ROOT, 'out');
export const BENCH = path.join(ROOT, 'bench');
/** The reports the benches write (git-ignored): bench/README.md keeps a summary of their figures. */
export const RESULTS = path.join(BENCH, 'results');
/** Every run's full Lighthouse result (git-ignored), to look into a figure afterwards. */
export const RUNS = path.join(BENCH, '.runs');

export function writeResult(name: string, text: string): string {
  fs.mkdirSync(RESULTS, { recursive: true });
  const file = path.join(RESULTS, name);
  fs.writeFileSync(file, text);
  return path.relative(ROOT, file);
}

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
