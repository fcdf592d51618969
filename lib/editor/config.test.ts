import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import YAML from 'yaml';
import { contentFiles } from '@/lib/content/files';
import { unsafeMarkdown } from '@/lib/content/markdown-safety';
import { splitFrontMatter } from '@/lib/content/parse';
import { HOSTILE_BODIES, SAFE_BODIES } from '@/tests/fixtures/hostile-markdown';
import { categorySlugs } from './categories';
import { cmsConfigYaml, CONFIG_FILE } from './config';

interface Field {
  name: string;
  label?: string;
  hint?: string;
  required?: boolean;
  widget: string;
  pattern?: [string, string];
  fields?: Field[];
  field?: Field;
  options?: string[];
  min?: number;
  max?: number;
}
interface Collection {
  name: string;
  folder?: string;
  filter?: { field: string; value: string };
  files?: { file: string; fields: Field[] }[];
  fields?: Field[];
}

const config = YAML.parse(fs.readFileSync(CONFIG_FILE, 'utf8')) as { collections: Collection[] };

function field(fields: Field[] | undefined, path: string): Field {
  const [name, ...rest] = path.split('.');
  const found = fields?.find((entry) => entry.name === name);
  if (!found) throw new Error(`no field ${path}`);
  return rest.length ? field(found.fields, rest.join('.')) : found;
}

function refuses(rule: Field['pattern'], value: string): boolean {
  return !new RegExp(rule![0]).test(value);
}

const services = config.collections.find((entry) => entry.name === 'services-ai-services')!;

describe('public/admin/config.yml', () => {
  it('is what `npm run editor:config` makes from the schemas today', () => {
    expect(
      fs.readFileSync(CONFIG_FILE, 'utf8'),
      'the schemas changed: run `npm run editor:config` and commit public/admin/config.yml',
    ).toBe(cmsConfigYaml(categorySlugs()));
  });

  it('gives every file under content/ a form', () => {
    const formOf = (path: string) =>
      config.collections.some(
        (collection) =>
          collection.files?.some((entry) => entry.file === path) ||
          (collection.folder !== undefined &&
            path.startsWith(`${collection.folder}/`) &&
            !path.slice(collection.folder.length + 1).includes('/') &&
            path.endsWith('.md') &&
            !path.endsWith('/index.md')),
      );
    const files = contentFiles().map((file) => file.path);
    expect(files.length).toBeGreaterThan(50);
    expect(files.filter((path) => !formOf(path))).toEqual([]);
  });

  it('refuses what the build refuses: lengths, list sizes, choices', () => {
    const title = field(services.fields, 'meta.title');
    expect(refuses(title.pattern, 'x'.repeat(59))).toBe(false);
    expect(refuses(title.pattern, 'x'.repeat(60))).toBe(true);
    expect(title.pattern?.[1]).toBe('must be at most 59 characters');
    // Decap shows that message under the field and saves nothing (the editor's browser tests
    // leave this to the configuration).
    expect(
      refuses(title.pattern, 'Computer vision for inspection, counting and documents, today'),
    ).toBe(true);
    const description = field(services.fields, 'meta.description');
    expect(refuses(description.pattern, 'x'.repeat(119))).toBe(true);
    expect(refuses(description.pattern, 'x'.repeat(120))).toBe(false);
    expect(field(services.fields, 'icon')).toMatchObject({ widget: 'select' });
    expect(field(services.fields, 'icon').options).toContain('ScanEye');
    expect(field(services.fields, 'deliverables')).toMatchObject({
      widget: 'list',
      min: 5,
      max: 8,
    });
    expect(field(services.fields, 'faqs.answer')).toMatchObject({ widget: 'text' });
    expect(field(services.fields, 'faqs.answer')).not.toHaveProperty('required');
    const studies = config.collections.find((entry) => entry.name === 'case-studies')!;
    expect(field(studies.fields, 'visual.accent').options).toEqual([
      'indigo',
      'teal',
      'emerald',
      'amber',
      'rose',
      'sky',
      'violet',
    ]);
    expect(field(studies.fields, 'category').options).toEqual(categorySlugs());
  });

  it('lists a category’s services, not its index.md, by the field every service carries', () => {
    expect(services).toMatchObject({
      folder: 'content/services/ai-services',
      filter: { field: 'kind', value: 'service' },
    });
    expect(field(services.fields, 'kind')).toMatchObject({ widget: 'hidden', default: 'service' });
  });

  it('gives services and case studies a "Page address" to rename the page by, and keeps its former ones out of reach', () => {
    const addressed = config.collections.filter(
      (collection) => collection.name.startsWith('services-') || collection.name === 'case-studies',
    );
    expect(addressed.length).toBe(categorySlugs().length + 1);
    for (const collection of addressed) {
      const address = field(collection.fields, 'address');
      expect(address, collection.name).toMatchObject({
        label: 'Page address',
        widget: 'string',
        required: false,
      });
      expect(address.hint).toMatch(/^The last part of the page’s address/);
      expect(address.hint).toContain('the old address is sent on to the new one (301)');
      expect(refuses(address.pattern, 'language-ai')).toBe(false);
      expect(refuses(address.pattern, 'Language AI')).toBe(true);
      // Hidden, and not "required": most pages were never renamed.
      expect(field(collection.fields, 'former_addresses'), collection.name).toEqual({
        name: 'former_addresses',
        label: 'Former addresses',
        widget: 'hidden',
        required: false,
      });
    }
    const others = config.collections.filter((collection) => !addressed.includes(collection));
    for (const collection of others)
      for (const fields of [collection.fields, ...(collection.files ?? []).map((f) => f.fields)])
        expect(fields?.map((entry) => entry.name) ?? []).not.toContain('address');
  });
});

describe("a body's form refuses raw HTML and script links before Publish", () => {
  const bodies = config.collections.flatMap((collection) =>
    [collection.fields, ...(collection.files ?? []).map((entry) => entry.fields)].flatMap(
      (fields) => fields?.filter((entry) => entry.name === 'body') ?? [],
    ),
  );
  const rule = bodies[0]?.pattern;

  it('on every body field, Markdown or plain, with one rule said in plain words', () => {
    // Posts, legal pages, case studies; category and service introductions; roles.
    expect(bodies.length).toBeGreaterThan(categorySlugs().length * 2);
    for (const body of bodies) expect(body.pattern).toEqual(rule);
    expect(rule?.[1]).toBe(
      "Raw HTML and script links are not allowed here: use the editor's formatting buttons instead.",
    );
  });

  it.each(HOSTILE_BODIES)('refuses what the build refuses: %s', (_name, body) => {
    expect(unsafeMarkdown(body)).not.toEqual([]);
    expect(refuses(rule, body)).toBe(true);
  });

  it.each(SAFE_BODIES)('accepts plain Markdown the build accepts: %s', (body) => {
    expect(unsafeMarkdown(body)).toEqual([]);
    expect(refuses(rule, body)).toBe(false);
  });

  it('is stricter than the build only where Markdown offers another way', () => {
    // HTML shown in code, a "<" against a word, a link in angle brackets: the build accepts them.
    for (const body of ['Use `<div>` here.', 'a<b', '[a](</blog/>)']) {
      expect(unsafeMarkdown(body)).toEqual([]);
      expect(refuses(rule, body)).toBe(true);
    }
  });

  it('accepts the body of every file under content/ as it is', () => {
    const refused = contentFiles()
      .filter((file) => file.path.endsWith('.md'))
      .filter((file) => refuses(rule, splitFrontMatter(file.source)?.body.trim() ?? ''));
    expect(refused.map((file) => file.path)).toEqual([]);
  });
});
