import { describe, expect, it, vi } from 'vitest';
import { keptBySource } from './kept-by-source';

describe('keptBySource', () => {
  it('makes each source once, and a changed source anew', () => {
    const make = vi.fn((source: string) => ({ length: source.length }));
    const kept = keptBySource(make);
    const first = kept('promise: fast');
    expect(kept('promise: fast')).toBe(first);
    expect(kept('promise: faster')).toEqual({ length: 15 });
    expect(make).toHaveBeenCalledTimes(2);
  });

  it('keeps no failure: a source that threw is tried again', () => {
    let broken = true;
    const kept = keptBySource((source: string) => {
      if (broken) throw new Error(`cannot read ${source}`);
      return source.toUpperCase();
    });
    expect(() => kept('a: [')).toThrow('cannot read a: [');
    broken = false;
    expect(kept('a: [')).toBe('A: [');
  });

  it('starts again past its limit rather than growing', () => {
    const make = vi.fn((source: string) => source);
    const kept = keptBySource(make, 2);
    for (const source of ['a', 'b', 'c', 'a']) kept(source);
    // 'c' found the store full and emptied it: 'a' was made again.
    expect(make.mock.calls.map(([source]) => source)).toEqual(['a', 'b', 'c', 'a']);
  });
});
