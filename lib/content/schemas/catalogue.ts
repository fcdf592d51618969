/**
 * A category hub (content/services/<category>/index.md) and a service page
 * (content/services/<category>/<service>.md): front matter for the structured parts, the body
 * for the intro paragraphs. The slugs are the folder and file names.
 */
import * as z from 'zod';
import { faq, icon, pageMeta, paragraphs, text, titledText } from './common';

export const serviceFile = z
  .strictObject({
    name: text,
    /** One sentence for the mega-menu and the cards. */
    description: text,
    icon,
    /** The hero's one-line promise. */
    promise: text,
    deliverables: z.array(titledText).min(5).max(8),
    process: z.array(titledText).min(4).max(6),
    technologies: z.array(text).min(1),
    outcomes: z.array(titledText).min(2).max(3),
    faqs: z.array(faq).min(4).max(6),
    meta: pageMeta,
    /** The body: two or three paragraphs introducing the service. */
    intro: paragraphs,
  })
  .transform(({ name, description, icon, ...page }) => ({ name, description, icon, page }));

export const categoryFile = z
  .strictObject({
    name: text,
    /** One sentence for the mega-menu. */
    description: text,
    icon,
    /** 3 to 4 reasons to choose the company for this category. */
    whyUs: z.array(titledText).min(3),
    meta: pageMeta,
    /** The body: two or three paragraphs. */
    intro: paragraphs,
  })
  .transform(({ name, description, icon, ...hub }) => ({ name, description, icon, hub }));

/** content/services/page-copy.yaml: the headings and calls to action every hub and service page shares. */
export const catalogueCopyFile = z.strictObject({
  hub: z.strictObject({
    eyebrow: text,
    servicesTitle: text,
    whyUsTitle: text,
    cta: titledText,
  }),
  service: z.strictObject({
    overviewTitle: text,
    technologiesTitle: text,
    deliverablesTitle: text,
    processTitle: text,
    outcomesTitle: text,
    faqTitle: text,
    relatedTitle: text,
    cta: titledText,
  }),
});

export type SubService = z.output<typeof serviceFile> & { slug: string };
export type Category = z.output<typeof categoryFile> & { slug: string; subServices: SubService[] };
export type CatalogueCopy = z.output<typeof catalogueCopyFile>;
