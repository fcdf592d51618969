// The catalogue, the case studies and the roles in their order, and what one of them says of
// another that is not so (a case study's category or service, the home page's selected work).
import type { AddressedPage } from './redirects';
import type { Problems } from './problems';
import type { ContentFiles } from './read-files';
import { caseStudyPath, servicePath } from './routes';
import type { Category, SubService } from './schemas/catalogue';
import type { CaseStudy, JobRole } from './schemas/portfolio';

export interface Collections {
  categories: Category[];
  caseStudies: CaseStudy[];
  roles: JobRole[];
}

const serviceFileOf = (category: Category, service: SubService) =>
  `content/services/${category.slug}/${service.file}.md`;
const studyFileOf = (study: CaseStudy) => `content/portfolio/${study.file}.md`;

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

function orderedCategories(read: ContentFiles, problems: Problems): Category[] {
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
  return categories;
}

/** Case studies name a service by its file name, which a new address leaves as it was. */
function caseStudyProblems(read: ContentFiles, categories: Category[], problems: Problems): void {
  const categorySlugs = categories.map((category) => category.slug);
  const serviceFiles = new Set(
    categories.flatMap((category) => category.subServices.map((service) => service.file)),
  );
  for (const study of read.caseStudies.values()) {
    const file = studyFileOf(study);
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
}

function addressProblems(
  categories: Category[],
  caseStudies: CaseStudy[],
  problems: Problems,
): void {
  for (const category of categories)
    sharedAddressProblems(
      category.subServices.map((service) => ({
        ...service,
        path: serviceFileOf(category, service),
      })),
      (slug) => servicePath(category, { slug }),
      problems,
    );
  sharedAddressProblems(
    caseStudies.map((study) => ({ ...study, path: studyFileOf(study) })),
    caseStudyPath,
    problems,
  );
}

/** `read` holds every required file, valid: the home page's selected work is checked too. */
export function orderedCollections(read: ContentFiles, problems: Problems): Collections {
  const categories = orderedCategories(read, problems);
  caseStudyProblems(read, categories, problems);
  const caseStudies = byOrder(
    [...read.caseStudies.values()].map((study) => ({ file: studyFileOf(study), entry: study })),
    problems,
  );
  addressProblems(categories, caseStudies, problems);
  read.pages.home!.selectedWork.caseStudies.forEach((slugName, index) => {
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
  return { categories, caseStudies, roles };
}

/** The services and case studies with their file's address and their former ones. */
export function renamedPages({ categories, caseStudies }: Collections): AddressedPage[] {
  return [
    ...categories.flatMap((category) =>
      category.subServices.map((service) => ({
        file: serviceFileOf(category, service),
        path: servicePath(category, service),
        filePath: servicePath(category, { slug: service.file }),
        formerPaths: (service.former_addresses ?? []).map((slug) =>
          servicePath(category, { slug }),
        ),
      })),
    ),
    ...caseStudies.map((study) => ({
      file: studyFileOf(study),
      path: caseStudyPath(study.slug),
      filePath: caseStudyPath(study.file),
      formerPaths: (study.former_addresses ?? []).map(caseStudyPath),
    })),
  ];
}
