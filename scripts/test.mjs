/**
 * `npm test`: every check, arranged so that the two cores stay busy. The builds run on about
 * one core each, so the static checks and the unit tests run beside them; the browser tests
 * use both cores and run alone, last. Each step's output is printed whole when it ends (so
 * steps that run together do not interleave), the browser tests' as it comes, and the first
 * failure stops everything. A table of what each step cost ends the run.
 */
import { spawn } from 'node:child_process';

/** Phases run one after another; the lanes of a phase run side by side, their steps in turn. */
const PHASES = [
  [
    // The type check's `next typegen` writes into .next/, so it waits for the builds.
    ['build', 'build:fixture'],
    ['ensure-browser', 'lint', 'format:check', 'test:unit'],
  ],
  [['typecheck'], ['test:export']],
  [['playwright']],
];

/** Steps that are not npm scripts of their own. */
const COMMANDS = {
  'ensure-browser': ['node', ['scripts/ensure-browser.mjs']],
  playwright: ['npx', ['playwright', 'test']],
};
const LIVE = new Set(['playwright']);

const running = new Set();
let failed = false;
const costs = [];

function seconds(start) {
  return ((Date.now() - start) / 1000).toFixed(1);
}

function run(step) {
  const [command, args] = COMMANDS[step] ?? ['npm', ['run', '--silent', step]];
  const live = LIVE.has(step);
  const start = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: live ? 'inherit' : 'pipe', detached: true });
    running.add(child);
    let output = '';
    child.stdout?.on('data', (data) => (output += data));
    child.stderr?.on('data', (data) => (output += data));
    child.on('error', reject);
    child.on('close', (code, signal) => {
      running.delete(child);
      costs.push([step, seconds(start)]);
      if (!live) process.stdout.write(`\n── ${step} (${seconds(start)} s)\n${output}`);
      if (code === 0) resolve();
      else reject(new Error(`${step} failed (${signal ?? `exit code ${code}`})`));
    });
  });
}

/** Each child leads its own process group: this stops it with whatever it started. */
function stopAll(signal) {
  for (const child of running) {
    try {
      process.kill(-child.pid, signal);
    } catch {
      // It ended meanwhile.
    }
  }
}

process.on('SIGINT', () => {
  stopAll('SIGINT');
  process.exit(130);
});

async function lane(steps) {
  for (const step of steps) {
    // A step of another lane failed: start nothing more.
    if (failed) return;
    await run(step);
  }
}

const start = Date.now();
try {
  for (const phase of PHASES) await Promise.all(phase.map(lane));
} catch (error) {
  failed = true;
  stopAll('SIGTERM');
  console.error(`\nnpm test: ${error.message}`);
  process.exitCode = 1;
} finally {
  console.log(`\n${costs.map(([step, time]) => `${step.padEnd(16)} ${time} s`).join('\n')}`);
  console.log(`${'total'.padEnd(16)} ${seconds(start)} s`);
}
