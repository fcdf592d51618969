// Loads content/: each file against its schema (read-files.ts), then the files against each
// other. Every problem is collected and thrown at once, each naming its file.
import { orderedCollections, renamedPages } from './collections';
import type { ContentFile } from './files';
import { ContentError, Problems } from './problems';
import { readContentFiles, type BlogPost } from './read-files';
import { fileRules, formerAddressRules, redirectProblems } from './redirects';
import { pagePath } from './routes';
import type { CatalogueCopy, Category } from './schemas/catalogue';
import { topPageFiles, type TopPageKey, type TopPages } from './schemas/pages';
import type { CaseStudy, JobRole } from './schemas/portfolio';
import type { Redirect } from './schemas/redirects';
import type { Site } from './schemas/site';
import { type SitePage, sitePageProblems, sitePagesOf } from './site-pages';
import { type UploadFile, uploadProblems } from './uploads';

export interface Content {
  site: Site;
  catalogueCopy: CatalogueCopy;
  categories: Category[];
  pages: TopPages;
  caseStudies: CaseStudy[];
  roles: JobRole[];
  /** Newest first. */
  posts: BlogPost[];
  /** Every page of the sitemap, in navigation order. */
  sitePages: SitePage[];
  /** The renamed pages' former addresses, then content/redirects.yaml's rules. */
  redirects: Redirect[];
}

const SITE = 'content/site.yaml';

function missingFileProblems(files: ContentFile[], problems: Problems): void {
  const required = [
    SITE,
    'content/services/page-copy.yaml',
    ...Object.values(topPageFiles).map(({ file }) => `content/pages/${file}.md`),
  ];
  for (const path of required)
    if (!files.some((file) => file.path === path)) problems.add(path, 'is missing');
}

/** `uploads`: the files under public/uploads/ (disk.ts), which must be images. */
export function loadContent(files: ContentFile[], uploads: readonly UploadFile[] = []): Content {
  const problems = new Problems();
  const read = readContentFiles(files, problems);
  for (const { file, message } of uploadProblems(uploads)) problems.add(file, message);
  missingFileProblems(files, problems);
  problems.throwIfAny();
  // With no problem so far, every file above was read and is valid.
  const site = read.site!;
  const collections = orderedCollections(read, problems);
  const pages = Object.fromEntries(
    Object.entries(read.pages).map(([key, page]) => [
      key,
      { ...page, path: pagePath(topPageFiles[key as TopPageKey].file) },
    ]),
  ) as TopPages;
  const posts = [...read.posts].sort((a, b) => b.date.localeCompare(a.date));
  const sitePages = sitePagesOf(site, pages, collections, posts);
  sitePageProblems(sitePages, { posts, markdown: read.markdown }, site, problems);

  const paths = new Set(sitePages.map((page) => page.path));
  // The renamed pages' rules first: a rule of content/redirects.yaml from the same address is
  // then the one named as the duplicate, the one a marketer can remove.
  const rules = [
    ...formerAddressRules(renamedPages(collections), paths),
    ...fileRules(read.redirects ?? []),
  ];
  for (const { file, message } of redirectProblems(rules, paths)) problems.add(file, message);
  problems.throwIfAny();

  return {
    site,
    catalogueCopy: read.catalogueCopy!,
    categories: collections.categories,
    pages,
    caseStudies: collections.caseStudies,
    roles: collections.roles,
    posts,
    sitePages,
    redirects: rules.map(({ from, to }) => ({ from, to })),
  };
}

/** What the build would refuse in these files, one line a problem; none when they load. */
export function contentProblems(
  files: ContentFile[],
  uploads: readonly UploadFile[] = [],
): string[] {
  try {
    loadContent(files, uploads);
    return [];
  } catch (error) {
    if (error instanceof ContentError) return error.problems;
    throw error;
  }
}
