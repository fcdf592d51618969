/** The top-level pages, one file each under content/pages/, and the schema of each. */
import * as z from 'zod';
import { pageMeta, slug, text, titledText } from './common';

/** The h1, lead paragraph and metadata every top-level page has. */
const page = { heading: text, lead: text, meta: pageMeta };

const homePage = z.strictObject({
  ...page,
  eyebrow: text,
  categoriesIntro: titledText,
  process: z.strictObject({ intro: titledText, steps: z.array(titledText).min(1) }),
  statsIntro: titledText,
  industries: z.strictObject({ intro: titledText, items: z.array(titledText).min(1) }),
  testimonials: z.strictObject({
    intro: titledText,
    items: z
      .array(
        z.strictObject({
          quote: text,
          /** The person's role, e.g. "Head of Product". */
          role: text,
          /** A generic company type, e.g. "Series B logistics start-up, Pune". */
          company: text,
        }),
      )
      .min(1),
  }),
  /** The closing call to action, also shown on the portfolio and on every blog post. */
  closing: titledText,
});

const portfolioPage = z.strictObject({
  ...page,
  /** The case studies (file names under content/portfolio/), in the order shown. */
  caseStudies: z.array(slug).min(1),
});

const hiringPage = z.strictObject({
  ...page,
  email: z.email({ error: 'must be an e-mail address' }),
  /** The roles (file names under content/hiring/), in the order shown. */
  roles: z.array(slug).min(1),
  culture: z.array(titledText).min(1),
  benefits: z.array(titledText).min(1),
  openApplication: titledText,
});

const contactPage = z.strictObject({
  ...page,
  responseTime: text,
  quote: titledText,
  meeting: titledText,
  whatsapp: titledText,
  offices: titledText,
});

const plainPage = z.strictObject(page);

/** A policy page: the body is the policy, in Markdown. */
const legalPage = z.strictObject({ ...page, body: text });

/**
 * Each top-level page: its file under content/pages/ and its schema. A page's path is its
 * file name (home is "/"); the 404 page is in no sitemap.
 */
export const topPageFiles = {
  home: { file: 'home', schema: homePage },
  portfolio: { file: 'portfolio', schema: portfolioPage },
  blog: { file: 'blog', schema: plainPage },
  hiring: { file: 'hiring', schema: hiringPage },
  contact: { file: 'contact', schema: contactPage },
  privacyPolicy: { file: 'privacy-policy', schema: legalPage },
  termsAndCondition: { file: 'terms-and-condition', schema: legalPage },
  notFound: { file: 'not-found', schema: plainPage },
} as const;

export type TopPageKey = keyof typeof topPageFiles;
export type TopPages = {
  [K in TopPageKey]: z.output<(typeof topPageFiles)[K]['schema']> & { path: string };
};
