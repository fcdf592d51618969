// `npm run editor:config` writes public/admin/config.yml; a unit test fails when the committed file
// differs from a fresh one.
import YAML from 'yaml';
import {
  contentKinds,
  pageKinds,
  type BodyField,
  type FieldLook,
  type FileKind,
  type FolderKind,
} from '@/lib/content/kinds';
import {
  blogPostPath,
  caseStudyPath,
  categoryPath,
  pagePath,
  servicePath,
} from '@/lib/content/routes';
import { EDITOR_BODY_PATTERN } from '@/lib/content/markdown-safety';
import { categoryHeadings, type CategoryHeading } from './categories';
import { label, objectFields, toJsonSchema, type DecapField } from './fields';

export const CONFIG_FILE = 'public/admin/config.yml';

/** Where the site's Worker answers the editor's sign-in (worker/editor/auth.ts). */
export const AUTH_ENDPOINT = 'api/cms/auth';

export const PREVIEW_CONTEXT = 'deploy/preview';

function bodyField(body: BodyField): DecapField {
  return {
    name: 'body',
    label: body.label,
    widget: body.widget,
    ...(body.hint ? { hint: body.hint } : {}),
    // Said under the field before Publish; the build refuses the same (markdown-safety.ts).
    pattern: [...EDITOR_BODY_PATTERN],
  };
}

function lookOf(field: DecapField, look: FieldLook | undefined): DecapField {
  if (!look) return field;
  const label = look.label ?? field.label;
  // Hidden, the field has nothing to check; and Decap calls an empty field it does not show
  // "required" unless told otherwise.
  if (look.widget === 'hidden')
    return { name: field.name, label, widget: 'hidden', required: false };
  return { ...field, label, ...(look.hint ? { hint: look.hint } : {}) };
}

function fieldsOf(kind: FileKind | FolderKind): DecapField[] {
  const fields = objectFields(toJsonSchema(kind.schema), true, kind.body?.fields ?? []).map(
    (field) => lookOf(field, kind.fields?.[field.name]),
  );
  return kind.body ? [...fields, bodyField(kind.body)] : fields;
}

function fileEntry(
  kind: FileKind,
  name = kind.name,
  labelText = kind.label,
  file = kind.file,
  address?: string,
) {
  return {
    name,
    label: labelText,
    file,
    ...(kind.description ? { description: kind.description } : {}),
    ...(address === undefined ? {} : { preview_path: previewPath(address) }),
    fields: fieldsOf(kind),
  };
}

// Relative to `site_url` (admin.js) or to the pull request's preview: Decap joins with a slash.
function previewPath(address: string): string {
  return address.replace(/^\//, '');
}

/** A top-level page's address, or undefined for the 404 page, which has none. */
function topPageAddress(kind: FileKind): string | undefined {
  const name = kind.file.replace(/^content\/pages\/|\.md$/g, '');
  return name === 'not-found' ? undefined : pagePath(name);
}

/** A folder of entries the editor lists and adds to: a new file is named after its title. */
function folderCollection(
  kind: FolderKind,
  folder: string,
  name: string,
  labelText: string,
  address: string,
) {
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
    preview_path: previewPath(address),
    ...(kind.marker ? { filter: { field: kind.marker.field, value: kind.marker.value } } : {}),
    ...('order' in (toJsonSchema(kind.schema).properties ?? {})
      ? { sortable_fields: ['order', identifier] }
      : {}),
    fields,
  };
}

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

/** `headings` (from each category's index.md) names and orders them as the site's menu does. */
export function cmsConfig(
  categorySlugs: readonly string[],
  headings: Record<string, CategoryHeading> = categoryHeadings(),
) {
  const { site, catalogueCopy, category, service, caseStudy, post, role, redirects } = contentKinds;
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
      // The commit status whose link is a pull request's preview deployment: Decap's "Check
      // for Preview" reads it (docs/editing-content.md says what posts it).
      preview_context: PREVIEW_CONTEXT,
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
      {
        name: 'pages',
        label: 'Pages',
        files: pageKinds.map((kind) =>
          fileEntry(kind, kind.name, kind.label, kind.file, topPageAddress(kind)),
        ),
      },
      {
        name: category.name,
        label: category.label,
        files: inMenuOrder.map((slug) =>
          fileEntry(
            { ...category, file: `${folderOf(slug)}/${category.fileName}.md` },
            slug,
            categoryName(slug),
            undefined,
            categoryPath({ slug }),
          ),
        ),
      },
      ...inMenuOrder.map((slug) =>
        folderCollection(
          service,
          folderOf(slug),
          service.name.replace('{category}', slug),
          service.label.replace('{category}', categoryName(slug)),
          servicePath({ slug }, { slug: '{{slug}}' }),
        ),
      ),
      withCategoryChoice(
        folderCollection(
          caseStudy,
          caseStudy.folder,
          caseStudy.name,
          caseStudy.label,
          caseStudyPath('{{slug}}'),
        ),
        categorySlugs,
      ),
      folderCollection(post, post.folder, post.name, post.label, blogPostPath('{{slug}}')),
      // A role has no page of its own: the hiring page lists it.
      folderCollection(role, role.folder, role.name, role.label, pagePath('hiring')),
      { name: redirects.name, label: redirects.label, files: [fileEntry(redirects)] },
    ],
  };
}

export function cmsConfigYaml(
  categorySlugs: readonly string[],
  headings: Record<string, CategoryHeading> = categoryHeadings(),
): string {
  return (
    '# Generated by `npm run editor:config` from lib/content/kinds.ts and the schemas it names, and\n' +
    "# the categories' names in content/services/*/index.md: edit those, not this file (npm test\n" +
    '# fails when the two differ).\n' +
    YAML.stringify(cmsConfig(categorySlugs, headings), { lineWidth: 0 })
  );
}
