// One table for the build's loader and the editor's configuration (lib/editor/config.ts), so each
// form matches what the build reads.
import type * as z from 'zod';
import { blogPostFile } from './schemas/blog';
import { catalogueCopyFile, categoryFile, serviceFile } from './schemas/catalogue';
import { caseStudyFile, roleFile } from './schemas/portfolio';
import { topPageFiles, type TopPageKey } from './schemas/pages';
import { redirectsFile } from './schemas/redirects';
import { siteFile } from './schemas/site';

/** The text after a Markdown file's front matter, and the schema fields it becomes. */
export interface BodyField {
  fields: readonly string[];
  label: string;
  /** markdown: formatted text; text: plain paragraphs separated by blank lines. */
  widget: 'markdown' | 'text';
  hint?: string;
}

/** How the form shows a field of the file, where its name and its schema say too little. */
export interface FieldLook {
  label?: string;
  hint?: string;
  /** hidden: in the file and in the form's data, written by the editor alone. */
  widget?: 'hidden';
}

interface KindBase {
  name: string;
  label: string;
  schema: z.ZodType;
  body?: BodyField;
  description?: string;
  fields?: Record<string, FieldLook>;
}

export interface FileKind extends KindBase {
  file: string;
}

/**
 * An entry's file name is its name for other files and its page's address (unless it has an
 * `address`). `{category}` in the folder stands for each folder under content/services/.
 */
export interface FolderKind extends KindBase {
  folder: string;
  labelSingular: string;
  /** The file name every entry has (a category's index.md), or any slug when absent. */
  fileName?: string;
  /** A field with a fixed value, so the editor can tell these files from others in the folder. */
  marker?: { field: string; value: string };
}

export type ContentKind = FileKind | FolderKind;

const INTRO: BodyField = {
  fields: ['intro'],
  label: 'Introduction',
  widget: 'text',
  hint: 'Two or three paragraphs, separated by a blank line.',
};

// The editor keeps a renamed page's former addresses (lib/editor/address.ts) for the build's 301s.
const ADDRESS_FIELDS: Record<string, FieldLook> = {
  address: {
    label: 'Page address',
    hint: 'The last part of the page’s address: lowercase letters, digits and hyphens; empty, the page keeps the address it was created with. Change it to rename the page: the old address is sent on to the new one (301).',
  },
  former_addresses: { label: 'Former addresses', widget: 'hidden' },
};

const pageLabels: Record<TopPageKey, string> = {
  home: 'Home page',
  portfolio: 'Portfolio page (and the words of every case study)',
  blog: 'Blog page (and the words around every post)',
  hiring: 'Hiring page',
  contact: 'Contact page',
  privacyPolicy: 'Privacy policy',
  termsAndCondition: 'Terms and conditions',
  notFound: 'Page not found (404)',
};

const LEGAL: readonly TopPageKey[] = ['privacyPolicy', 'termsAndCondition'];

export const pageKinds: FileKind[] = (Object.keys(topPageFiles) as TopPageKey[]).map((key) => ({
  name: `page-${topPageFiles[key].file}`,
  label: pageLabels[key],
  file: `content/pages/${topPageFiles[key].file}.md`,
  schema: topPageFiles[key].schema,
  ...(LEGAL.includes(key)
    ? { body: { fields: ['body'], label: 'Policy', widget: 'markdown' as const } }
    : {}),
}));

export const contentKinds = {
  site: {
    name: 'site',
    label: 'Site settings',
    file: 'content/site.yaml',
    schema: siteFile,
    description: 'Name, contact details, offices, menu, footer, consent banner and quote form.',
  },
  catalogueCopy: {
    name: 'service-page-copy',
    label: 'Service pages: shared headings',
    file: 'content/services/page-copy.yaml',
    schema: catalogueCopyFile,
  },
  category: {
    name: 'categories',
    label: 'Service categories',
    labelSingular: 'Category',
    folder: 'content/services/{category}',
    fileName: 'index',
    schema: categoryFile,
    body: INTRO,
  },
  service: {
    name: 'services-{category}',
    label: 'Services: {category}',
    labelSingular: 'Service',
    folder: 'content/services/{category}',
    marker: { field: 'kind', value: 'service' },
    schema: serviceFile,
    body: INTRO,
    fields: ADDRESS_FIELDS,
  },
  caseStudy: {
    name: 'case-studies',
    label: 'Case studies',
    labelSingular: 'Case study',
    folder: 'content/portfolio',
    schema: caseStudyFile,
    fields: ADDRESS_FIELDS,
    body: {
      fields: ['problem', 'solution'],
      label: 'Story',
      widget: 'markdown',
      hint: 'Two sections: a "## Problem" heading and its paragraphs, then a "## Solution" heading and its paragraphs.',
    },
  },
  post: {
    name: 'blog',
    label: 'Blog posts',
    labelSingular: 'Post',
    folder: 'content/blog',
    schema: blogPostFile,
    body: { fields: [], label: 'Post', widget: 'markdown' },
  },
  redirects: {
    name: 'redirects',
    label: 'Redirects',
    file: 'content/redirects.yaml',
    schema: redirectsFile,
    description:
      'Old addresses sent on to new ones for good (301): when a page is renamed or removed, add its old address here. The build refuses a rule from a page that still exists, a rule to an address that is itself redirected, and two rules from the same address.',
  },
  role: {
    name: 'roles',
    label: 'Open roles',
    labelSingular: 'Role',
    folder: 'content/hiring',
    schema: roleFile,
    body: { fields: ['summary'], label: 'Summary', widget: 'text' },
  },
} satisfies Record<string, ContentKind>;

export type KindName = keyof typeof contentKinds | 'page';

export interface KindMatch {
  kind: KindName;
  /** The folder under content/services/, for a category or a service. */
  category?: string;
  name: string;
}

/** A folder kind's entries: Markdown files in its folder, `{category}` captured. */
function entryPattern(folder: string): RegExp {
  return new RegExp(`^${folder.replace('{category}', '([^/]+)')}/([^/]+)\\.md$`);
}

const kindRows = Object.entries(contentKinds) as [keyof typeof contentKinds, ContentKind][];

/** Which kind a file under content/ is, by its path alone; undefined for a file no page reads. */
export function kindOfPath(path: string): KindMatch | undefined {
  const name = path
    .split('/')
    .at(-1)!
    .replace(/\.(md|yaml)$/, '');
  for (const [kind, row] of kindRows) {
    if ('file' in row) {
      if (row.file === path) return { kind, name };
      continue;
    }
    const match = entryPattern(row.folder).exec(path);
    if (!match) continue;
    // A folder holding two kinds tells them apart by the file name one of them always has.
    const fixedNames = kindRows.flatMap(([, other]) =>
      'folder' in other && other.folder === row.folder && other.fileName ? [other.fileName] : [],
    );
    if (row.fileName ? name !== row.fileName : fixedNames.includes(name)) continue;
    return row.folder.includes('{category}') ? { kind, category: match[1]!, name } : { kind, name };
  }
  if (pageKinds.some((kind) => kind.file === path)) return { kind: 'page', name };
  return undefined;
}
