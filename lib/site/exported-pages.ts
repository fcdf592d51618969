// Which of the pages made from content an export renders: all of them, unless EXPORT_PAGES lists
// some. The third-party fixture's build (tests/third-party/build.ts) lists one page of each
// template, the pages its browser tests open, rather than render every page a second time.

/** The paths EXPORT_PAGES lists (comma-separated, e.g. "/,/blog/a-post/"), or null for all. */
export function exportPagesSetting(value = process.env.EXPORT_PAGES): Set<string> | null {
  const paths = (value ?? '')
    .split(',')
    .map((path) => path.trim())
    .filter(Boolean);
  return paths.length > 0 ? new Set(paths) : null;
}

/** `items` whose page (`pathOf`) the export renders, in their order. */
export function exportedOnly<T>(
  items: T[],
  pathOf: (item: T) => string,
  listed = exportPagesSetting(),
): T[] {
  return listed ? items.filter((item) => listed.has(pathOf(item))) : items;
}
