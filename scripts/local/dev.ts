/**
 * `npm run dev`: `next dev` for previewing pages, with the production Worker beside it on
 * 127.0.0.1:3001 (WORKER_PORT), so that a quote sent from a preview lands in the same local
 * D1 as with `npm start`. The wizard is pointed at it through NEXT_PUBLIC_QUOTE_API_HOST,
 * unless that is configured already, in the environment or in a `.env*` file. The content
 * editor runs at /admin/ with its local backend (decap-server) writing to this clone.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { QUOTE_API_PATH } from '@/lib/quote/api';
import { writeEditorSettings } from '@/scripts/build/cms-bundle';
import { buildEditorBundle, writeDevPreviewStyles } from '@/scripts/build/cms-preview-bundle';
import { loadProjectEnv } from '@/scripts/env-files';
import { EDITOR_SERVER_PORT, startEditorServer } from './editor-server';
import { startLocalWorker, stateDirFromEnv, waitUntilServing } from './local-worker';
import { sitePort, workerPort } from './ports';

const WORKER_HOST = '127.0.0.1';
const devPort = sitePort();

async function main(): Promise<void> {
  // next dev reads the .env* files itself (and reloads them on change): it gets the shell's
  // environment as it was, plus the endpoint's address when no quote host is configured.
  const shellEnv = { ...process.env };
  const worker = await startLocalWorker({
    host: WORKER_HOST,
    port: workerPort(),
    assetsDir: null,
    stateDir: stateDirFromEnv(),
    // The preview is cross-origin to the endpoint.
    extraAllowedOrigins: [`http://localhost:${devPort}`, `http://127.0.0.1:${devPort}`],
    env: shellEnv,
  });
  const workerUrl = `http://${WORKER_HOST}:${workerPort()}`;
  await waitUntilServing(`${workerUrl}/api/`, worker);
  console.log(`Quote endpoint at ${workerUrl}${QUOTE_API_PATH} (quotes in ${stateDirFromEnv()})`);

  // The editor with the site's previews, from this clone's components and content as they are
  // now (restart to preview an edited component); the stylesheet is next dev's own.
  await buildEditorBundle(path.join('public', 'admin', 'decap'));
  writeDevPreviewStyles(path.join('public', 'admin'));
  // admin.js asks for it first: without the file next dev would compile its error page for it
  // (seconds) and log an error. Ignored by git; the build writes the export's own.
  writeEditorSettings(path.join('public', 'admin'));
  const editor = startEditorServer({ repo: process.cwd() });
  console.log(
    `Content editor at http://localhost:${devPort}/admin/ (decap-server on 127.0.0.1:${EDITOR_SERVER_PORT})`,
  );

  loadProjectEnv(true);
  const configuredHost = process.env.NEXT_PUBLIC_QUOTE_API_HOST?.trim();
  // Started with this Node directly: no npx look-up, and signals reach next itself.
  const next = spawn(
    process.execPath,
    [path.join('node_modules', 'next', 'dist', 'bin', 'next'), 'dev', ...process.argv.slice(2)],
    {
      stdio: 'inherit',
      env: configuredHost ? shellEnv : { ...shellEnv, NEXT_PUBLIC_QUOTE_API_HOST: workerUrl },
    },
  );
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => next.kill(signal));
  }
  next.on('exit', (code, signal) => {
    worker.kill();
    editor.kill();
    process.exit(code ?? (signal ? 1 : 0));
  });
  next.on('error', (error) => {
    console.error(`Could not start next dev: ${error.message}`);
    worker.kill();
    editor.kill();
    process.exit(1);
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
