import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildSettings, reasonToBuild, recordBuild } from './site-export';

let root: string;
const env = { PATH: '/usr/bin' };
/** Every file gets an explicit time, so that no test depends on the clock's resolution. */
const BUILT_AT = new Date('2026-01-05T10:00:00Z');
const BEFORE = new Date('2026-01-05T09:00:00Z');
const AFTER = new Date('2026-01-05T11:00:00Z');

function write(file: string, text: string, time: Date = BEFORE): void {
  const full = path.join(root, file);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, text);
  utimesSync(full, time, time);
}

function builtProject(buildEnv: Record<string, string> = env): void {
  write('app/page.tsx', 'export default function Page() {}');
  write('content/site.yaml', 'name: Site');
  write('next.config.ts', 'export default {}');
  for (const directory of ['app', 'content']) {
    utimesSync(path.join(root, directory), BEFORE, BEFORE);
  }
  write('out/index.html', '<!doctype html>', BUILT_AT);
  recordBuild(root, buildSettings(root, buildEnv));
}

beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'site-export-'));
});

afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

describe('scripts/build/site-export.ts: when npm start and npm test build out/ again', () => {
  it('builds when out/ is missing', () => {
    expect(reasonToBuild(root, env)).toBe('out/index.html is missing');
  });

  it('builds when out/ has no record of a build made through here', () => {
    write('out/index.html', '<!doctype html>', BUILT_AT);
    expect(reasonToBuild(root, env)).toBe('out/ was not built by npm start or npm test');
  });

  it('does not build when nothing changed since the recorded build', () => {
    builtProject();
    expect(reasonToBuild(root, env)).toBeUndefined();
    expect(reasonToBuild(root, { ...env, PATH: '/bin', HOME: '/root' })).toBeUndefined();
  });

  it('builds after out/ was written by another build', () => {
    builtProject();
    write('out/index.html', '<!doctype html><title>Other</title>', AFTER);
    expect(reasonToBuild(root, env)).toBe('out/ was not built by npm start or npm test');
  });

  it('builds when a source changes, but not for a test file beside the code', () => {
    builtProject();
    write('app/page.test.tsx', 'test()', AFTER);
    utimesSync(path.join(root, 'app'), BEFORE, BEFORE);
    expect(reasonToBuild(root, env)).toBeUndefined();
    write('content/site.yaml', 'name: Renamed', AFTER);
    expect(reasonToBuild(root, env)).toBe('a source changed since it was built');
  });

  it('builds when a source is deleted (its folder changes) or a config file changes', () => {
    builtProject();
    rmSync(path.join(root, 'content/site.yaml'));
    expect(reasonToBuild(root, env)).toBe('a source changed since it was built');

    builtProject();
    write('next.config.ts', 'export default { trailingSlash: true }', AFTER);
    expect(reasonToBuild(root, env)).toBe('a source changed since it was built');
  });

  it('builds when a NEXT_PUBLIC_* variable or BROTLI_QUALITY differs from the build', () => {
    const changed =
      'the build settings (NEXT_PUBLIC_* variables, BROTLI_QUALITY, EXPORT_PAGES, .env* files) changed';
    builtProject({ ...env, NEXT_PUBLIC_SITE_URL: 'https://a.example' });
    expect(
      reasonToBuild(root, { ...env, NEXT_PUBLIC_SITE_URL: 'https://a.example' }),
    ).toBeUndefined();
    expect(reasonToBuild(root, { ...env, NEXT_PUBLIC_SITE_URL: 'https://b.example' })).toBe(
      changed,
    );
    expect(reasonToBuild(root, env)).toBe(changed);
    expect(
      reasonToBuild(root, {
        ...env,
        NEXT_PUBLIC_SITE_URL: 'https://a.example',
        BROTLI_QUALITY: '11',
      }),
    ).toBe(changed);
  });

  it('builds when an .env file appears, changes or goes', () => {
    const changed =
      'the build settings (NEXT_PUBLIC_* variables, BROTLI_QUALITY, EXPORT_PAGES, .env* files) changed';
    builtProject();
    write('.env.local', 'NEXT_PUBLIC_CLARITY_PROJECT_ID=abc');
    expect(reasonToBuild(root, env)).toBe(changed);

    builtProject();
    expect(reasonToBuild(root, env)).toBeUndefined();
    write('.env.local', 'NEXT_PUBLIC_CLARITY_PROJECT_ID=xyz', AFTER);
    expect(reasonToBuild(root, env)).toBe(changed);

    rmSync(path.join(root, '.env.local'));
    expect(reasonToBuild(root, env)).toBe(changed);
  });
});
