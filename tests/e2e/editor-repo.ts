// A throwaway clone of the site's content for the editor tests, with its own git identity
// (decap-server commits each save), served by decap-server on a free port.
import { type ChildProcess, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type BrowserContext, expect, type Page } from '@playwright/test';
import YAML from 'yaml';
import { splitFrontMatter } from '@/lib/content/parse';
import { startEditorServer } from '@/scripts/local/editor-server';
import { freePort } from '@/scripts/local/free-port';

export interface EditorRepo {
  dir: string;
  port: number;
  read(file: string): string;
  /**
   * Whether decap-server has finished with the clone: back on main, no draft branch left, no
   * git command holding the index. A publish goes on (merge, branch deletion) after the file
   * is written, and a save started meanwhile can fail on git's lock.
   */
  idle(): boolean;
  stop(): Promise<void>;
}

function git(dir: string, ...args: string[]) {
  execFileSync('git', args, { cwd: dir, stdio: 'ignore' });
}

function gitOutput(dir: string, ...args: string[]): string {
  return execFileSync('git', args, { cwd: dir, encoding: 'utf8' }).trim();
}

async function answers(port: number, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`decap-server exited (${server.exitCode})`);
    const ok = await fetch(`http://127.0.0.1:${port}/api/v1`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ action: 'info' }),
    }).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`decap-server did not answer on port ${port} within 30 s`);
}

export async function startEditorRepo(): Promise<EditorRepo> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'editor-repo-'));
  fs.cpSync(path.resolve('content'), path.join(dir, 'content'), { recursive: true });
  git(dir, 'init', '--quiet', '--initial-branch=main');
  git(dir, 'config', 'user.name', 'Editor Test');
  git(dir, 'config', 'user.email', 'editor-test@example.com');
  git(dir, 'config', 'commit.gpgsign', 'false');
  git(dir, 'add', '.');
  git(dir, 'commit', '--quiet', '-m', 'content');
  const port = await freePort();
  const server = startEditorServer({ repo: dir, port, stdio: 'ignore' });
  await answers(port, server);
  return {
    dir,
    port,
    read: (file) => fs.readFileSync(path.join(dir, file), 'utf8'),
    idle: () =>
      !fs.existsSync(path.join(dir, '.git', 'index.lock')) &&
      gitOutput(dir, 'branch', '--show-current') === 'main' &&
      gitOutput(dir, 'branch', '--list', 'cms/*') === '',
    async stop() {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill();
      if (server.exitCode === null) await exited;
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Locally the editor answers on localhost and the public site on 127.0.0.1, on the same port. */
export function editorOriginOf(publicOrigin: string): string {
  const url = new URL(publicOrigin);
  url.hostname = 'localhost';
  return url.origin;
}

/** config.yml as served, with Decap's `local_backend` pointed at this repository's server. */
export async function routeEditorTo(page: Page | BrowserContext, repo: EditorRepo): Promise<void> {
  await page.route('**/admin/config.yml', async (route) => {
    const response = await route.fetch();
    const config = YAML.parse(await response.text()) as { local_backend: unknown };
    expect(config.local_backend).toBe(true);
    config.local_backend = { url: `http://127.0.0.1:${repo.port}/api/v1` };
    await route.fulfill({ response, body: YAML.stringify(config) });
  });
}

/**
 * What the file holds once it can be read whole. decap-server's git checkouts replace files
 * while a save or a publish runs, so a read in between may find one missing or empty.
 */
export function settledFrontMatter(
  repo: EditorRepo,
  file: string,
): ReturnType<typeof frontMatter> | string {
  try {
    return frontMatter(repo.read(file));
  } catch (error) {
    return String(error);
  }
}

export function frontMatter(source: string): { data: Record<string, unknown>; body: string } {
  const parts = splitFrontMatter(source);
  if (!parts) throw new Error('no front matter');
  return { data: YAML.parse(parts.yaml) as Record<string, unknown>, body: parts.body.trim() };
}
