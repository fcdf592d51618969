/**
 * `npm run build:deploy` reads the configuration it checks and builds with from the project's
 * `.env*` files, as `next build` will: run with `--check` (the check alone) in a project of its own.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { envWithoutSiteSettings } from '@/tests/fixtures/build-env';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const TSX = path.join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs');
const projects: string[] = [];

function checkIn(files: Record<string, string>) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'build-deploy-env-'));
  projects.push(dir);
  for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), text);
  return spawnSync(process.execPath, [TSX, 'scripts/build/build-deploy.ts', '--check', dir], {
    cwd: ROOT,
    encoding: 'utf8',
    env: envWithoutSiteSettings(),
  });
}

afterAll(() => projects.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

it('takes the site from .env.production.local over .env.local, and refuses what they make broken', () => {
  const fine = checkIn({
    '.env.local': [
      'NEXT_PUBLIC_SITE_URL=http://localhost:3000',
      'NEXT_PUBLIC_QUOTE_API_HOST=https://quotes.example.test',
    ].join('\n'),
    '.env.production.local': 'NEXT_PUBLIC_SITE_URL=https://www.example.test\n',
  });
  expect(fine.stderr).toBe('');
  expect(fine.stdout).toContain(
    'build:deploy: site https://www.example.test, quotes to https://quotes.example.test/api/submitQuote',
  );
  expect(fine.status).toBe(0);

  const broken = checkIn({
    '.env.local': 'NEXT_PUBLIC_SITE_URL="http://www.example.test/\\"><x>"\n',
  });
  expect(broken.status).toBe(1);
  expect(broken.stderr).toContain('read from the environment and .env.local');
  expect(broken.stderr).toContain('NEXT_PUBLIC_SITE_URL is "http://www.example.test/\\"><x>"');
});
