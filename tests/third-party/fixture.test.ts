import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { fixtureBuildEnv, THIRD_PARTY_FIXTURE_ENV } from './fixture';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true })));

/** The NEXT_PUBLIC_* variables a build in `dir` sees through Next's loader, run with `env`. */
function seenByNext(dir: string, env: Record<string, string | undefined>): Record<string, string> {
  const script = `
    const { loadEnvConfig } = require('@next/env');
    loadEnvConfig(process.argv[1], false, { info() {}, error() {} });
    const seen = Object.entries(process.env).filter(([name]) => name.startsWith('NEXT_PUBLIC_'));
    process.stdout.write(JSON.stringify(Object.fromEntries(seen)));`;
  return JSON.parse(
    execFileSync(process.execPath, ['-e', script, dir], {
      env: env as NodeJS.ProcessEnv,
    }).toString(),
  );
}

describe('the third-party fixture build', () => {
  it("builds from its own settings whatever the developer's .env files say, and leaves them as they were", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fixture-env-'));
    dirs.push(dir);
    const developer = [
      'NEXT_PUBLIC_SITE_URL=https://mine.example',
      'NEXT_PUBLIC_CLARITY_PROJECT_ID=my-project',
      'NEXT_PUBLIC_NEW_SETTING=mine',
      'BROTLI_QUALITY=4',
    ].join('\n');
    fs.writeFileSync(path.join(dir, '.env.local'), developer);
    fs.writeFileSync(path.join(dir, '.env.production'), 'NEXT_PUBLIC_TAWK_WIDGET_ID=my-widget\n');
    const { PATH } = process.env;
    const developerEnv = { PATH, ...seenByNext(dir, { PATH, NEXT_PUBLIC_SHELL: 'shell' }) };
    expect(developerEnv).toMatchObject({
      NEXT_PUBLIC_SITE_URL: 'https://mine.example',
      NEXT_PUBLIC_SHELL: 'shell',
    });

    expect(seenByNext(dir, fixtureBuildEnv(developerEnv))).toEqual({
      ...THIRD_PARTY_FIXTURE_ENV,
      NEXT_PUBLIC_NEW_SETTING: '',
      NEXT_PUBLIC_SHELL: '',
    });
    expect(fs.readFileSync(path.join(dir, '.env.local'), 'utf8')).toBe(developer);
    expect(fs.readdirSync(dir).sort()).toEqual(['.env.local', '.env.production']);
  });
});
