// `//# allFunctionsCalledOnLoad` has Chrome compile a script's functions while streaming it, off the
// main thread that hydration otherwise spends compiling; only for the chunks every page runs.
import fs from 'node:fs';
import path from 'node:path';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

export function addCompileHints(outDir: string, urls: Iterable<string>): number {
  let changed = 0;
  for (const url of new Set(urls)) {
    const file = path.join(outDir, url);
    const text = fs.readFileSync(file, 'utf8');
    if (text.startsWith(COMPILE_HINT)) continue;
    fs.writeFileSync(file, COMPILE_HINT + text);
    changed += 1;
  }
  return changed;
}
