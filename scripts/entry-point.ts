import path from 'node:path';
import { fileURLToPath } from 'node:url';

export function isEntryPoint(moduleUrl: string): boolean {
  const entry = process.argv[1];
  return entry !== undefined && path.resolve(entry) === fileURLToPath(moduleUrl);
}

export function runIfEntryPoint(moduleUrl: string, main: () => Promise<unknown>): void {
  if (!isEntryPoint(moduleUrl)) return;
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
