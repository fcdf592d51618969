// Loads content/: each file against its schema (read-files.ts), then the files against each
// other. Every problem is collected and thrown at once, each naming its file.
import type { ContentFile } from './files';
import { ContentError, Problems } from './problems';
import { readContentFiles, type BlogPost } from './read-files';
import type { PageMeta } from './schemas/common';
import type { CatalogueCopy, Category, SubService } from './schemas/catalogue';
import type { CaseStudy, JobRole } from './schemas/portfolio';
import { topPageFiles, type TopPageKey, type TopPages } from './schemas/pages';
import type { Site } from './schemas/site';
import type { Redirect } from './schemas/redirects';
import { fileRules, formerAddressRules, redirectProblems, type AddressedPage } from './redirects';
import { type UploadFile, uploadProblems } from './uploads';
import { blogPostPath, caseStudyPath, categoryPath, pagePath, servicePath } from './routes';

export interface SitePage {
  path: string;
  meta: PageMeta;
}

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
const MAX_TITLE = 59;

export function blogPostMeta(
  post: Pick<BlogPost, 'title' | 'description' | 'keywords'>,
  site: Pick<Site, 'shortName'>,
): PageMeta {
  return {
    title: `${post.title} | ${site.shortName}`,
    description: post.description,
    keywords: post.keywords,
  };
}

/** Entries sorted by their `order` field; two files with the same order are a problem. */
function byOrder<T extends { order: number }>(
  files: { file: string; entry: T }[],
  problems: Problems,
): T[] {
  const sorted = [...files].sort(
    (a, b) => a.entry.order - b.entry.order || a.file.localeCompare(b.file),
  );
  sorted.forEach(({ file, entry }, index) => {
    const previous = sorted[index - 1];
    if (previous?.entry.order === entry.order)
      problems.add(file, `order ${entry.order} is also the order of ${previous.file}`);
  });
  return sorted.map(({ entry }) => entry);
}

/**
 * Two entries of one folder at one address would be two pages at one URL: an entry's `address`
 * may be neither another's address nor, when that other has none, its file name.
 */
function sharedAddressProblems(
  entries: { path: string; slug: string; address?: string }[],
  url: (slug: string) => string,
  problems: Problems,
): void {
  const holders = new Map<string, { path: string; own: boolean }>();
  for (const entry of entries)
    if (entry.address === undefined) holders.set(entry.slug, { path: entry.path, own: false });
  for (const entry of [...entries].sort((a, b) => a.path.localeCompare(b.path))) {
    if (entry.address === undefined) continue;
    const other = holders.get(entry.address);
    if (other)
      problems.add(
        entry.path,
        `address "${entry.address}" is also the address of ${other.path}${other.own ? '' : ' (its file name)'}: two pages cannot both be ${url(entry.address)}`,
      );
    else holders.set(entry.address, { path: entry.path, own: true });
  }
}

function duplicateMetaProblems(pages: SitePage[], problems: Problems): void {
  for (const field of ['title', 'description'] as const) {
    const seen = new Map<string, string>();
    for (const page of pages) {
      const other = seen.get(page.meta[field]);
      if (other)
        problems.add(
          `page "${page.path}"`,
          `meta.${field} "${page.meta[field]}" is also used by "${other}"`,
        );
      else seen.set(page.meta[field], page.path);
    }
  }
}

