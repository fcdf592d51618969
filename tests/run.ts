// `npm test`: every check, ending with a table of what each step cost. A failed step stops the
// steps after it in its lane and those that wait for it.
import { type ChildProcess, spawn } from 'node:child_process';
import { SERVER_COMMAND, SERVERS_STARTED_ENV, serverUrl, TEST_SERVERS } from '@/playwright.config';

const FIRST = 'ensure-browser';

/**
 * Two lanes side by side keep both cores busy, since most steps use one (Next renders with one
 * worker; eslint runs on one). `servers` starts the browser tests' servers once
 * both exports are built; Playwright waits for them to answer.
 */
const LANES: string[][] = [
  ['build', 'build:fixture', 'servers', 'playwright'],
  ['lint', 'format:check', 'test:unit', 'test:worker', 'typecheck', 'test:export'],
];

// The type check waits for the builds, which empty .next/ where `next typegen` writes the route
// types tsc reads.
const AFTER: Record<string, string> = { typecheck: 'build:fixture' };

/** Steps whose output shows as it comes; the others' shows when they end, in one piece. */
const STREAMED = new Set([FIRST, 'playwright']);

const COMMANDS: Record<string, [string, string[]]> = {
  'ensure-browser': ['node', ['tests/ensure-browser.mjs']],
  // Skips `npm run build` when out/ is up to date with its sources and settings.
  build: ['npx', ['tsx', 'scripts/build/site-export.ts']],
  playwright: ['npx', ['playwright', 'test']],
};

interface Server {
  port: number;
  logFile: string;
  child: ChildProcess;
  start: number;
}

const costs: [step: string, seconds: string][] = [];
/** The end of what each failed step printed, shown again last, where a log's tail shows it. */
const failedOutputs: [step: string, output: string][] = [];
const FAILED_OUTPUT_LINES = 40;
const servers: Server[] = [];

function seconds(start: number): string {
  return ((Date.now() - start) / 1000).toFixed(1);
}

function startServers(): void {
  console.log('\n── servers (starting beside the next step)');
  for (const { port, env } of TEST_SERVERS) {
    const [command, ...args] = SERVER_COMMAND;
    // A process group of its own, so that stopping it stops wrangler and workerd too.
    const child = spawn(command, args, {
      detached: true,
      // Their output goes to the log file each names (playwright.config.ts); errors show here too.
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, ...env },
    });
    servers.push({ port, logFile: env.SERVER_LOG_FILE, child, start: Date.now() });
  }
}

async function serversAnswering(): Promise<void> {
  await Promise.all(
    servers.map(async ({ port, logFile, child, start }) => {
      const deadline = start + 120_000;
      for (;;) {
        if (child.exitCode !== null) {
          throw new Error(`the server on port ${port} stopped: see ${logFile}`);
        }
        try {
          await fetch(serverUrl(port), { signal: AbortSignal.timeout(10_000) });
          costs.push([`server ${port}`, seconds(start)]);
          return;
        } catch {
          if (Date.now() > deadline) throw new Error(`the server on port ${port} did not answer`);
          await new Promise((resolve) => setTimeout(resolve, 250));
        }
      }
    }),
  );
}

function stopServers(): void {
  for (const { child } of servers) {
    if (child.exitCode !== null || child.pid === undefined) continue;
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
}

async function run(step: string, { hold = false } = {}): Promise<void> {
  if (step === 'servers') return startServers();
  if (step === 'playwright' && servers.length > 0) await serversAnswering();
  const [command, args] = COMMANDS[step] ?? ['npm', ['run', '--silent', step]];
  const start = Date.now();
  if (!hold) console.log(`\n── ${step}`);
  const env = servers.length > 0 ? { ...process.env, [SERVERS_STARTED_ENV]: '1' } : process.env;
  const child = spawn(command, args, { stdio: hold ? ['ignore', 'pipe', 'pipe'] : 'inherit', env });
  const output: Buffer[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
  await new Promise<void>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code, signal) => {
      costs.push([step, seconds(start)]);
      const printed = Buffer.concat(output).toString();
      if (hold) process.stdout.write(`\n── ${step}\n${printed}`);
      if (code === 0) return resolve();
      if (hold) failedOutputs.push([step, printed]);
      reject(new Error(`${step} failed (${signal ?? `exit code ${code}`})`));
    });
  });
}

interface Ending {
  promise: Promise<void>;
  resolve: () => void;
  reject: (error: unknown) => void;
}

const endings = new Map<string, Ending>(
  Object.values(AFTER).map((step) => {
    const ending = {} as Ending;
    ending.promise = new Promise<void>((resolve, reject) =>
      Object.assign(ending, { resolve, reject }),
    );
    // Nothing may be left waiting, nor a failure unhandled, when a lane stops early.
    ending.promise.catch(() => {});
    return [step, ending];
  }),
);

async function runLane(lane: string[]): Promise<void> {
  for (const [index, step] of lane.entries()) {
    try {
      const after = AFTER[step];
      if (after) await endings.get(after)?.promise;
      await run(step, { hold: !STREAMED.has(step) });
      endings.get(step)?.resolve();
    } catch (error) {
      for (const stopped of lane.slice(index)) endings.get(stopped)?.reject(error);
      throw error;
    }
  }
}

// Ctrl-C reaches this process's group, not the servers' own groups.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    stopServers();
    process.exit(130);
  });
}

async function main(): Promise<void> {
  const start = Date.now();
  try {
    await run(FIRST);
    const results = await Promise.allSettled(LANES.map(runLane));
    const failures = results.flatMap((result) =>
      result.status === 'rejected' ? [result.reason] : [],
    );
    if (failures.length > 0) throw new Error(failures.map(String).join('; '));
  } catch (error) {
    for (const [step, printed] of failedOutputs) {
      const tail = printed.trimEnd().split('\n').slice(-FAILED_OUTPUT_LINES).join('\n');
      console.error(`\n── the end of what ${step} printed\n${tail}`);
    }
    console.error(`\nnpm test: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  } finally {
    stopServers();
    console.log(`\n${costs.map(([step, time]) => `${step.padEnd(16)} ${time} s`).join('\n')}`);
    console.log(`${'total'.padEnd(16)} ${seconds(start)} s`);
  }
}

void main();
