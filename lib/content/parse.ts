import YAML from 'yaml';
import type { ContentFile } from './files';
import { keptBySource } from './kept-by-source';
import type { Problems } from './problems';

export interface ParsedFile {
  path: string;
  data: unknown;
  /** The Markdown after the front matter, trimmed. */
  body: string;
  /** The line of the file the trimmed body starts on, for problems found in the body. */
  bodyLine: number;
}

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;

/** A Markdown file's front matter (YAML source) and its body after it, untrimmed. */
export function splitFrontMatter(source: string): { yaml: string; body: string } | undefined {
  const match = FRONT_MATTER.exec(source);
  return match ? { yaml: match[1] ?? '', body: source.slice(match[0].length) } : undefined;
}

/** Parsed YAML by its source (kept-by-source.ts says why). Each use gets a copy of its own. */
const parsedYaml = keptBySource((source): unknown => YAML.parse(source) ?? {});

function parseYaml(path: string, source: string, problems: Problems): unknown {
  try {
    return structuredClone(parsedYaml(source));
  } catch (error) {
    // The parser's first line says what and where ("... at line 4, column 3").
    const message = error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error);
    problems.add(path, `is not valid YAML: ${message}`);
    return undefined;
  }
}

/** A .md file's front matter and body, or a .yaml file's data; undefined if it does not parse. */
export function parseFile(file: ContentFile, problems: Problems): ParsedFile | undefined {
  if (file.path.endsWith('.yaml')) {
    const data = parseYaml(file.path, file.source, problems);
    return data === undefined ? undefined : { path: file.path, data, body: '', bodyLine: 1 };
  }
  const parts = splitFrontMatter(file.source);
  if (!parts) {
    problems.add(file.path, 'has no front matter (a block between two --- lines at the top)');
    return undefined;
  }
  const data = parseYaml(file.path, parts.yaml, problems);
  if (data === undefined) return undefined;
  const before = file.source.slice(0, file.source.length - parts.body.trimStart().length);
  return {
    path: file.path,
    data,
    body: parts.body.trim(),
    bodyLine: before.split('\n').length,
  };
}

/** Paragraphs of plain text: separated by blank lines; the lines of one are joined. */
export function paragraphs(body: string): string[] {
  return body
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) =>
      paragraph
        .split(/\r?\n/)
        .map((line) => line.trim())
        .join(' ')
        .trim(),
    )
    .filter(Boolean);
}

/** The text under each "## Heading" of a body, keyed by the heading in lower case. */
export function sections(body: string): Record<string, string> {
  const result: Record<string, string> = {};
  let current: string | undefined;
  for (const line of body.split(/\r?\n/)) {
    const heading = /^##\s+(.+?)\s*$/.exec(line);
    if (heading) {
      current = heading[1]!.toLowerCase();
      result[current] = '';
    } else if (current !== undefined) result[current] += `${line}\n`;
  }
  return result;
}
