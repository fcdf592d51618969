// `npm run dev`: next dev with the production Worker on WORKER_PORT, so that a quote sent from a
// preview lands in the same local D1 as with `npm start`.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { QUOTE_API_PATH } from '@/lib/quote/api';
import { writeEditorSettings } from '@/scripts/build/editor-bundle';
import { buildEditorBundle, writeDevPreviewStyles } from '@/scripts/build/editor-preview-bundle';
import { loadProjectEnv } from '@/scripts/env-files';
import { EDITOR_SERVER_PORT, startEditorServer } from './editor-server';
import { startLocalWorker, stateDirFromEnv, waitUntilServing } from './local-worker';
import { sitePort, workerPort } from './ports';

const WORKER_HOST = '127.0.0.1';
const devPort = sitePort();

async function main(): Promise<void> {
  // next dev reads the .env* files itself: it gets the shell's environment plus the endpoint's.
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

  // Bundled once from the components as they are now: restart to preview an edited component.
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
