import { execFileSync } from 'node:child_process';
import { localStateDir, TEST_PORT } from '../../playwright.config';

/** `npm run quotes` against the test server's local D1, as the sales team runs it. */
export function quotesCommand(...args: string[]): string {
  return execFileSync('npx', ['tsx', 'scripts/quotes.ts', ...args], {
    encoding: 'utf8',
    env: { ...process.env, LOCAL_STATE_DIR: localStateDir(TEST_PORT) },
  });
}

/** The quotes of the test server's local D1, as the sales team lists them. */
export function storedQuotes(): Record<string, unknown>[] {
  return quotesCommand('--json')
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}
