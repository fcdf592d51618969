// lib/content/index.ts as the editor's preview bundle has it (scripts/build/cms-preview-bundle.ts puts
// this module in its place): the same exports, set again with the entry being edited in its
// file's place (setContent). Live ES module bindings: the pages read the content of the moment.
import { type ContentApi, contentApi } from '@/lib/content/api';
import type { Content } from '@/lib/content/load';
import { renderMarkdown } from '@/lib/content/read-files';

let api: ContentApi;

export let site: ContentApi['site'];
export let catalogueCopy: ContentApi['catalogueCopy'];
export let categories: ContentApi['categories'];
export let pages: ContentApi['pages'];
export let caseStudies: ContentApi['caseStudies'];
export let roles: ContentApi['roles'];
export let posts: ContentApi['posts'];
export let quoteCopy: ContentApi['quoteCopy'];
export let meetingCopy: ContentApi['meetingCopy'];

export function setContent(content: Content): void {
  api = contentApi(content);
  ({ site, catalogueCopy, categories, pages, caseStudies, roles, posts, quoteCopy, meetingCopy } =
    api);
}

export const fill: ContentApi['fill'] = (...args) => api.fill(...args);
export const findCategory: ContentApi['findCategory'] = (slug) => api.findCategory(slug);
export const findService: ContentApi['findService'] = (...args) => api.findService(...args);
export const getSitePages: ContentApi['getSitePages'] = () => api.getSitePages();
export const blogPostMeta: ContentApi['blogPostMeta'] = (post) => api.blogPostMeta(post);

export { renderMarkdown };
