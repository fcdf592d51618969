// The inbox's chart script, bundled for the Worker to serve behind Access; no public page loads it.
import path from 'node:path';
import { buildSync } from 'esbuild';

export const INBOX_SCRIPT_SOURCE = path.join('apps', 'inbox-charts', 'charts.ts');

export function bundleInboxScript(outDir: string): number {
  const outfile = path.join(outDir, 'inbox', 'charts.js');
  const result = buildSync({
    entryPoints: [path.resolve(INBOX_SCRIPT_SOURCE)],
    bundle: true,
    minify: true,
    format: 'iife',
    target: ['es2020'],
    platform: 'browser',
    legalComments: 'eof',
    outfile,
    metafile: true,
    logLevel: 'warning',
  });
  return Object.values(result.metafile.outputs).reduce((sum, output) => sum + output.bytes, 0);
}
