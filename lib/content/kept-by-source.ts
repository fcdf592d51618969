/**
 * What a pure function made of a source text, kept by that text. The editor's preview loads every
 * content file again on each keystroke, of which one changed; parsing the YAML and the Markdown of
 * the others again was most of each load's time. Bounded: a long editing session keeps at most
 * `limit` results, then starts again.
 */
export function keptBySource<T>(make: (source: string) => T, limit = 1_000): (source: string) => T {
  const kept = new Map<string, T>();
  return (source) => {
    if (kept.has(source)) return kept.get(source) as T;
    const made = make(source);
    if (kept.size >= limit) kept.clear();
    kept.set(source, made);
    return made;
  };
}
