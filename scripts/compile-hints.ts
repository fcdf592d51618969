/**
 * V8 compiles a function the first time it is called, on the main thread. Turbopack wraps each
 * module in a factory function, so the task that starts hydration also compiled every module
 * the page runs: in traces of the home page, about 40 ms of its 87 ms task (unthrottled), which
 * a phone's CPU stretches fourfold. The explicit compile hint `//# allFunctionsCalledOnLoad`
 * on a script's first line (Chrome 136 and later; other browsers ignore the comment) has V8
 * compile all of its functions eagerly, on the background thread that streams the script in.
 * The build adds it to the chunks every page runs on load (the after-paint loader's list), and
 * to no others: code that loads on demand (the quote wizard, the scheduler) is not all called.
 */
import fs from 'node:fs';
import path from 'node:path';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** Adds the hint to each script (a site path such as /_next/static/chunks/a.js) once. */
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
