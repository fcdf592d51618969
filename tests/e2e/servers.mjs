// The two local servers the browser tests run against: the production Worker over out/, and over
// out-third-party/ (the export built with every third party configured). Plain JavaScript, so
// that `npm test` (scripts/test.mjs) can start them early, before Playwright would.

export const TEST_PORT = Number(process.env.TEST_PORT ?? 4173);
export const THIRD_PARTY_PORT = TEST_PORT + 1;
/** A site hosted elsewhere, posting to the test server's Worker as its API host. */
export const ELSEWHERE_ORIGIN = 'https://www.example.com';
export const SERVER_COMMAND = ['npx', 'tsx', 'scripts/start.ts', '--no-build'];

/** Where a test server keeps its local D1 between runs. */
export function localStateDir(port) {
  return `.wrangler/test-state/${port}`;
}

export function serverUrl(port) {
  return `http://127.0.0.1:${port}/`;
}

/** The environment of the server on `port`, serving `outDir`. */
function serverEnv(port, outDir) {
  return {
    PORT: String(port),
    HOST: '127.0.0.1',
    OUT_DIR: outDir,
    QUOTE_RATE_LIMIT_PER_MINUTE: '1000',
    QUOTE_ALLOWED_ORIGINS: ELSEWHERE_ORIGIN,
    LOCAL_STATE_DIR: localStateDir(port),
    // Beside Playwright's report, where a failed run's server errors can still be read.
    SERVER_LOG_FILE: `playwright-report/server-${port}.log`,
  };
}

export const TEST_SERVERS = [
  { port: TEST_PORT, env: serverEnv(TEST_PORT, 'out') },
  { port: THIRD_PARTY_PORT, env: serverEnv(THIRD_PARTY_PORT, 'out-third-party') },
];

/**
 * Set by `npm test` once it has started both servers itself: Playwright then uses them rather
 * than starting its own.
 */
export const SERVERS_STARTED_ENV = 'TEST_SERVERS_STARTED';
