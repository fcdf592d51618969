import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { addCompileHints, COMPILE_HINT } from './compile-hints';

describe('addCompileHints', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'compile-hints-'));
  const chunk = (name: string) => path.join(dir, '_next/static/chunks', name);
  afterEach(() => fs.rmSync(path.join(dir, '_next'), { recursive: true, force: true }));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('puts the hint on the first line of each named script, once, and leaves the others alone', () => {
    fs.mkdirSync(path.dirname(chunk('a.js')), { recursive: true });
    fs.writeFileSync(chunk('a.js'), '(globalThis.TURBOPACK||[]).push([1])');
    fs.writeFileSync(chunk('lazy.js'), 'lazy()');
    const urls = ['/_next/static/chunks/a.js', '/_next/static/chunks/a.js'];
    expect(addCompileHints(dir, urls)).toBe(1);
    expect(addCompileHints(dir, urls)).toBe(0);
    expect(fs.readFileSync(chunk('a.js'), 'utf8')).toBe(
      `${COMPILE_HINT}(globalThis.TURBOPACK||[]).push([1])`,
    );
    expect(fs.readFileSync(chunk('lazy.js'), 'utf8')).toBe('lazy()');
    expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad\n');
  });
});
