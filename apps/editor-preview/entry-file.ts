// Decap keeps the text after a Markdown file's front matter in the field `body`.
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

export function withEntry<F extends { path: string; source: string }>(
  files: readonly F[],
  entry: { path: string; source: string },
): { path: string; source: string }[] {
  return [...files.filter((file) => file.path !== entry.path), entry];
}
