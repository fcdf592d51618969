import path from 'node:path';
import { localStateDir, TEST_PORT } from '@/playwright.config';
import { type QuoteRow, rowToQuote, type StoredLead } from '@/worker/storage/rows';

export type StoredQuote = StoredLead;

/** The part of D1's binding read here (its full type belongs to the Worker's tsconfig). */
interface D1Reader {
  prepare(sql: string): { all<Row>(): Promise<{ results: Row[] }> };
}

/** The test server's local D1, read in this process: one workerd for the whole worker. */
export interface LocalD1 {
  /** The stored quotes, newest first, as `npm run quotes -- --json` gives them. */
  quotes(): Promise<StoredQuote[]>;
  dispose(): Promise<void>;
}

/** The local D1 `npm start` writes, through wrangler's API: no wrangler process per read. */
export async function openLocalD1(port = TEST_PORT): Promise<LocalD1> {
  // Loaded here: wrangler takes seconds to load, which only the tests that read quotes pay.
  const { getPlatformProxy } = await import('wrangler');
  const proxy = await getPlatformProxy<{ DB: D1Reader }>({
    configPath: 'wrangler.jsonc',
    // The local Worker keeps its bindings' data in DIR/v3, as `wrangler dev --persist-to DIR` does.
    persist: { path: path.join(localStateDir(port), 'v3') },
    remoteBindings: false,
    envFiles: [],
  });
  return {
    async quotes() {
      const { results } = await proxy.env.DB.prepare(
        'SELECT * FROM quotes ORDER BY received_at DESC, rowid DESC',
      ).all<QuoteRow>();
      return results.map(rowToQuote);
    },
    dispose: () => proxy.dispose(),
  };
}
