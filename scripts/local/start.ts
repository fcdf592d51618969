// `npm start`: builds the export when it is stale, then runs the production Worker locally on it.
import { ensureSiteExport, SITE_EXPORT_DIR } from '@/scripts/build/site-export';
import { emptyStateDir, startLocalWorker, stateDirFromEnv, waitUntilServing } from './local-worker';
import { sitePort } from './ports';

async function main(): Promise<void> {
  const outDir = (process.env.OUT_DIR?.trim() || SITE_EXPORT_DIR).replace(/\/+$/, '');
  if (outDir === SITE_EXPORT_DIR && !process.argv.includes('--no-build')) ensureSiteExport();
  const host = process.env.HOST?.trim() || '127.0.0.1';
  const port = sitePort();
  const stateDir = stateDirFromEnv();
  if (process.argv.includes('--fresh-state')) emptyStateDir();
  const logFile = process.env.SERVER_LOG_FILE?.trim() || undefined;
  // Cloudflare runs the cron in production; here the local Worker's timer does, at its rhythm.
  const worker = await startLocalWorker({
    host,
    port,
    assetsDir: outDir,
    stateDir,
    logFile,
    cron: true,
  });
  worker.on('exit', (code) => process.exit(code ?? 0));

  const origin = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  await waitUntilServing(`${origin}/api/`, worker);
  console.log(`Serving ${outDir}/ and the quote endpoint at ${origin}/ (quotes in ${stateDir})`);
  // The editor's own origin, apart from the site's, as in production (scripts/local/local-worker.ts).
  const editorHost = process.env.CMS_HOST?.trim() || `localhost:${port}`;
  console.log(`Content editor at http://${editorHost}/admin/`);
  const inboxHost = process.env.INBOX_HOST?.trim() || `localhost:${port}`;
  console.log(`Sales inbox at http://${inboxHost}/inbox/`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
