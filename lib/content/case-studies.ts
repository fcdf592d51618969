import { caseStudies, categories, fill, pages, type CaseStudy } from '.';
import type { Category, SubService } from '.';

/** The case study of a file, by its name (as the home page's selected work names it). */
export function findCaseStudy(file: string): CaseStudy | undefined {
  return caseStudies.find((study) => study.file === file);
}

export function caseStudyAt(slug: string): CaseStudy | undefined {
  return caseStudies.find((study) => study.slug === slug);
}

export function categoryOf(study: CaseStudy): Category {
  // The loader stops the build on a case study whose category does not exist.
  return categories.find((category) => category.slug === study.category)!;
}

/** The services a case study used, with the category each belongs to, in its file's order. */
export function servicesOf(study: CaseStudy): { category: Category; service: SubService }[] {
  return study.services.flatMap((file) =>
    categories.flatMap((category) =>
      category.subServices
        .filter((service) => service.file === file)
        .map((service) => ({ category, service })),
    ),
  );
}

export function neighboursOf(study: CaseStudy): { previous?: CaseStudy; next?: CaseStudy } {
  const index = caseStudies.indexOf(study);
  return { previous: caseStudies[index - 1], next: caseStudies[index + 1] };
}

// Those that used the service (by file name, as case studies name it) first, then the rest of
// the category's, in the portfolio's order.
export function caseStudiesFor(categorySlug: string, serviceFile?: string): CaseStudy[] {
  const used = serviceFile
    ? caseStudies.filter((study) => study.services.includes(serviceFile))
    : [];
  const inCategory = caseStudies.filter((study) => study.category === categorySlug);
  return [...new Set([...used, ...inCategory])];
}

/** The line naming the client: its kind, its industry and where it is. */
export function clientLine(study: CaseStudy): string {
  return fill(pages.portfolio.caseStudy.client, {
    kind: study.client.kind,
    place: study.client.place,
    industry: study.industry,
  });
}
