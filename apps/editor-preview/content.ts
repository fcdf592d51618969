// Stands in for lib/content/index.ts in the editor's bundle: live ES module bindings, so the
// pages read the content as setContent last set it.
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
