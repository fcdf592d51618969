/**
 * Validates everything under content/ when the site builds. A missing field, a duplicate slug,
 * a duplicate title or a link to a route that does not exist throws, and the message names
 * the entry, so `next build` stops with something a marketer can act on.
 */
import * as z from 'zod';
import { iconNames } from '@/content/icons';
import type { Category, PageMeta } from '@/content/types';

const text = z.string().trim().min(1, { error: 'must not be empty' });

const pageMeta = z.object({
  title: text.max(59, { error: 'must be under 60 characters' }),
  description: text
    .min(120, { error: 'must be at least 120 characters' })
    .max(160, { error: 'must be at most 160 characters' }),
  keywords: z.array(text).min(1),
});

const titledText = z.object({ title: text, text });
const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: 'must be a lowercase slug' });

const servicePage = z.object({
  promise: text,
  intro: z.array(text).min(1),
  deliverables: z.array(titledText).min(5).max(8),
  process: z.array(titledText).min(4).max(6),
  technologies: z.array(text).min(1),
  outcomes: z.array(titledText).min(2).max(3),
  faqs: z
    .array(z.object({ question: text, answer: text }))
    .min(4)
    .max(6),
  meta: pageMeta,
});

const categorySchema = z.object({
  slug,
  name: text,
  description: text,
  icon: z.enum(iconNames),
  hub: z.object({ intro: z.array(text).min(1), whyUs: z.array(titledText).min(3), meta: pageMeta }),
  subServices: z
    .array(
      z.object({ slug, name: text, description: text, icon: z.enum(iconNames), page: servicePage }),
    )
    .min(1),
});

function formatIssues(where: string, error: z.ZodError): string {
  return error.issues
    .map(
      (issue) => `${where}${issue.path.length ? '.' + issue.path.join('.') : ''}: ${issue.message}`,
    )
    .join('\n');
}

export class ContentError extends Error {
  constructor(problems: string[]) {
    super(`The content under content/ has ${problems.length} problem(s):\n${problems.join('\n')}`);
    this.name = 'ContentError';
  }
}

/** Schema problems of the catalogue, each naming its entry. */
export function catalogueProblems(categories: Category[]): string[] {
  const problems: string[] = [];
  const categorySlugs = new Set<string>();
  categories.forEach((category, index) => {
    const where = `category "${category.slug ?? index}"`;
    const result = categorySchema.safeParse(category);
    if (!result.success) problems.push(formatIssues(where, result.error));
    if (categorySlugs.has(category.slug)) problems.push(`${where}: duplicate category slug`);
    categorySlugs.add(category.slug);
    const serviceSlugs = new Set<string>();
    for (const service of category.subServices ?? []) {
      if (serviceSlugs.has(service.slug))
        problems.push(`${where}, service "${service.slug}": duplicate service slug`);
      serviceSlugs.add(service.slug);
    }
  });
  return problems;
}

/** Every page's title and description must be its own. */
export function duplicateMetaProblems(pages: { path: string; meta: PageMeta }[]): string[] {
  const problems: string[] = [];
  for (const field of ['title', 'description'] as const) {
    const seen = new Map<string, string>();
    for (const page of pages) {
      const value = page.meta[field];
      const other = seen.get(value);
      if (other)
        problems.push(`page "${page.path}": ${field} "${value}" is also used by "${other}"`);
      else seen.set(value, page.path);
    }
  }
  return problems;
}

/** Internal links written in content (Markdown, hrefs) must name a page that exists. */
export function brokenLinkProblems(
  links: { from: string; href: string }[],
  existingPaths: Set<string>,
): string[] {
  return links
    .filter(({ href }) => href.startsWith('/') && !href.startsWith('//'))
    .filter(({ href }) => {
      const pathOnly = href.split(/[?#]/)[0] ?? '';
      const normalised = pathOnly.endsWith('/') ? pathOnly : `${pathOnly}/`;
      return !existingPaths.has(normalised);
    })
    .map(({ from, href }) => `${from}: links to "${href}", which is not a page of the site`);
}

export const pageMetaSchema = pageMeta;

export function metaProblems(pages: { path: string; meta: PageMeta }[]): string[] {
  return pages.flatMap(({ path, meta }) => {
    const result = pageMeta.safeParse(meta);
    return result.success ? [] : [formatIssues(`page "${path}" meta`, result.error)];
  });
}
