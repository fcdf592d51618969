// `npm test`: every check, stopping at the first failure, and ending with a table of what each step
// cost.
import { spawn } from 'node:child_process';

/**
 * Each entry is one step, or a list of lanes that run side by side, a lane being one step or a
 * list of steps run in turn. The builds leave a core idle for much of their time (Next renders
 * the pages with one worker), which the unit and Worker tests use.
 */
const STEPS = [
  'ensure-browser',
  ['lint', 'typecheck', 'format:check'],
  [
    ['build', 'build:fixture', 'test:export'],
    ['test:unit', 'test:worker'],
  ],
  'playwright',
];

/** Steps that are not npm scripts of their own. */
const COMMANDS = {
  'ensure-browser': ['node', ['scripts/ensure-browser.mjs']],
  // `npm run build` unless out/ is up to date with its sources and settings (after `npm start`, or
  // a second `npm test`): scripts/site-export.ts.
  build: ['npx', ['tsx', 'scripts/site-export.ts']],
  playwright: ['npx', ['playwright', 'test']],
};

const costs = [];

function seconds(start) {
  return ((Date.now() - start) / 1000).toFixed(1);
}

function run(step, { hold = false } = {}) {
  const [command, args] = COMMANDS[step] ?? ['npm', ['run', '--silent', step]];
  const start = Date.now();
  if (!hold) console.log(`\n── ${step}`);
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: hold ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    const output = [];
    if (hold) {
      child.stdout.on('data', (chunk) => output.push(chunk));
      child.stderr.on('data', (chunk) => output.push(chunk));
    }
    child.on('error', reject);
    child.on('close', (code, signal) => {
      costs.push([step, seconds(start)]);
      if (hold) process.stdout.write(`\n── ${step}\n${Buffer.concat(output).toString()}`);
      if (code === 0) resolve();
      else reject(new Error(`${step} failed (${signal ?? `exit code ${code}`})`));
    });
  });
}

async function runLane(lane) {
  for (const step of Array.isArray(lane) ? lane : [lane]) await run(step, { hold: true });
}

async function runSideBySide(lanes) {
  const start = Date.now();
  const results = await Promise.allSettled(lanes.map(runLane));
  costs.push([`(together)`, seconds(start)]);
  const failed = results.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
}

const start = Date.now();
try {
  for (const step of STEPS) {
    if (Array.isArray(step)) await runSideBySide(step);
    else await run(step);
  }
} catch (error) {
  console.error(`\nnpm test: ${error.message}`);
  process.exitCode = 1;
} finally {
  console.log(`\n${costs.map(([step, time]) => `${step.padEnd(16)} ${time} s`).join('\n')}`);
  console.log(`${'total'.padEnd(16)} ${seconds(start)} s`);
}