/** Internal links written in content (Markdown, menus) must name a page that exists. */
export function brokenLinks(links: { from: string; href: string }[], existingPaths: Set<string>) {
  return links.filter(({ href }) => {
    if (!href.startsWith('/') || href.startsWith('//')) return false;
    const pathOnly = href.split(/[?#]/)[0] ?? '';
    return !existingPaths.has(pathOnly.endsWith('/') ? pathOnly : `${pathOnly}/`);
  });
}

function markdownLinks(from: string, markdown: string) {
  return [...markdown.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => ({
    from,
    href: match[1] ?? '',
  }));
}

/** `uploads`: the files under public/uploads/ (disk.ts), which must be images. */
export function loadContent(files: ContentFile[], uploads: readonly UploadFile[] = []): Content {
  const problems = new Problems();
  const read = readContentFiles(files, problems);
  for (const { file, message } of uploadProblems(uploads)) problems.add(file, message);
  const required = [
    SITE,
    'content/services/page-copy.yaml',
    ...Object.values(topPageFiles).map(({ file }) => `content/pages/${file}.md`),
  ];
  for (const path of required)
    if (!files.some((file) => file.path === path)) problems.add(path, 'is missing');
  problems.throwIfAny();
  // With no problem so far, every file above was read and is valid.
  const site = read.site!;
  const pageData = read.pages as Required<typeof read.pages>;

  const categories = byOrder(
    [...read.hubs.values()].map((hub) => ({
      file: `content/services/${hub.slug}/index.md`,
      entry: {
        ...hub,
        subServices: byOrder(
          [...(read.services.get(hub.slug)?.values() ?? [])].map((service) => ({
            file: `content/services/${hub.slug}/${service.file}.md`,
            entry: service,
          })),
          problems,
        ),
      },
    })),
    problems,
  );
  for (const categorySlug of read.services.keys())
    if (!read.hubs.has(categorySlug))
      problems.add(
        `content/services/${categorySlug}/`,
        'has services but no index.md, so no page would show them',
      );

  const servicePathOf = (category: Category, service: SubService) =>
    `content/services/${category.slug}/${service.file}.md`;
  const studyPathOf = (study: CaseStudy) => `content/portfolio/${study.file}.md`;
  const categorySlugs = categories.map((category) => category.slug);
  // Case studies name a service by its file name, which a new address leaves as it was.
  const serviceFiles = new Set(
    categories.flatMap((category) => category.subServices.map((service) => service.file)),
  );
  for (const study of read.caseStudies.values()) {
    const file = studyPathOf(study);
    if (!categorySlugs.includes(study.category))
      problems.add(
        file,
        `category "${study.category}" is not a category of the site (one of: ${categorySlugs.join(', ')})`,
      );
    study.services.forEach((service, index) => {
      if (!serviceFiles.has(service))
        problems.add(
          file,
          `services[${index}] "${service}" is not a service of the site (a file name under content/services/<category>/)`,
        );
    });
  }
  const caseStudies = byOrder(
    [...read.caseStudies.values()].map((study) => ({ file: studyPathOf(study), entry: study })),
    problems,
  );
  for (const category of categories)
    sharedAddressProblems(
      category.subServices.map((service) => ({
        ...service,
        path: servicePathOf(category, service),
      })),
      (slug) => servicePath(category, { slug }),
      problems,
    );
  sharedAddressProblems(
    caseStudies.map((study) => ({ ...study, path: studyPathOf(study) })),
    caseStudyPath,
    problems,
  );
  pageData.home.selectedWork.caseStudies.forEach((slugName, index) => {
    if (!read.caseStudies.has(slugName))
      problems.add(
        'content/pages/home.md',
        `selectedWork.caseStudies[${index}] names "${slugName}", but there is no content/portfolio/${slugName}.md`,
      );
  });
  const roles = byOrder(
    [...read.roles.values()].map((role) => ({
      file: `content/hiring/${role.slug}.md`,
      entry: role,
    })),
    problems,
  );

  const pages = Object.fromEntries(
    Object.entries(pageData).map(([key, page]) => [
      key,
      { ...page, path: pagePath(topPageFiles[key as TopPageKey].file) },
    ]),
  ) as TopPages;
  const posts = [...read.posts].sort((a, b) => b.date.localeCompare(a.date));

  // Top-level pages in the order of the menu, then the legal links, then any other.
  const navOrder = [
    ...site.menu.flatMap((item) => (item === 'services' ? [] : [item.href])),
    ...site.legalLinks.map((link) => link.href),
  ];
  const topPages = Object.entries(pages)
    .filter(([key]) => key !== 'notFound')
    .map(([, page]) => page)
    .sort((a, b) => rank(navOrder, a.path) - rank(navOrder, b.path));
  const sitePages: SitePage[] = [
    ...topPages.map(({ path, meta }) => ({ path, meta })),
    ...categories.flatMap((category) => [
      { path: categoryPath(category), meta: category.hub.meta },
      ...category.subServices.map((service) => ({
        path: servicePath(category, service),
        meta: service.page.meta,
      })),
    ]),
    ...caseStudies.map((study) => ({ path: caseStudyPath(study.slug), meta: study.meta })),
    ...posts.map((post) => ({ path: blogPostPath(post.slug), meta: blogPostMeta(post, site) })),
  ];

  for (const post of posts) {
    const title = blogPostMeta(post, site).title;
    if (title.length > MAX_TITLE)
      problems.add(
        `content/blog/${post.slug}.md`,
        `title is too long: with " | ${site.shortName}" added it has ${title.length} characters, and must have at most ${MAX_TITLE}`,
      );
  }
  duplicateMetaProblems(sitePages, problems);
  const paths = new Set(sitePages.map((page) => page.path));
  const links = [
    ...read.markdown.flatMap(({ file, markdown }) => markdownLinks(file, markdown)),
    ...site.menu.flatMap((item) =>
      item === 'services' ? [] : [{ from: `${SITE}: menu`, href: item.href }],
    ),
    ...site.legalLinks.map((link) => ({ from: `${SITE}: legalLinks`, href: link.href })),
    { from: `${SITE}: consent.necessaryNote`, href: site.consent.necessaryNote.link.href },
    { from: `${SITE}: quote.privacyNote`, href: site.quote.privacyNote.link.href },
  ];
  for (const { from, href } of brokenLinks(links, paths))
    problems.list.push(`${from}: links to "${href}", which is not a page of the site`);
  const renamed: AddressedPage[] = [
    ...categories.flatMap((category) =>
      category.subServices.map((service) => ({
        file: servicePathOf(category, service),
        path: servicePath(category, service),
        filePath: servicePath(category, { slug: service.file }),
        formerPaths: (service.former_addresses ?? []).map((slug) =>
          servicePath(category, { slug }),
        ),
      })),
    ),
    ...caseStudies.map((study) => ({
      file: studyPathOf(study),
      path: caseStudyPath(study.slug),
      filePath: caseStudyPath(study.file),
      formerPaths: (study.former_addresses ?? []).map(caseStudyPath),
    })),
  ];
  // The renamed pages' rules first: a rule of content/redirects.yaml from the same address is
  // then the one named as the duplicate, the one a marketer can remove.
  const rules = [...formerAddressRules(renamed, paths), ...fileRules(read.redirects ?? [])];
  for (const { file, message } of redirectProblems(rules, paths)) problems.add(file, message);
  problems.throwIfAny();

  return {
    site,
    catalogueCopy: read.catalogueCopy!,
    categories,
    pages,
    caseStudies,
    roles,
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

function rank(order: string[], path: string): number {
  const index = order.indexOf(path);
  return index === -1 ? order.length : index;
}
