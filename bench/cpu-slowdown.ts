// Lighthouse's CPU slowdown scaled to this host: its 4x stands for a mid-range phone only on a host
// of a given speed, and TBT counts each task's part past 50 ms, so the same 4x on a faster host
// measures a faster phone, whose tasks stay under the line (bench/README.md, "A slower phone").
import { Worker } from 'node:worker_threads';

/** The host on which Lighthouse's 4x was read as the phone to design for: its reference time. */
export const REFERENCE_CPU_REF_SECONDS = 3.0;
export const REFERENCE_SLOWDOWN = 4;

/** The slowdown that makes this host, read `cpuRefSeconds`, as slow as the reference host at 4x. */
export function scaledCpuSlowdown(cpuRefSeconds: number): number {
  if (!Number.isFinite(cpuRefSeconds) || cpuRefSeconds <= 0) {
    throw new Error(`cpu-ref must be a positive number of seconds, not ${cpuRefSeconds}`);
  }
  const slowdown = (REFERENCE_SLOWDOWN * REFERENCE_CPU_REF_SECONDS) / cpuRefSeconds;
  return Math.round(slowdown * 10) / 10;
}

/**
 * The reference work: the same string building, regular expressions, JSON, sorting, map and
 * integer loop as the project's cpu-ref reading, so that a time measured here reads on its scale.
 */
const WORK = `
// Inside a function, as the reference runs it: top-level variables are far slower to reach.
function work() {
let acc = 0;
const words = [];
for (let i = 0; i < 800000; i++) {
  const s = 'item-' + i + '-' + ((i * 2654435761) % 4294967296);
  words.push(s);
  if (/7{2}/.test(s)) acc += s.length;
}
const json = JSON.stringify(words.slice(0, 200000));
for (let r = 0; r < 6; r++) acc += JSON.parse(json).length;
words.sort();
const map = new Map();
for (const w of words) map.set(w.slice(0, 9), (map.get(w.slice(0, 9)) ?? 0) + 1);
for (let i = 0; i < 240000000; i++) acc = (acc * 31 + i) | 0;
return acc + map.size;
}
require('node:worker_threads').parentPort.postMessage(work());
`;

/** The work on two threads at once (a phone's and this host's two cores), timed in seconds. */
function timedOnce(): Promise<number> {
  const started = performance.now();
  const runs = [0, 1].map(
    () =>
      new Promise<void>((resolve, reject) => {
        const worker = new Worker(WORK, { eval: true });
        worker.once('message', () => void worker.terminate().then(() => resolve()));
        worker.once('error', reject);
      }),
  );
  return Promise.all(runs).then(() => (performance.now() - started) / 1000);
}

/** The median of three timings, as the reference reading takes it. */
export async function measureCpuRef(): Promise<number> {
  const runs: number[] = [];
  for (let run = 0; run < 3; run += 1) runs.push(await timedOnce());
  return runs.sort((a, b) => a - b)[1]!;
}
