// Loaded once per build (and again in `next dev` on each save under content/); the editor's
// preview bundle puts apps/editor-preview/content.ts in this file's place. The uploads are read
// from disk: they are no text to import, and nothing renders them.
import { contentApi } from './api';
import { uploadFilesOnDisk } from './disk';
import { contentFiles } from './files';
import { loadContent } from './load';
import { renderMarkdown } from './read-files';

export const {
  site,
  catalogueCopy,
  categories,
  pages,
  caseStudies,
  roles,
  posts,
  quoteCopy,
  meetingCopy,
  fill,
  findCategory,
  findService,
  getSitePages,
  blogPostMeta,
} = contentApi(loadContent(contentFiles(), uploadFilesOnDisk()));

export { renderMarkdown };
export type { SitePage } from './site-pages';
export type { Category, SubService } from './schemas/catalogue';
export type { CaseStudy, JobRole } from './schemas/portfolio';
export type { Faq, PageMeta, TitledText } from './schemas/common';
export type { MeetingCopy, QuoteCopy, Site } from './schemas/site';
export type { BlogPost } from './read-files';
