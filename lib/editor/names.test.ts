// The editor's lists read like the site's menu: categories by their names and in their order,
// entries by their titles or names.
import { describe, expect, it } from 'vitest';
import { contentFiles } from '@/lib/content/files';
import { loadContent } from '@/lib/content/load';
import { categoryHeadings, categorySlugs } from './categories';
import { cmsConfig } from './config';

const config = cmsConfig(categorySlugs());
const content = loadContent(contentFiles());

describe("the editor's names", () => {
  it('labels each category and its services with the name the menu shows, in its order', () => {
    const services = config.collections.filter((collection) =>
      collection.name.startsWith('services-'),
    );
    expect(services.map((collection) => collection.label)).toEqual(
      content.categories.map((category) => `Services: ${category.name}`),
    );
    expect(services.map((collection) => collection.label)).toContain(
      'Services: Artificial Intelligence',
    );
    const categories = config.collections.find((collection) => collection.name === 'categories');
    expect(
      categories && 'files' in categories ? categories.files.map((file) => file.label) : [],
    ).toEqual(content.categories.map((category) => category.name));
  });

  it("names each entry of a list by its title or name, a field of the entry's form", () => {
    for (const collection of config.collections) {
      if (!('folder' in collection)) continue;
      const summary = /^\{\{(\w+)\}\}$/.exec(collection.summary)?.[1];
      expect(summary, collection.name).toMatch(/^(title|name)$/);
      expect(collection.fields.map((field) => field.name)).toContain(summary);
    }
  });

  it("falls back to the folder's name for a category whose index.md says none", () => {
    const fallback = cmsConfig(['ai-services'], {});
    expect(fallback.collections.find((c) => c.name === 'services-ai-services')?.label).toBe(
      'Services: Ai services',
    );
    expect(Object.keys(categoryHeadings()).sort()).toEqual(categorySlugs());
  });
});
