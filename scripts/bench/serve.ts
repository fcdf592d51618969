import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createServer } from '@/server/app';

export interface Served {
  origin: string;
  close: () => Promise<void>;
}

/**
 * An export served as `npm start` serves it (precompressed copies, `_headers`), on a free port.
 */
export async function serve(outDir: string, headersFile?: string | null): Promise<Served> {
  const server: http.Server = createServer({
    outDir,
    headersFile,
    // Nothing posts during a benchmark; the file is never written.
    quotesFile: path.join(os.tmpdir(), 'bench-quotes.jsonl'),
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
