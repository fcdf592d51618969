// The `.env*` files as Next reads them (`@next/env`): a variable already set in the environment wins.
import path from 'node:path';
import { loadEnvConfig } from '@next/env';

/** The files a production build reads, as loadEnvConfig(dir, false) looks for them. */
export const ENV_FILES = ['.env.production.local', '.env.local', '.env.production', '.env'];

const quiet = { info: () => {}, error: (...args: unknown[]) => console.error(...args) };

export function loadProjectEnv(dev = false, dir: string = process.cwd()): string[] {
  const { loadedEnvFiles } = loadEnvConfig(dir, dev, quiet);
  return loadedEnvFiles.map((file) => path.relative(dir, path.resolve(dir, file.path)));
}
