import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Whether the module at `moduleUrl` (its import.meta.url) is the script node was started with. */
export function isEntryPoint(moduleUrl: string): boolean {
  const entry = process.argv[1];
  return entry !== undefined && path.resolve(entry) === fileURLToPath(moduleUrl);
}

/** Runs `main` when the module is the entry point; a failure prints its message and exits 1. */
export function runIfEntryPoint(moduleUrl: string, main: () => Promise<unknown>): void {
  if (!isEntryPoint(moduleUrl)) return;
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
