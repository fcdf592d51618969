// content/services/<category>/index.md (a hub) and <service>.md; the body is the intro.
import * as z from 'zod';
import {
  faq,
  icon,
  order,
  pageAddress,
  pageMeta,
  paragraphs,
  template,
  text,
  titledText,
} from './common';

export const serviceFile = z
  .strictObject({
    /** Tells the editor (public/admin/config.yml) a service from its category's index.md. */
    kind: z.literal('service', {
      error: 'must be "service" (the editor tells services from the category page by it)',
    }),
    order,
    name: text,
    ...pageAddress,
    /** One sentence for the mega-menu and the cards. */
    description: text,
    icon,
    promise: text,
    deliverables: z.array(titledText).min(5).max(8),
    process: z.array(titledText).min(4).max(6),
    technologies: z.array(text).min(1),
    outcomes: z.array(titledText).min(2).max(3),
    faqs: z.array(faq).min(4).max(6),
    meta: pageMeta,
    intro: paragraphs,
  })
  // `kind` only tells the editor what the file is; the site has no use for it.
  .transform(({ order, name, description, icon, ...rest }) => {
    const { kind, address, former_addresses, ...page } = rest;
    void kind;
    return {
      order,
      name,
      description,
      icon,
      ...(address === undefined ? {} : { address }),
      ...(former_addresses === undefined ? {} : { former_addresses }),
      page,
    };
  });

export const categoryFile = z
  .strictObject({
    order,
    name: text,
    description: text,
    icon,
    /** 3 to 4 reasons to choose the company for this category. */
    whyUs: z.array(titledText).min(3),
    meta: pageMeta,
    intro: paragraphs,
  })
  .transform(({ order, name, description, icon, ...hub }) => ({
    order,
    name,
    description,
    icon,
    hub,
  }));

/** Text of a hub, and of a service page, with the placeholders each fills in. */
const hubText = template(['brand', 'category']);
const serviceText = template(['brand', 'category', 'service']);

/** content/services/page-copy.yaml: the headings and calls to action every hub and service page shares. */
export const catalogueCopyFile = z.strictObject({
  hub: z.strictObject({
    /** Above each hub's h1; also the label on the hubs' share images. */
    eyebrow: text,
    servicesTitle: hubText,
    whyUsTitle: hubText,
    workTitle: hubText,
    /** The label above the case study beside the heading on wide screens. */
    featuredLabel: hubText,
    cta: z.strictObject({ title: hubText, text: hubText }),
  }),
  service: z.strictObject({
    overviewTitle: serviceText,
    technologiesTitle: serviceText,
    /** The name of the list of technologies (read aloud, not shown). */
    technologiesLabel: serviceText,
    deliverablesTitle: serviceText,
    processTitle: serviceText,
    outcomesTitle: serviceText,
    faqTitle: serviceText,
    relatedTitle: serviceText,
    /** The heading above the category's case studies, those that used the service first. */
    workTitle: serviceText,
    cta: z.strictObject({ title: serviceText, text: serviceText }),
    /** The card beside the heading (wide screens): {category} is a link to the category. */
    snapshot: z.strictObject({
      partOf: template(['brand', 'category'], ['category']),
      title: serviceText,
      /** {technologies}: the first four of the service's technologies. */
      builtWith: template(['brand', 'category', 'service', 'technologies']),
    }),
  }),
});

// `slug` is the URL's last part (its `address`, or else its file name); `file` is the file name,
// by which case studies name it.
export type SubService = z.output<typeof serviceFile> & { slug: string; file: string };
export type Category = z.output<typeof categoryFile> & { slug: string; subServices: SubService[] };
export type CatalogueCopy = z.output<typeof catalogueCopyFile>;
