/**
 * `npm test`: every check, one step after another, stopping at the first failure, and ending
 * with a table of what each step cost. (Running the builds beside the static checks was
 * measured and gained nothing on 2 cores: every step but the smallest keeps both busy.)
 */
import { spawn } from 'node:child_process';

const STEPS = [
  'ensure-browser',
  'lint',
  'typecheck',
  'format:check',
  'test:unit',
  'build',
  'build:fixture',
  'test:export',
  'playwright',
];

/** Steps that are not npm scripts of their own. */
const COMMANDS = {
  'ensure-browser': ['node', ['scripts/ensure-browser.mjs']],
  playwright: ['npx', ['playwright', 'test']],
};

const costs = [];

function seconds(start) {
  return ((Date.now() - start) / 1000).toFixed(1);
}

function run(step) {
  const [command, args] = COMMANDS[step] ?? ['npm', ['run', '--silent', step]];
  const start = Date.now();
  console.log(`\n── ${step}`);
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit' });
    child.on('error', reject);
    child.on('close', (code, signal) => {
      costs.push([step, seconds(start)]);
      if (code === 0) resolve();
      else reject(new Error(`${step} failed (${signal ?? `exit code ${code}`})`));
    });
  });
}

const start = Date.now();
try {
  for (const step of STEPS) await run(step);
} catch (error) {
  console.error(`\nnpm test: ${error.message}`);
  process.exitCode = 1;
} finally {
  console.log(`\n${costs.map(([step, time]) => `${step.padEnd(16)} ${time} s`).join('\n')}`);
  console.log(`${'total'.padEnd(16)} ${seconds(start)} s`);
}
