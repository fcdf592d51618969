// Every file under content/, imported as text (not read with fs) so that next dev watches them and
// refreshes the page on a save. Server code only: it is the text of the whole site.
const files = import.meta.glob<unknown>(['/content/**/*.md', '/content/**/*.yaml'], {
  query: '?raw',
  eager: true,
});

/** The text of one raw module, whichever way the bundler exposes it. */
function text(key: string, module: unknown): string {
  if (typeof module === 'string') return module;
  const value = (module as { default?: unknown } | null)?.default;
  if (typeof value === 'string') return value;
  throw new Error(`${key} was not imported as text: ${JSON.stringify(module)?.slice(0, 200)}`);
}

export interface ContentFile {
  /** Relative to the project, e.g. content/services/ai-services/computer-vision.md. */
  path: string;
  source: string;
}

export function contentFiles(): ContentFile[] {
  return Object.entries(files).map(([key, module]) => ({
    path: key.replace(/^\//, ''),
    source: text(key, module),
  }));
}
