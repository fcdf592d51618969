/**
 * The editor's configuration (public/admin/config.yml), made from the table of content kinds
 * (lib/content/kinds.ts): one form per kind, its fields from the kind's schema. `npm run
 * cms:config` writes it; a unit test fails when the committed file differs from a fresh one.
 */
import YAML from 'yaml';
import {
  contentKinds,
  pageKinds,
  type BodyField,
  type FileKind,
  type FolderKind,
} from '@/lib/content/kinds';
import { categoryHeadings, type CategoryHeading } from './categories';
import { label, objectFields, toJsonSchema, type DecapField } from './fields';

export const CONFIG_FILE = 'public/admin/config.yml';

/** Where the site's Worker answers the editor's sign-in (worker/cms-auth.ts). */
export const AUTH_ENDPOINT = 'api/cms/auth';

function bodyField(body: BodyField): DecapField {
  return {
    name: 'body',
    label: body.label,
    widget: body.widget,
    ...(body.hint ? { hint: body.hint } : {}),
  };
}

function fieldsOf(kind: FileKind | FolderKind): DecapField[] {
  const fields = objectFields(toJsonSchema(kind.schema), true, kind.body?.fields ?? []);
  return kind.body ? [...fields, bodyField(kind.body)] : fields;
}

function fileEntry(kind: FileKind, name = kind.name, labelText = kind.label, file = kind.file) {
  return {
    name,
    label: labelText,
    file,
    ...(kind.description ? { description: kind.description } : {}),
    fields: fieldsOf(kind),
  };
}

/** A folder of entries the editor lists and adds to: a new file is named after its title. */
function folderCollection(kind: FolderKind, folder: string, name: string, labelText: string) {
  const fields = fieldsOf(kind);
  const identifier = fields.some((field) => field.name === 'title') ? 'title' : 'name';
  return {
    name,
    label: labelText,
    label_singular: kind.labelSingular,
    folder,
    extension: 'md',
    format: 'frontmatter',
    create: true,
    identifier_field: identifier,
    slug: '{{slug}}',
    summary: `{{${identifier}}}`,
    ...(kind.marker ? { filter: { field: kind.marker.field, value: kind.marker.value } } : {}),
    ...('order' in (toJsonSchema(kind.schema).properties ?? {})
      ? { sortable_fields: ['order', identifier] }
      : {}),
    fields,
  };
}

/** A case study's category is chosen from the folders under content/services/. */
function withCategoryChoice<C extends { fields: DecapField[] }>(
  collection: C,
  slugs: readonly string[],
) {
  return {
    ...collection,
    fields: collection.fields.map((field) =>
      field.name === 'category'
        ? { ...field, widget: 'select', options: slugs, pattern: undefined }
        : field,
    ),
  };
}

/**
 * The configuration for the repository's categories (the folders under content/services/),
 * named and ordered as the site's menu shows them (`headings`, from each category's index.md).
 */
export function cmsConfig(
  categorySlugs: readonly string[],
  headings: Record<string, CategoryHeading> = categoryHeadings(),
) {
  const { site, catalogueCopy, category, service, caseStudy, post, role } = contentKinds;
  const categoryName = (slug: string) => headings[slug]?.name ?? label(slug.replace(/-/g, ' '));
  const inMenuOrder = [...categorySlugs].sort(
    (a, b) =>
      (headings[a]?.order ?? Infinity) - (headings[b]?.order ?? Infinity) || a.localeCompare(b),
  );
  const folderOf = (slug: string) => category.folder.replace('{category}', slug);
  return {
    // The GitHub repository and the site's origin (for sign-in) are added when the page
    // loads (public/admin/admin.js).
    backend: {
      name: 'github',
      branch: 'main',
      auth_endpoint: AUTH_ENDPOINT,
      squash_merges: true,
      commit_messages: {
        create: 'Create {{collection}} “{{slug}}” (editor)',
        update: 'Update {{collection}} “{{slug}}” (editor)',
        delete: 'Delete {{collection}} “{{slug}}” (editor)',
        uploadMedia: 'Upload “{{path}}” (editor)',
        deleteMedia: 'Delete “{{path}}” (editor)',
      },
    },
    publish_mode: 'editorial_workflow',
    // On localhost only: `npm run dev` starts decap-server, which writes to this clone.
    local_backend: true,
    media_folder: 'public/uploads',
    public_folder: '/uploads/',
    slug: { encoding: 'ascii', clean_accents: true, sanitize_replacement: '-' },
    collections: [
      {
        name: 'settings',
        label: 'Site settings',
        files: [fileEntry(site), fileEntry(catalogueCopy)],
      },
      { name: 'pages', label: 'Pages', files: pageKinds.map((kind) => fileEntry(kind)) },
      {
        name: category.name,
        label: category.label,
        files: inMenuOrder.map((slug) =>
          fileEntry(
            { ...category, file: `${folderOf(slug)}/${category.fileName}.md` },
            slug,
            categoryName(slug),
          ),
        ),
      },
      ...inMenuOrder.map((slug) =>
        folderCollection(
          service,
          folderOf(slug),
          service.name.replace('{category}', slug),
          service.label.replace('{category}', categoryName(slug)),
        ),
      ),
      withCategoryChoice(
        folderCollection(caseStudy, caseStudy.folder, caseStudy.name, caseStudy.label),
        categorySlugs,
      ),
      folderCollection(post, post.folder, post.name, post.label),
      folderCollection(role, role.folder, role.name, role.label),
    ],
  };
}

export function cmsConfigYaml(
  categorySlugs: readonly string[],
  headings: Record<string, CategoryHeading> = categoryHeadings(),
): string {
  return (
    '# Generated by `npm run cms:config` from lib/content/kinds.ts and the schemas it names, and\n' +
    "# the categories' names in content/services/*/index.md: edit those, not this file (npm test\n" +
    '# fails when the two differ).\n' +
    YAML.stringify(cmsConfig(categorySlugs, headings), { lineWidth: 0 })
  );
}
