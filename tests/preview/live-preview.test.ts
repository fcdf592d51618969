// Under `npm run dev` a saved content file changes the page on the next request, without a
// restart; content/pages/contact.md is edited and restored, whatever happens.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { freePort } from '@/scripts/local/free-port';

const FILE = path.join(process.cwd(), 'content', 'pages', 'contact.md');
const LINE = 'responseTime: We reply to every inquiry within one business day.';
const original = fs.readFileSync(FILE, 'utf8');
/** The first compile of a page takes a minute or more on a busy two-core machine. */
const DEADLINE_MS = 240_000;

let dev: ChildProcess | undefined;
let url = '';
let output = '';

async function pollPage(
  done: (html: string) => boolean,
  deadlineMs = DEADLINE_MS,
): Promise<string> {
  const deadline = Date.now() + deadlineMs;
  let last = '';
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(deadlineMs) });
      last = await response.text();
      if (response.ok && done(last)) return last;
    } catch {
      // Not listening yet: poll again.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the page never matched; dev server said:\n${output.slice(-2000)}`);
}

beforeAll(async () => {
  expect(original).toContain(LINE);
  const [port, workerPort] = [await freePort(), await freePort()];
  url = `http://127.0.0.1:${port}/contact/`;
  dev = spawn(
    process.execPath,
    [
      path.join('node_modules', 'tsx', 'dist', 'cli.mjs'),
      'scripts/local/dev.ts',
      '--port',
      String(port),
    ],
    {
      // vitest sets NODE_ENV=test, and next dev run with it does not refresh a page.
      env: {
        ...process.env,
        NODE_ENV: 'development',
        PORT: String(port),
        WORKER_PORT: String(workerPort),
      },
      // Its own process group, so that next dev's workers end with it.
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  dev.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  dev.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
}, DEADLINE_MS);

afterAll(() => {
  fs.writeFileSync(FILE, original);
  if (dev?.pid) process.kill(-dev.pid, 'SIGTERM');
});

const ORIGINAL_TEXT = 'within one business day.</p>';
/** Once the page is compiled, a save shows within a few seconds; a missed one never does. */
const SAVE_SHOWS_WITHIN_MS = 30_000;

function edit(mark: string) {
  fs.writeFileSync(FILE, original.replace(LINE, `${LINE} ${mark}`));
}

it(
  'shows a saved change to a content file on the next request',
  async () => {
    const before = await pollPage((html) => html.includes(ORIGINAL_TEXT));
    expect(before).not.toContain('Edited for the preview test');

    edit('Edited for the preview test.');
    await pollPage((html) => html.includes('Edited for the preview test.'));

    fs.writeFileSync(FILE, original);
    const after = await pollPage((html) => !html.includes('Edited for the preview test.'));
    expect(after).toContain(ORIGINAL_TEXT);
  },
  3 * DEADLINE_MS,
);

it(
  'shows the file as it is again after a quick undo, every time',
  async () => {
    await pollPage((html) => html.includes(ORIGINAL_TEXT));
    for (const round of [1, 2, 3]) {
      const mark = `Undone edit ${round}.`;
      edit(mark);
      await pollPage((html) => html.includes(mark), SAVE_SHOWS_WITHIN_MS);
      // The undo follows as soon as the edit shows: well within a second.
      fs.writeFileSync(FILE, original);
      await pollPage(
        (html) => !html.includes(mark) && html.includes(ORIGINAL_TEXT),
        SAVE_SHOWS_WITHIN_MS,
      );
    }
  },
  DEADLINE_MS + 6 * SAVE_SHOWS_WITHIN_MS,
);
