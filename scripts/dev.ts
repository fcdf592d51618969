/**
 * `npm run dev`: `next dev` for previewing pages, with the quote receiver beside it on
 * 127.0.0.1:3001 (RECEIVER_PORT), so that a quote sent from a preview lands in the same
 * inbox as with `npm start` instead of failing. The wizard is pointed at the receiver
 * through NEXT_PUBLIC_QUOTE_API_HOST, unless that is configured already: in the environment
 * or in a `.env*` file, read as `next dev` reads them (scripts/env-files.ts).
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { createServer, resolveServerSettings } from '@/server/app';
import { listen } from '@/server/main';
import { loadProjectEnv } from './env-files';

const RECEIVER_HOST = '127.0.0.1';
const receiverPort = Number(process.env.RECEIVER_PORT) || 3001;
const devPort = Number(process.env.PORT) || 3000;

/** The preview's own origins (it is cross-origin to the receiver), plus any configured ones. */
function allowedOrigins(): string[] {
  const configured = (process.env.QUOTE_ALLOWED_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  return [`http://localhost:${devPort}`, `http://127.0.0.1:${devPort}`, ...configured];
}

async function main(): Promise<void> {
  const options = { serveStatic: false, allowedOrigins: allowedOrigins() };
  const receiver = createServer(options);
  await listen(receiver, { host: RECEIVER_HOST, port: receiverPort });
  const receiverUrl = `http://${RECEIVER_HOST}:${receiverPort}`;
  console.log(
    `Quote receiver at ${receiverUrl}/api/submitQuote (quotes -> ${resolveServerSettings(options).quotesFile})`,
  );

  // next dev reads the .env* files itself (and reloads them on change): it gets the shell's
  // environment as it was, plus the receiver's address when no quote host is configured.
  const shellEnv = { ...process.env };
  loadProjectEnv(true);
  const configuredHost = process.env.NEXT_PUBLIC_QUOTE_API_HOST?.trim();
  // Started with this Node directly: no npx look-up, and signals reach next itself.
  const next = spawn(
    process.execPath,
    [path.join('node_modules', 'next', 'dist', 'bin', 'next'), 'dev', ...process.argv.slice(2)],
    {
      stdio: 'inherit',
      env: configuredHost ? shellEnv : { ...shellEnv, NEXT_PUBLIC_QUOTE_API_HOST: receiverUrl },
    },
  );

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => next.kill(signal));
  }
  next.on('exit', (code, signal) => {
    receiver.close();
    receiver.closeAllConnections();
    process.exit(code ?? (signal ? 1 : 0));
  });
  next.on('error', (error) => {
    console.error(`Could not start next dev: ${error.message}`);
    receiver.close();
    process.exit(1);
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
