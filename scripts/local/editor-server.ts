// decap-server, the editor's local backend on this clone, no GitHub account needed; MODE=git gives
// the site's review steps (a local branch per saved entry, merged on "Publish now").
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

/** The address Decap's `local_backend: true` calls (public/admin/config.yml). */
export const EDITOR_SERVER_PORT = 8081;

export function startEditorServer(options: {
  repo: string;
  port?: number;
  stdio?: 'inherit' | 'ignore' | 'pipe';
}): ChildProcess {
  return spawn(
    process.execPath,
    [path.resolve('node_modules', 'decap-server', 'dist', 'index.js')],
    {
      cwd: options.repo,
      stdio: options.stdio ?? 'inherit',
      env: {
        ...process.env,
        MODE: 'git',
        GIT_REPO_DIRECTORY: options.repo,
        PORT: String(options.port ?? EDITOR_SERVER_PORT),
        // The clone's files are not offered to the network.
        BIND_HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
      },
    },
  );
}
