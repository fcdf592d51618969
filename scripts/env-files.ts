// The `.env*` files, read the way Next reads them: `@next/env`'s loadEnvConfig loads `.env`,
// `.env.local`, `.env.production` (`.env.development` under `next dev`) and their `.local` variants
// into process.env, and a variable already set in the environment wins over every file.
import path from 'node:path';
import { loadEnvConfig } from '@next/env';

/** The files a production build reads, as loadEnvConfig(dir, false) looks for them. */
export const ENV_FILES = ['.env.production.local', '.env.local', '.env.production', '.env'];

const quiet = { info: () => {}, error: (...args: unknown[]) => console.error(...args) };

/** Loads the project's `.env*` files into process.env; returns the names of those it read. */
export function loadProjectEnv(dev = false, dir: string = process.cwd()): string[] {
  const { loadedEnvFiles } = loadEnvConfig(dir, dev, quiet);
  return loadedEnvFiles.map((file) => path.relative(dir, path.resolve(dir, file.path)));
}
