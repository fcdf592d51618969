// Imported for its effect, and before anything that reads lib/site/env.ts: loads the `.env*` files of a
// production build into process.env, as `next build` does (see env-files.ts).
import { loadProjectEnv } from './env-files';

export const loadedEnvFiles = loadProjectEnv(false);
