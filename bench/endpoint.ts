/**
 * `npm run bench:endpoint`: the quote endpoint as `npm start` runs it (the Worker in workerd,
 * a local D1), under 1,000 distinct quotes at 50 concurrent. Writes bench/results/endpoint.md.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { QUOTE_API_PATH } from '@/lib/quote/api';
import { freePort } from '@/scripts/local/free-port';
import { startLocalWorker, waitUntilServing } from '@/scripts/local/local-worker';
import { wranglerD1 } from '@/scripts/ops/wrangler-d1';
import { writeResult } from './paths';

const QUOTES = 1_000;
const CONCURRENCY = 50;
const WARM_UP = 50;

const body = (index: number, run: string) =>
  JSON.stringify({
    name: 'Asha',
    mobile: '+919876543210',
    email: `bench.${run}.${index}@example.com`,
    service: 'Web Development',
    serviceComment: 'A customer portal with payments.',
    budget: '$10K - $50K',
    budgetComment: '',
    pageurl: 'https://www.example.com/contact/',
    userip: '203.0.113.7',
    fileattachment: null,
  });

/** CPU seconds used so far by a process and its descendants (Linux /proc). */
function cpuSeconds(rootPid: number): number {
  const ticks = 100;
  const children = (pid: number): number[] => {
    const file = `/proc/${pid}/task/${pid}/children`;
    if (!fs.existsSync(file)) return [];
    const ids = fs.readFileSync(file, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
    return ids.flatMap((id) => [id, ...children(id)]);
  };
  let total = 0;
  for (const pid of [rootPid, ...children(rootPid)]) {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    total += (Number(fields[11]) + Number(fields[12])) / ticks;
  }
  return total;
}

function workerdPids(rootPid: number): number[] {
  const out = spawnSync('pgrep', ['-f', 'workerd serve'], { encoding: 'utf8' }).stdout;
  const candidates = out.trim().split(/\s+/).filter(Boolean).map(Number);
  const isDescendant = (pid: number): boolean => {
    let current = pid;
    while (current > 1) {
      const stat = fs.readFileSync(`/proc/${current}/stat`, 'utf8');
      current = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (current === rootPid) return true;
    }
    return false;
  };
  return candidates.filter(isDescendant);
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

async function post(url: string, payload: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': crypto.randomUUID() },
    body: payload,
  });
  await response.arrayBuffer();
  if (response.status !== 201) throw new Error(`answered ${response.status}`);
  return performance.now() - started;
}

async function runPool(url: string, count: number, run: string): Promise<number[]> {
  const latencies: number[] = [];
  let next = 0;
  const lanes = Array.from({ length: CONCURRENCY }, async () => {
    while (next < count) {
      const index = next++;
      latencies.push(await post(url, body(index, run)));
    }
  });
  await Promise.all(lanes);
  return latencies;
}

async function main(): Promise<void> {
  const stateDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-endpoint-'));
  const port = await freePort();
  const worker = await startLocalWorker({
    host: '127.0.0.1',
    port,
    assetsDir: null,
    stateDir,
    env: { ...process.env, QUOTE_RATE_LIMIT_PER_MINUTE: '1000000', LEAD_WEBHOOK_URL: '' },
  });
  const origin = `http://127.0.0.1:${port}`;
  const url = `${origin}${QUOTE_API_PATH}`;
  try {
    await waitUntilServing(`${origin}/api/`, worker);
    await runPool(url, WARM_UP, 'warm');
    const workerd = workerdPids(worker.pid ?? 0);
    const cpuBefore = workerd.reduce((sum, pid) => sum + cpuSeconds(pid), 0);
    const loadBefore = os.loadavg()[0] ?? 0;
    const started = performance.now();
    const latencies = await runPool(url, QUOTES, 'run');
    const seconds = (performance.now() - started) / 1000;
    const cpuAfter = workerd.reduce((sum, pid) => sum + cpuSeconds(pid), 0);
    const sorted = [...latencies].sort((a, b) => a - b);

    const stored = (
      await wranglerD1({ remote: false, stateDir })
        .prepare("SELECT COUNT(*) AS n FROM quotes WHERE email LIKE 'bench.run.%'")
        .first<{ n: number }>()
    )?.n;

    const ms = (value: number) => `${value.toFixed(1)} ms`;
    const report = `# The quote endpoint under load

\`npm run bench:endpoint\` (\`bench/endpoint.ts\`), ${new Date().toISOString().slice(0, 10)}:
${QUOTES.toLocaleString('en')} distinct valid quotes, ${CONCURRENCY} in flight at a time, each with its own
\`Idempotency-Key\`, posted over HTTP/1.1 from Node's fetch on the same machine to the Worker
as \`npm start\` runs it (Miniflare's workerd and a local D1 on disk), after
${WARM_UP} warm-up quotes. No notification channel configured. Machine: ${os.cpus().length} cores,
load average ${loadBefore.toFixed(2)} at the start.

| measure | value |
|---|---|
| latency, median | ${ms(percentile(sorted, 50))} |
| latency, p90 | ${ms(percentile(sorted, 90))} |
| latency, p99 | ${ms(percentile(sorted, 99))} |
| latency, max | ${ms(sorted.at(-1) ?? NaN)} |
| throughput | ${(QUOTES / seconds).toFixed(0)} quotes/s (${seconds.toFixed(2)} s in all) |
| stored | ${stored} of ${QUOTES} |
| workerd CPU per quote | ${(((cpuAfter - cpuBefore) / QUOTES) * 1000).toFixed(2)} ms |

"workerd CPU per quote" is the user and system CPU time of the local workerd processes over
the run, divided by the quotes: the Worker, the local D1 (SQLite on disk) and the HTTP
handling together, so an upper bound of the Worker's own CPU time. Miniflare shows no
per-request CPU time; in production, \`wrangler tail\` and Workers Logs report \`cpuTime\` for
each request.
`;
    console.log(`${report}\nWritten: ${writeResult('endpoint.md', report)}`);
  } finally {
    worker.kill();
    fs.rmSync(stateDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
