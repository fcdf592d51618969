/**
 * `npm run serve`: serves the static export and the quote endpoint on one port.
 * HOST (default 127.0.0.1), PORT (default 3000) and OUT_DIR (default out) configure it;
 * server/app.ts reads QUOTES_FILE, QUOTE_RATE_LIMIT_PER_MINUTE and QUOTE_ALLOWED_ORIGINS.
 */
import { existsSync } from 'node:fs';
import type http from 'node:http';
import path from 'node:path';
import { runIfEntryPoint } from './entry-point';
import { createServer, resolveServerSettings, type ServerOptions } from './app';
import { checkWritable, spoolFileFor, STDERR_SPOOL_PREFIX } from './inbox';

export interface ListenAddress {
  host: string;
  port: number;
}

export function listenAddressFromEnv(
  env: NodeJS.ProcessEnv = process.env,
  fallbackPort = 3000,
): ListenAddress {
  const port = Number(env.PORT);
  return {
    host: env.HOST?.trim() || '127.0.0.1',
    port:
      Number.isInteger(port) && port >= 0 && port < 65536 && env.PORT?.trim() ? port : fallbackPort,
  };
}

export function listen(server: http.Server, { host, port }: ListenAddress): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

/** Closes the server on Ctrl+C or a stop from a process manager, then lets the process end. */
export function closeOnSignals(server: http.Server): void {
  const stop = (signal: NodeJS.Signals) => {
    console.log(`\n${signal}: stopping the server`);
    server.close(() => process.exit(0));
    // Keep-alive connections of an open browser tab would otherwise hold the close open.
    server.closeAllConnections();
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

/** The export to serve: OUT_DIR, default out. */
export function outDirFromEnv(): string {
  return (process.env.OUT_DIR?.trim() || 'out').replace(/\/+$/, '');
}

/** Starts the server from the environment; shared by `npm run serve` and `npm start`. */
export async function serveFromEnv(): Promise<http.Server> {
  const outDir = outDirFromEnv();
  if (!existsSync(path.join(outDir, 'index.html'))) {
    throw new Error(
      `${outDir}/index.html is missing: run \`npm run build\` first, or \`npm start\`.`,
    );
  }
  const options: ServerOptions = { outDir };
  const { quotesFile } = resolveServerSettings(options);
  await warnWhenInboxIsNotWritable(quotesFile);
  const address = listenAddressFromEnv();
  const server = createServer(options);
  await listen(server, address);
  console.log(`Serving ${outDir}/ at ${urlOf(server, address.host)} (quotes -> ${quotesFile})`);
  closeOnSignals(server);
  return server;
}

/**
 * The pages are served either way; quotes would be answered 503 (and kept in the spool file
 * or on stderr), so say so now rather than at the first lost-looking lead.
 */
export async function warnWhenInboxIsNotWritable(quotesFile: string): Promise<boolean> {
  const error = await checkWritable(quotesFile);
  if (!error) return true;
  console.error(
    [
      `The quote inbox ${quotesFile} cannot be written (${error.code ?? error.message}).`,
      `Quotes will be answered 503 and kept in ${spoolFileFor(quotesFile)} if that can be written, else on stderr (lines starting "${STDERR_SPOOL_PREFIX.trim()}").`,
      'Set QUOTES_FILE to a file this user can write, or fix the permissions, and restart.',
    ].join('\n'),
  );
  return false;
}

/** The real port, which differs from PORT when PORT is 0. */
function urlOf(server: http.Server, host: string): string {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : '';
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}

runIfEntryPoint(import.meta.url, serveFromEnv);
