/**
 * An entry of the editor as the file it will be saved as: Decap keeps the text after a Markdown
 * file's front matter in the field `body` (lib/cms/config.ts), the rest is the front matter.
 * The preview loads the site's content with this file in place of the one on disk, through the
 * build's own loader, so it shows what the build would make of the entry, or what it refuses.
 */
import YAML from 'yaml';

export function entryFile(path: string, data: Record<string, unknown>): string {
  if (path.endsWith('.yaml')) return YAML.stringify(data);
  const { body, ...frontMatter } = data;
  const text = typeof body === 'string' ? body : '';
  return `---\n${YAML.stringify(withoutEmpty(frontMatter))}---\n\n${text}\n`;
}

/** Decap keeps a cleared optional field as an empty string, which the file would not hold. */
function withoutEmpty(data: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(data).filter(
      ([, value]) => value !== '' && value !== null && value !== undefined,
    ),
  );
}

/** The site's files with the entry's in its place (or added, for a new entry). */
export function withEntry<F extends { path: string; source: string }>(
  files: readonly F[],
  entry: { path: string; source: string },
): { path: string; source: string }[] {
  return [...files.filter((file) => file.path !== entry.path), entry];
}
