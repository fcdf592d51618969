import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '@/scripts/local/free-port';
import { startLocalWorker, waitUntilServing } from '@/scripts/local/local-worker';

export interface Served {
  origin: string;
  close: () => Promise<void>;
}

/**
 * An export served as `npm start` and production serve it (the Worker's static assets), on a
 * free port, from a copy that carries `headersFile` as its `_headers` (null: none). The pages'
 * Brotli copies go with it, as `.assetsignore` lets them into a deployment: the Worker sends a
 * page as its copy (worker/http/brotli-page.ts), where Miniflare would compress at its own level.
 */
export async function serve(outDir: string, headersFile: string | null): Promise<Served> {
  const assets = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-assets-'));
  fs.cpSync(outDir, assets, {
    recursive: true,
    filter: (file) => file.endsWith('.html.br') || !/\.(br|gz)$/.test(file),
  });
  fs.rmSync(path.join(assets, '_headers'), { force: true });
  if (headersFile) fs.copyFileSync(headersFile, path.join(assets, '_headers'));
  const port = await freePort();
  const worker = await startLocalWorker({
    host: '127.0.0.1',
    port,
    assetsDir: assets,
    // Beside the assets, not inside them: the local D1 is not a page to serve.
    stateDir: `${assets}-state`,
  });
  const origin = `http://127.0.0.1:${port}`;
  await waitUntilServing(`${origin}/`, worker);
  return {
    origin,
    close: () =>
      new Promise((resolve) => {
        worker.once('exit', () => {
          fs.rmSync(assets, { recursive: true, force: true });
          fs.rmSync(`${assets}-state`, { recursive: true, force: true });
          resolve();
        });
        worker.kill();
      }),
  };
}
