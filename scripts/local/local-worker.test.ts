import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseEnv } from 'node:util';
import { describe, expect, it } from 'vitest';
import { experimental_readRawConfig } from 'wrangler';
import { RATE_LIMIT_PERIOD_SECONDS, SECRET_SETTINGS, WORKER_SETTINGS } from '@/worker/settings';
import { emptyStateDir, secretsFileOf, writeLocalConfig } from './local-worker';

type Config = {
  vars?: Record<string, string>;
  assets?: { run_worker_first?: string[] | boolean };
  ratelimits?: { simple: { limit: number; period: number } }[];
};

function localConfig(
  env: Record<string, string>,
  site: { assetsDir: string | null; port?: number; host?: string } = { assetsDir: null },
): Config & { secrets: Record<string, string> } {
  const file = writeLocalConfig({
    name: 'unit-test',
    ...site,
    env: env as NodeJS.ProcessEnv,
  });
  const secrets = parseEnv(fs.readFileSync(secretsFileOf(file), 'utf8')) as Record<string, string>;
  return { ...(JSON.parse(fs.readFileSync(file, 'utf8')) as Config), secrets };
}

describe('the Worker run locally', () => {
  it('takes every setting of worker/settings.ts from the environment, and only those', () => {
    const env = Object.fromEntries(Object.keys(WORKER_SETTINGS).map((name) => [name, `${name}!`]));
    const { vars, secrets } = localConfig({ ...env, UNRELATED_SECRET: 'no' });
    for (const name of Object.keys(WORKER_SETTINGS)) {
      expect({ ...vars, ...secrets }[name]).toBe(`${name}!`);
    }
    expect({ ...vars, ...secrets }).not.toHaveProperty('UNRELATED_SECRET');
  });

  it('keeps the secrets in an env file of their own, readable by its owner, not as vars', () => {
    const value = 'https://hooks.example.com/T0/B0/token-with-"quote"';
    const { vars, secrets } = localConfig({ LEAD_WEBHOOK_URL: value, ACCESS_AUD: 'aud-tag' });
    for (const name of SECRET_SETTINGS) expect(vars).not.toHaveProperty(name);
    expect(secrets).toEqual({ LEAD_WEBHOOK_URL: value });
    expect(vars?.ACCESS_AUD).toBe('aud-tag');
    expect(
      fs.statSync(secretsFileOf(writeLocalConfig({ name: 'unit-test', assetsDir: null }))).mode &
        0o077,
    ).toBe(0);
  });

  it('keeps wrangler.jsonc’s rate limit unless the environment raises it', () => {
    const { rawConfig } = experimental_readRawConfig({ config: 'wrangler.jsonc' });
    const [production] = (rawConfig as Config).ratelimits ?? [];
    // Retry-After reports the window the binding counts in.
    expect(production?.simple.period).toBe(RATE_LIMIT_PERIOD_SECONDS);
    expect(localConfig({}).ratelimits?.[0]?.simple).toEqual(production?.simple);
    expect(localConfig({ QUOTE_RATE_LIMIT_PER_MINUTE: '1000' }).ratelimits?.[0]?.simple.limit).toBe(
      1000,
    );
  });

  it('serves the editor and the inbox on localhost and the public site on 127.0.0.1, both on its port', () => {
    const served = localConfig({}, { assetsDir: 'out', port: 5190 });
    expect(served.vars).toMatchObject({
      INBOX_HOST: 'localhost:5190',
      CMS_HOST: 'localhost:5190',
      SITE_URL: 'http://127.0.0.1:5190',
    });
    // The Worker sees every page first, as in production.
    expect(served.assets?.run_worker_first).toBe(true);
    const chosen = localConfig(
      { CMS_HOST: 'editor.test:5190', SITE_URL: 'http://site.test:5190' },
      { assetsDir: 'out', port: 5190 },
    );
    expect(chosen.vars).toMatchObject({
      CMS_HOST: 'editor.test:5190',
      SITE_URL: 'http://site.test:5190',
    });
  });

  it('signs in the local identity only on a loopback server, never because the environment says so', () => {
    const site = { assetsDir: 'out', port: 5190 };
    for (const host of ['127.0.0.1', 'localhost', '::1']) {
      expect(localConfig({}, { ...site, host }).vars?.INBOX_LOCAL_SIGN_IN, host).toBe(
        'local@localhost',
      );
    }
    for (const host of ['0.0.0.0', '::', '192.168.1.5']) {
      const env = { INBOX_LOCAL_SIGN_IN: 'me@example.com' };
      expect(localConfig(env, { ...site, host }).vars, host).not.toHaveProperty(
        'INBOX_LOCAL_SIGN_IN',
      );
    }
  });

  it('empties only the state directory LOCAL_STATE_DIR names, for a test server', () => {
    const stateDir = fs.mkdtempSync(path.join(os.tmpdir(), 'test-state-'));
    fs.mkdirSync(path.join(stateDir, 'v3', 'd1'), { recursive: true });
    fs.writeFileSync(path.join(stateDir, 'v3', 'd1', 'leads.sqlite'), 'an earlier run');
    emptyStateDir({ LOCAL_STATE_DIR: stateDir });
    expect(fs.existsSync(stateDir)).toBe(false);
    expect(() => emptyStateDir({ LOCAL_STATE_DIR: ' ' })).toThrow(
      '--fresh-state empties LOCAL_STATE_DIR, and it is not set',
    );
  });
});
