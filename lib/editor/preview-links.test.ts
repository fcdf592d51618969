// Each entry's View Live link, checked for every file under content/ against the site's pages.
import { describe, expect, it } from 'vitest';
import { contentFiles } from '@/lib/content/files';
import { loadContent } from '@/lib/content/load';
import { categorySlugs } from './categories';
import { cmsConfig, PREVIEW_CONTEXT } from './config';

const config = cmsConfig(categorySlugs());
const files = contentFiles();
const pages = new Set(loadContent(files).sitePages.map((page) => page.path));

/** The address Decap makes for a file: its preview_path with {{slug}} filled in, or none. */
function viewAddress(path: string): string | undefined {
  for (const collection of config.collections) {
    if ('files' in collection) {
      const file = collection.files.find((entry) => entry.file === path);
      if (file) return 'preview_path' in file ? `/${file.preview_path}` : undefined;
    } else if (
      path.startsWith(`${collection.folder}/`) &&
      !path.slice(collection.folder.length + 1).includes('/') &&
      !path.endsWith('/index.md')
    ) {
      const slug = path.slice(collection.folder.length + 1).replace(/\.md$/, '');
      return `/${collection.preview_path.replace('{{slug}}', slug)}`;
    }
  }
  throw new Error(`${path} has no collection`);
}

describe('the view links', () => {
  it('open the page of every entry that has one, and only pages of the site', () => {
    const linked = files.map((file) => [file.path, viewAddress(file.path)] as const);
    for (const [path, address] of linked)
      if (address !== undefined) expect(pages, `${path} → ${address}`).toContain(address);
    expect(Object.fromEntries(linked.filter(([, address]) => !address))).toEqual({
      'content/site.yaml': undefined,
      'content/services/page-copy.yaml': undefined,
      'content/redirects.yaml': undefined,
      'content/pages/not-found.md': undefined,
    });
    expect(viewAddress('content/services/ai-services/computer-vision.md')).toBe(
      '/ai-services/computer-vision/',
    );
    expect(viewAddress('content/hiring/devops-engineer.md')).toBe('/hiring/');
    expect(viewAddress('content/pages/home.md')).toBe('/');
  });

  it('open a renamed page through the 301 from the address it was created with', () => {
    // Decap's preview_path has the file name ({{slug}}) and no way to fall back from `address`
    // to it: the build's redirect from the file name's address carries the link on.
    const path = 'content/services/ai-services/natural-language-processing.md';
    const renamed = files.map((file) =>
      file.path === path
        ? { ...file, source: file.source.replace(/^---\n/, '---\naddress: language-ai\n') }
        : file,
    );
    const content = loadContent(renamed);
    const linked = viewAddress(path)!;
    expect(content.sitePages.map((page) => page.path)).not.toContain(linked);
    expect(content.redirects).toContainEqual({ from: linked, to: '/ai-services/language-ai/' });
  });

  it("look for a pull request's preview in the commit status the docs name", () => {
    expect(config.backend.preview_context).toBe(PREVIEW_CONTEXT);
    expect(PREVIEW_CONTEXT).toBe('deploy/preview');
  });
});
