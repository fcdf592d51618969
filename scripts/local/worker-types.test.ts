import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { generateWorkerTypes, WORKER_TYPES_COMMAND, WORKER_TYPES_FILE } from './worker-types';

it(`${WORKER_TYPES_FILE} is what wrangler types writes from wrangler.jsonc`, async () => {
  // wrangler writes where it runs, with the path to worker/index.ts relative to the file: it runs
  // in a copy of the root, whose entries and worker/'s link to this one's, but the file itself.
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'worker-types-'));
  const links: string[] = [];
  const mirror = (dir: string, skip: (entry: string) => boolean) => {
    fs.mkdirSync(path.join(root, dir), { recursive: true });
    for (const entry of fs.readdirSync(dir)) {
      const name = path.join(dir, entry);
      if (skip(name)) continue;
      fs.symlinkSync(path.resolve(name), path.join(root, name));
      links.push(path.join(root, name));
    }
  };
  try {
    mirror('.', (name) => name === 'worker' || name === 'wrangler.jsonc');
    mirror('worker', (name) => name === path.normalize(WORKER_TYPES_FILE));
    fs.copyFileSync('wrangler.jsonc', path.join(root, 'wrangler.jsonc'));
    const fresh = await generateWorkerTypes(root);
    expect(fresh, `${WORKER_TYPES_FILE} is stale: run ${WORKER_TYPES_COMMAND}`).toBe(
      fs.readFileSync(WORKER_TYPES_FILE, 'utf8'),
    );
  } finally {
    // The links first, so that nothing removes what they point to.
    for (const link of links) fs.unlinkSync(link);
    fs.rmSync(root, { recursive: true });
  }
});
