import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs module shared with the scripts, without type declarations
import { PLAYWRIGHT_DISABLED_FEATURES, TEST_CHROMIUM_ARGS } from './chromium.mjs';

function playwrightDisabledFeatures(): string[] {
  const require = createRequire(import.meta.url);
  const root = path.dirname(require.resolve('playwright-core/package.json'));
  const bundle = fs.readFileSync(path.join(root, 'lib', 'coreBundle.js'), 'utf8');
  const list = /disabledFeatures = \[([\s\S]*?)\]/.exec(bundle)?.[1];
  if (!list) throw new Error("Playwright's disabled features were not found in its bundle");
  return [...list.matchAll(/^\s*"([^"]+)",?$/gm)].map((match) => match[1]!);
}

describe('the browser tests keep what Playwright disables', () => {
  it("repeats Playwright's own --disable-features list", () => {
    expect(PLAYWRIGHT_DISABLED_FEATURES).toEqual(playwrightDisabledFeatures());
  });

  it('passes a single --disable-features, which Chromium would otherwise take the last of', () => {
    const flags = (TEST_CHROMIUM_ARGS as string[]).filter((arg) =>
      arg.startsWith('--disable-features='),
    );
    expect(flags).toHaveLength(1);
    expect(flags[0]!.split('=')[1]!.split(',')).toEqual(
      expect.arrayContaining([...PLAYWRIGHT_DISABLED_FEATURES, 'WebUIOmniboxPopup']),
    );
  });

  it('resolves no host but the test servers, so that no page reaches the internet', () => {
    const rules = (TEST_CHROMIUM_ARGS as string[]).filter((arg) =>
      arg.startsWith('--host-resolver-rules='),
    );
    expect(rules).toEqual([
      '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
    ]);
  });
});
