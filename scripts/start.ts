/**
 * `npm start`: builds the static export when it is missing or not up to date with its sources
 * (scripts/site-export.ts), then serves it with the quote endpoint in this same process
 * (server/main.ts). With OUT_DIR set to another export, that export is served as it is.
 */
import { outDirFromEnv, serveFromEnv } from '@/server/main';
import { ensureSiteExport, SITE_EXPORT_DIR } from './site-export';

async function main(): Promise<void> {
  if (outDirFromEnv() === SITE_EXPORT_DIR) ensureSiteExport();
  await serveFromEnv();
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
